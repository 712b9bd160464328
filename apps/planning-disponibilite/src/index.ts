export { PlanningDisponibilitePage } from './PlanningDisponibilitePage';
export type { PlanningDisponibilitePageProps } from './PlanningDisponibilitePage';
export { createAvailabilityApi } from './api';
export type { AvailabilityApi, PlanningOptions, ReferenceData, WindowEvents } from './api';
