export { SAV_MESSAGES, SAV_MESSAGE_MS } from './messages';
export {
  SAV_DRAFT_QUOTE_STATUS,
  SAV_SIGNED_QUOTE_STATUS,
  SAV_STATUS,
  SAV_TABLES,
  savReportReadOnly,
  savSignedCopy,
} from './savStatus';
export type { SavTable } from './savStatus';
export { SAV_UNKNOWN_MACHINE, checkSavDraft, checkSavValidation } from './savValidation';
export type { SavCheck, SavCheckFailure, SavCheckOptions } from './savValidation';
export { splitDeliveryPostcode } from './deliveryPostcode';
export { SAV_LABOUR_TYPES, defaultSavTimeSlot, savSlotComplete } from './timeSlots';
export type { SavTimeSlot } from './timeSlots';
export { savMailRecipients } from './contactMails';
export { savReportMatches } from './savSearch';
export { SAV_SIGNED_QUIET_MS, SAV_SAVE_WINDOW_MS, savLineAccess } from './savSave';
export type { SavLineAccess, SavOpenSave } from './savSave';
export { mergeSavReport } from './mergeReport';
export type { SavMerge, SavMergeConflict } from './mergeReport';
export {
  SAV_CONFLICT_REASON,
  SAV_FIELD_LABELS,
  parseSavConflictAnswer,
  resolveSavConflict,
  savConflictAnswer,
  savFieldLabel,
} from './conflictAnswer';
export type { SavConflictAnswer, SavConflictChoice, SavConflictField } from './conflictAnswer';
export {
  SAV_REPORT_EMPTY_VALUES,
  savLineSchema,
  savReportFormSchema,
  savReportValuesSchema,
} from './savSchemas';
export type { SavLine, SavReportValues } from './savSchemas';
