export { PlanningLivraisonPage } from './PlanningLivraisonPage';
export type { PlanningLivraisonPageProps } from './PlanningLivraisonPage';
export { DeliveryDetailDialog, deliveryDetailRows } from './components/DeliveryDetailDialog';
export type { DeliveryDetailDialogProps } from './components/DeliveryDetailDialog';
export { DeliveryDayList } from './components/DeliveryDayList';
export type { DeliveryDayListProps } from './components/DeliveryDayList';
