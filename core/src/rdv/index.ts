export { RDV_MESSAGES } from './messages';
export { pastSlotStart } from './pastSlot';
export type { RdvRefusal } from './messages';
export {
  canAddAvailability,
  defaultSlotRange,
  isValidTimeRange,
  normaliseSlotTime,
  roundSlotTime,
  slotTimeMinutes,
  timeFieldStates,
  timeRangeState,
} from './slotTimes';
export type { TimeRangeState } from './slotTimes';
export {
  RECURRENCE_INTERVALS,
  RECURRENCE_MAX_DAYS,
  checkWeeklyRecurrence,
  recurrenceId,
  recurrenceWeekday,
  recurrenceWeeks,
  weeklyOccurrences,
} from './weeklyOccurrences';
export type { WeeklyRecurrence } from './weeklyOccurrences';
export {
  FREED_SLOT_FIELDS,
  OPEN_CONTRACT_STATES,
  RDV_VALIDE_LABELS,
  agencyMapLink,
  bookedLabel,
  commentEntry,
  commentHistory,
  hasKeyData,
  isBookedSlot,
  isRdvValide,
  rdvValide,
  slotTypeFields,
  slotTypeKeys,
} from './slotRecord';
export type { CommentEntry, RdvValide } from './slotRecord';
export { CLIENT_FIELDS, decideSlotEdit, slotActions } from './slotEdit';
export type {
  SlotEditAction,
  SlotEditContext,
  SlotEditRequest,
  SlotEditResult,
  SlotState,
} from './slotEdit';
export { RDV_TYPE_PALETTE, rdvTypeColors } from './typeColors';
export { AGENCY_CODE_LENGTH, agencyColumnTitles } from './agencyColumnTitles';
export { RDV_AGENCIES_DISPLAY_KEY, RDV_AGENCIES_MAX, readRdvAgencyChoice } from './agencyChoice';
