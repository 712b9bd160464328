export {
  DEFAULT_INTERVENTION_MS,
  DEFAULT_STATUS_COLORS,
  INTERVENTION_STATUS,
  INTERVENTION_STATUS_LABELS,
  MAX_TECHNICIANS,
  PLANNING_STATUSES,
  STATUS_PROGRESS,
  statusCode,
  statusColor,
} from './interventionStatus';
export type { InterventionStatus } from './interventionStatus';
export { TECHNICIAN_PLANNING_MESSAGES } from './messages';
export {
  TECHNICIAN_FIELDS,
  eventTitleMatches,
  interventionTechnicians,
  sameTechnicians,
  technicianFields,
} from './technicians';
export type { TechnicianField } from './technicians';
export { unavailabilityBlocks, unavailableTechnicians } from './unavailabilityOverlap';
export type { TechnicianUnavailability } from './unavailabilityOverlap';
export {
  decideInterventionEdit,
  defaultInterventionEnd,
  sentStatus,
  slotDurationMs,
} from './interventionEdit';
export type {
  InterventionAction,
  InterventionEditContext,
  InterventionEditRequest,
  InterventionEditResult,
  InterventionState,
} from './interventionEdit';
export {
  DEFAULT_UNAVAILABILITY_TYPES,
  statusesToShow,
  tabletOptionKey,
  unavailabilityTypes,
  usesTablet,
} from './planningOptions';
export {
  alreadySent,
  filterTechnicianNames,
  interventionActions,
  interventionCard,
  interventionColor,
  interventionTitle,
  isPastIntervention,
  legendStatuses,
  matchesSearch,
  readPlanningIntervention,
  statusProgress,
  statusShown,
  techniciansToShow,
  unavailabilityNotice,
} from './planningView';
export type { PlanningIntervention } from './planningView';
export { interventionBarLabel } from './barLabel';
export type { InterventionBarLabel } from './barLabel';
