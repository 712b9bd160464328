export { PlanningGestionRdvVeloPage } from './PlanningGestionRdvVeloPage';
export type { PlanningGestionRdvVeloPageProps } from './PlanningGestionRdvVeloPage';
