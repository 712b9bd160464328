export {
  CONDITION_CHECK_MESSAGES,
  CONDITION_DIFFERENCE_TEXTS,
  CONDITION_FIELD_LABELS,
  CONDITION_STATE_LABELS,
} from './messages';
export {
  CONDITION_STATES,
  DEFAULT_CONDITION_STATE_FILTER,
  conditionEditable,
  conditionSaveLeg,
  conditionState,
  conditionStateLabel,
  controlsAfterDelete,
  controlsAfterSave,
  decideConditionSave,
} from './conditionState';
export type {
  ConditionControls,
  ConditionEditable,
  ConditionLeg,
  ConditionSaveDecision,
  ConditionSaveRefusalCode,
  ConditionState,
} from './conditionState';
export { groupedConditionState, groupedConditionStates } from './groupedConditionState';
export type { GroupedConditionState } from './groupedConditionState';
export { conditionTime, formDateToSaved, savedDateToForm } from './conditionDates';
export {
  acceptsChecklistValue,
  allowedChecklistValues,
  checklistFieldKey,
  checklistValueList,
  checklistValueOf,
  encodeChecklistValue,
  isEmptyChecklistValue,
  parseChecklist,
  selectChecklistValue,
  serializeChecklist,
  startReturnChecklist,
} from './checklist';
export type { ChecklistLine, ChecklistValue } from './checklist';
export {
  CONDITION_SERVER_FIELDS,
  conditionFieldsToWrite,
  isWritableConditionField,
  sameConditionValue,
} from './conditionFields';
export type { ConditionFieldsCheck } from './conditionFields';
export { DEFAULT_CONDITION_OPTIONS, readConditionOptions } from './conditionOptions';
export type { ConditionOptions } from './conditionOptions';
export {
  readingNumber,
  requiredConditionFields,
  validateConditionSave,
} from './validateConditionSave';
export type {
  ConditionCheckCode,
  ConditionSaveCheck,
  ConditionSaveInput,
  CustomFieldDefinition,
} from './validateConditionSave';
export {
  conditionDifferences,
  conditionSnapshot,
  frenchNumber,
  levelInEighths,
} from './conditionDifferences';
export type { ConditionDifference, ConditionSnapshot } from './conditionDifferences';
export {
  conditionImageKind,
  conditionPdfName,
  conditionPhotoFolder,
  limitConditionPhotos,
  offersDeparturePhotos,
} from './conditionFiles';
export {
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  IMAGE_SIZE_MESSAGES,
  imageDimensions,
  imageSizeMessage,
  imageSizeRefusal,
} from './imageSize';
export type { ImageDimensions, ImageSizeRefusal } from './imageSize';
export { LOCATION_UPLOAD_MESSAGES, isPdfContent, locationUploadRefusal } from './locationUpload';
export type { LocationUploadRefusal } from './locationUpload';
export {
  TEMPORARY_PDF_LIFETIME_MS,
  TEMPORARY_PDF_MESSAGES,
  isTemporaryPdfId,
  temporaryPdfExpiry,
} from './temporaryPdf';
export {
  CONDITION_UNLOCK_MS,
  conditionFormDefaults,
  grantConditionUnlock,
  isConditionUnlocked,
  remoteSignatureLeg,
  showsReturnWorkOrder,
} from './conditionForm';
export type { ConditionUnlock } from './conditionForm';
export {
  CONDITION_QR_SEPARATOR,
  conditionQrText,
  parseConditionQr,
  qrCameraErrorText,
} from './conditionQr';
export { EQUIPMENT_SEARCH_MIN, searchEquipment, unknownEquipmentFlag } from './equipmentSearch';
export type { EquipmentSearch, ParkEquipment } from './equipmentSearch';
export {
  CONDITION_SNACKBAR_MS,
  CONDITION_VALIDATION_ALERT_MS,
  emailOutcome,
  returnWorkOrderOutcome,
} from './emailOutcome';
export type { ConditionSnackbar } from './emailOutcome';
export { conditionPhotoCaption, gpsPosition, parseGpsPosition } from './photoCaption';
export type { GpsPosition, PhotoTrace } from './photoCaption';
export {
  CONDITION_SORT_MODES,
  conditionContractType,
  conditionDay,
  conditionFamilyKey,
  conditionFilterChoices,
  conditionSortOf,
  filterConditionRecords,
  inConditionScope,
  isBikeFamily,
  nextConditionSortMode,
  sortConditionRecords,
} from './conditionDashboard';
export type {
  ConditionListFilter,
  ConditionListRecord,
  ConditionSortMode,
} from './conditionDashboard';
export {
  PHOTO_TAGS_MAX,
  PHOTO_TAG_MAX_LENGTH,
  photoTraceFromTags,
  photoTraceTags,
} from './photoTags';
export {
  NO_OBSERVATION_MARKS,
  OBSERVATION_MARKS_MAX_POINTS,
  OBSERVATION_MARKS_MAX_STROKES,
  OBSERVATION_MARKS_SCALE,
  parseObservationMarks,
  serializeObservationMarks,
} from './observationMarks';
export type { ObservationMarks } from './observationMarks';
export { conditionWorkKey, newSaveId, syncFailureAction, syncOrder } from './waitingWork';
export type { ConditionWork, SyncFailureAction } from './waitingWork';
export {
  REMOTE_SIGNATURE_MESSAGES,
  SIGNATURE_LINK_DAYS,
  remoteSignatureLegs,
  signatureLeg,
  signatureLinkEnd,
  signatureLinkExpired,
  signatureViewOf,
  signatureViewOfRefusal,
  signedOnText,
} from './remoteSignature';
export type { SignatureView } from './remoteSignature';
