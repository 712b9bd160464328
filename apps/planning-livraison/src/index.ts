export { PlanningLivraisonPage } from './PlanningLivraisonPage';
export type { PlanningLivraisonPageProps } from './PlanningLivraisonPage';
export { DeliveryDetailDialog, deliveryDetailRows } from './components/DeliveryDetailDialog';
export type { DeliveryDetailDialogProps } from './components/DeliveryDetailDialog';
