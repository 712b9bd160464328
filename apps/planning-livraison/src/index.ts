export { PlanningLivraisonPage } from './PlanningLivraisonPage';
export type { PlanningLivraisonPageProps } from './PlanningLivraisonPage';
