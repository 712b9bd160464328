export { PlanningTechnicienPage } from './PlanningTechnicienPage';
export type { PlanningTechnicienPageProps } from './PlanningTechnicienPage';
export type { TechnicianApi } from './api';
