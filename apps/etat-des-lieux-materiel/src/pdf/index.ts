// The PDF of a condition check and its calls, for the form (spec 3 §2.2 actions, §7.1, §9).
export { buildConditionPdf, conditionPdfFileName } from './buildConditionPdf';
export type { ConditionPdfInput, ConditionPdfPhoto } from './buildConditionPdf';
export { openConditionPdf, prefersPdfDownload } from './openConditionPdf';
export {
  createReturnOrder,
  loadConditionPdfInput,
  loadLegPhotos,
  loadRecipients,
  sendPdfByEmail,
} from './api';
export type { ConditionRecord } from './conditionRecord';
