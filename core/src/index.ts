export type { CallAccess, CallDef, CallTransport, FamilyDef, FamilyKey } from './api/catalogue';
export { FAMILIES, FAMILY_KEYS } from './api/families';
export { defineFamily } from './api/defineFamily';
export type { CallSpec, FamilyCalls } from './api/defineFamily';
export { CATALOGUE, calls, findCall, findCallByPath } from './api/registry';
export { callPath } from './api/callPath';
export { general as generalCalls } from './api/calls/general';
export { frenchIssue, frenchIssues, issuePath } from './api/frenchIssues';
export { SAVE_ID_FIELD } from './api/fields';
export { RANGE_MESSAGES } from './api/rangeMessages';
export { RECORD_MESSAGES } from './api/recordMessages';
export { CALL_MESSAGES, HEALTH_MESSAGES } from './api/callMessages';
export {
  ENVELOPE_ENCODING_HEADER,
  ENVELOPE_MESSAGES,
  ENVELOPE_TEST_VECTORS,
  EnvelopeError,
  IV_LENGTH,
  KEY_LENGTH,
  SALTED_BASE64_PREFIX,
  SALTED_PREFIX,
  SALTED_PREFIX_BYTES,
  SALT_LENGTH,
  base64Decode,
  base64Encode,
  bytesToHex,
  createBrowserEnvelope,
  createCryptoJsEnvelope,
  createWebCryptoEnvelope,
  evpBytesToKey,
  fromJsonText,
  hexToBytes,
  toJsonText,
  utf8Decode,
  utf8Encode,
} from './api/envelope';
export type {
  Envelope,
  EnvelopeErrorReason,
  EnvelopeKind,
  EnvelopeTestVector,
  SubtleCryptoLike,
  SyncEnvelope,
  WebCryptoEnvelope,
  WebCryptoLike,
} from './api/envelope';
export {
  API_ERROR_MESSAGES,
  ApiError,
  bindFamily,
  codeMessage,
  createApiClient,
  createCallClient,
  createPrefetchingClient,
  fieldRecords,
  httpStatusMessage,
  isApiError,
  PREFETCH_KEEP_MS,
  readyAnswers,
  tokenFromLogin,
  userFromLookup,
} from './api/client';
export type {
  Answered,
  AnswerOf,
  ApiClient,
  ApiClientOptions,
  ApiErrorKind,
  BoundCalls,
  BoundFamily,
  CallClient,
  CallOnly,
  CallPayload,
  CallResult,
  FetchInit,
  FetchLike,
  FetchResponseLike,
  FieldListAnswer,
  FormDataLike,
  LookedUpUser,
  PayloadOf,
  PrefetchingClient,
  ReadyAnswers,
  ReadyCall,
} from './api/client';
export {
  HOME_TILES,
  INVALID_TOKEN,
  PRODUCT_TITLE,
  SESSION_MESSAGES,
  TILE_GROUPS,
  TOKEN_STORAGE_KEY,
  USER_ACCOUNT_MESSAGES,
  canOpen,
  familyOpenTo,
  hasUsableToken,
  headerHidden,
  isAdmin,
  parseAllowedApplications,
  routeName,
  sessionUserOf,
  showsTopBar,
  topBarTitle,
  visibleTiles,
} from './auth';
export type { Device, HomeTile, SessionUser, TileGroup, TileGroupId } from './auth';
export {
  PUBLIC_PAGES,
  TOOLS,
  TOOL_GROUPS,
  TOOL_ROUTES,
  findTool,
  isToolRoute,
  toolsOfFamily,
} from './tools';
export type { PublicPageRoute, ToolDef, ToolGroupId, ToolIconName, ToolRoute } from './tools';
export {
  EMAIL_EVENT_TYPES,
  EMAIL_PROVIDER_TAGS,
  EMAIL_ROWS_PER_PAGE,
  EMAIL_STATUS_LABELS,
  EMAIL_VISUALISATION_MESSAGES,
  OUTBOX_MESSAGES,
  emailStatusLabel,
  eventTimeMs,
  mailAddress,
  opensDetailMs,
  parseMailboxes,
  receivedView,
  searchEmails,
  sentView,
} from './email';
export type { EmailEventType, EmailProviderTag, EmailViewRow } from './email';
export {
  LIVE_LIMITS,
  LIVE_MESSAGES,
  LIVE_PATHS,
  PRESENCE_STATES,
  createLiveClient,
  liveBackoffMs,
  livePresencePayload,
  parseLiveMessage,
} from './live';
export type {
  EventSourceLike,
  LiveChange,
  LiveClient,
  LiveClientOptions,
  LiveListener,
  LiveMessage,
  LivePresence,
  LivePresencePayload,
  LiveStatus,
  PresenceState,
} from './live';
export { NETWORK_CHECK_INTERVAL_MS, connectionQuality, speedMbps } from './network';
export type { ConnectionQuality, ConnectionState } from './network';
export { text } from './text';
export {
  addDaysUtc,
  dayTimestamp,
  defaultSlotTimes,
  endOfDayUtc,
  formatFrenchDateTime,
  formatFrenchDay,
  formatFrenchLongDateTime,
  formatFrenchLongDay,
  formatTime,
  frenchDayOfWire,
  fromUtcParts,
  hourSeparatorToColon,
  pad2,
  parseFrenchDateTime,
  parseFrenchDay,
  parseIsoDay,
  parseWireDashDay,
  parseWireDateTime,
  parseWireDay,
  roundToTenMinutes,
  startOfDayUtc,
  toIsoDay,
  toMs,
  toWireDashDay,
  toWireDateTime,
  toWireDay,
} from './dates';
export type { DateInput } from './dates';
export {
  BASE_DATE_FIELDS,
  CUSTOM_PERIOD_LABEL,
  CUSTOM_RANGE_MESSAGES,
  DEFAULT_PERIOD_MONTHS,
  DEFAULT_STATISTIC_COLOR,
  EMPTY_KEY_LABEL,
  FilterTemplateError,
  SHEET_NAME_MAX,
  STATISTICS_EXPORT,
  STATISTIC_BASES,
  STATISTIC_FIND_MESSAGES,
  STATISTIC_PERIODS,
  STATISTIC_TYPES,
  TOTAL_LABEL,
  aggregateStatistic,
  buildStatisticFilters,
  createStatisticsCache,
  customStatisticRange,
  defaultStatisticRange,
  frenchMonthLabel,
  monthsBackRange,
  parseStatisticDefinition,
  parseStatisticDefinitions,
  rangeCriterion,
  rangeKey,
  statisticChartData,
  statisticColors,
  statisticQueryKey,
  statisticTable,
  uniqueSheetNames,
} from './statistics';
export type {
  ComplexStatisticResult,
  CustomRangeError,
  SimpleStatisticResult,
  StatisticBase,
  StatisticDefinition,
  StatisticFilters,
  StatisticRange,
  StatisticResult,
  StatisticTable,
  StatisticType,
  StatisticsCache,
} from './statistics';
export {
  DELIVERY_DAY_MS,
  DELIVERY_PLANNING,
  DELIVERY_PLANNING_MESSAGES,
  RENTAL_LEGS,
  DELIVERY_VISIBLE_HOURS,
  DELIVERY_VISIBLE_HOURS_LABEL,
  deliveriesOfDay,
  deliveriesOutsideVisibleHours,
  deliveryDayOf,
  deliveryHoursDuration,
  deliveryOpeningDay,
  deliveryScrollDays,
  deliveryWeekLayout,
  deliveryWeekStart,
  deliveryWeekday,
  isShownDay,
  shiftShownDay,
  deliveryColorInJson,
  deliveryColorOf,
  deliveryColorsJson,
  deliveryEvents,
  deliveryMaterialsOfLine,
  deliveryRoleLabel,
  deliveryTitle,
  driversToShow,
  formatDriverList,
  joinDescription,
  parseDriverList,
  splitDescription,
} from './livraison';
export type {
  DeliveryEvent,
  DeliveryLine,
  DeliveryMaterial,
  DeliveryType,
  DeliveryWeekLayout,
  SettingRowLike,
} from './livraison';
export {
  DEFAULT_INTERVENTION_MS,
  DEFAULT_STATUS_COLORS,
  DEFAULT_UNAVAILABILITY_TYPES,
  INTERVENTION_STATUS,
  INTERVENTION_STATUS_LABELS,
  MAX_TECHNICIANS,
  PLANNING_STATUSES,
  STATUS_PROGRESS,
  TECHNICIAN_FIELDS,
  TECHNICIAN_PLANNING_MESSAGES,
  decideInterventionEdit,
  defaultInterventionEnd,
  eventTitleMatches,
  interventionTechnicians,
  sameTechnicians,
  sentStatus,
  slotDurationMs,
  statusCode,
  statusColor,
  statusesToShow,
  tabletOptionKey,
  technicianFields,
  unavailabilityBlocks,
  unavailabilityTypes,
  unavailableTechnicians,
  usesTablet,
  alreadySent,
  filterTechnicianNames,
  interventionActions,
  interventionBarLabel,
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
} from './technicien';
export type {
  PlanningIntervention,
  InterventionAction,
  InterventionBarLabel,
  InterventionEditContext,
  InterventionEditRequest,
  InterventionEditResult,
  InterventionState,
  InterventionStatus,
  TechnicianField,
  TechnicianUnavailability,
} from './technicien';
export {
  ACTIVE_CONTRACT_STATES,
  AVAILABILITY_DAYS_SHOWN,
  AVAILABILITY_DISPLAY_KEY,
  AVAILABILITY_END_TIMES,
  AVAILABILITY_EVENT_TYPES,
  AVAILABILITY_PLANNING_MESSAGES,
  AVAILABILITY_RESOURCE_COLUMN_PX,
  AVAILABILITY_SLOT_DURATIONS,
  AVAILABILITY_START_TIMES,
  CALENDAR_COLOR_MESSAGES,
  CONTRACT_TOGGLE_LABELS,
  DEFAULT_CALENDAR_COLORS,
  DEFAULT_DAYS_SHOWN,
  DEFAULT_DISPLAY_FILTER,
  DEFAULT_END_TIME,
  DEFAULT_PLANNING_DISPLAY,
  PLANNING_DISPLAY_CHOICES,
  PLANNING_SETTINGS_MESSAGES,
  DEFAULT_SLOT_DURATION,
  DEFAULT_START_TIME,
  DISPLAY_FILTERS,
  EVENT_DETAIL_TITLES,
  EVENT_TYPE_SETTING_KEYS,
  MAX_SEARCH_SELECTIONS,
  PLANNING_LOCALE,
  PLANNING_TIME_ZONE,
  WEEKDAYS,
  availabilityEventDetail,
  barColor,
  contrastTextColor,
  contrastRatio,
  relativeLuminance,
  MIN_TEXT_CONTRAST,
  DARK_TEXT,
  drawnBarColor,
  availabilityLegend,
  TIMELINE_MAX_SLOTS,
  drawableSlotDurations,
  fitSlotDuration,
  RESOURCE_COLUMN_MAX_SHARE,
  availabilityResourceColumnWidth,
  countActiveAvailabilityFilters,
  buildAvailabilityBars,
  buildAvailabilityRows,
  compareAvailabilityRows,
  compareSubFamilyIndex,
  eventTypesToSettings,
  formatHiddenDays,
  isActiveContractState,
  isHexColor,
  isHiddenGroupTitle,
  limitSearchSelections,
  parseCalendarColors,
  parseEventTypesToShow,
  parseHiddenDays,
  parseStateColors,
  readPlanningDisplay,
  readableTextColor,
  searchOptions,
  toAvailabilityRow,
  toTimestamp,
} from './planning';
export type {
  AvailabilityBar,
  AvailabilityBarInput,
  AvailabilityEventType,
  AvailabilityFilters,
  AvailabilityLegendEntry,
  AvailabilityRow,
  AvailabilityRowOptions,
  AvailabilitySlotDuration,
  BarColorKey,
  BarPalette,
  BarSource,
  CalendarColors,
  DrawnColor,
  DetailField,
  DisplayFilter,
  EventTypeColor,
  EventTypeSettingKey,
  EventTypesToShow,
  ParcItem,
  PlanningDisplay,
} from './planning';
export {
  AGENCY_CODE_LENGTH,
  CLIENT_FIELDS,
  FREED_SLOT_FIELDS,
  OPEN_CONTRACT_STATES,
  RDV_AGENCIES_DISPLAY_KEY,
  RDV_AGENCIES_MAX,
  RDV_MESSAGES,
  RDV_TYPE_PALETTE,
  RDV_VALIDE_LABELS,
  RECURRENCE_INTERVALS,
  RECURRENCE_MAX_DAYS,
  agencyColumnTitles,
  agencyMapLink,
  bookedLabel,
  canAddAvailability,
  checkWeeklyRecurrence,
  commentEntry,
  commentHistory,
  decideSlotEdit,
  defaultSlotRange,
  hasKeyData,
  isBookedSlot,
  isRdvValide,
  isValidTimeRange,
  normaliseSlotTime,
  pastSlotStart,
  rdvTypeColors,
  rdvValide,
  readRdvAgencyChoice,
  recurrenceId,
  recurrenceWeekday,
  recurrenceWeeks,
  roundSlotTime,
  slotActions,
  slotTimeMinutes,
  slotTypeFields,
  slotTypeKeys,
  timeFieldStates,
  timeRangeState,
  weeklyOccurrences,
} from './rdv';
export type {
  CommentEntry,
  RdvRefusal,
  RdvValide,
  SlotEditAction,
  SlotEditContext,
  SlotEditRequest,
  SlotEditResult,
  SlotState,
  TimeRangeState,
  WeeklyRecurrence,
} from './rdv';
// The condition check (spec 3): many names, several to a line.
export { CONDITION_CHECK_MESSAGES, CONDITION_DIFFERENCE_TEXTS } from './etatdl';
export { CONDITION_FIELD_LABELS, CONDITION_STATE_LABELS, CONDITION_STATES } from './etatdl';
export { DEFAULT_CONDITION_STATE_FILTER, conditionEditable, conditionSaveLeg } from './etatdl';
export { conditionState, conditionStateLabel, controlsAfterDelete } from './etatdl';
export { controlsAfterSave, decideConditionSave, groupedConditionState } from './etatdl';
export { groupedConditionStates, conditionTime, formDateToSaved, savedDateToForm } from './etatdl';
export { acceptsChecklistValue, allowedChecklistValues, checklistFieldKey } from './etatdl';
export { checklistValueList, checklistValueOf, encodeChecklistValue } from './etatdl';
export { isEmptyChecklistValue, parseChecklist, selectChecklistValue } from './etatdl';
export { serializeChecklist, startReturnChecklist, DEFAULT_CONDITION_OPTIONS } from './etatdl';
export { readConditionOptions, readingNumber, requiredConditionFields } from './etatdl';
export { validateConditionSave, conditionDifferences, conditionSnapshot } from './etatdl';
export { frenchNumber, levelInEighths, conditionImageKind, IMAGE_MAX_PIXELS } from './etatdl';
export { IMAGE_MAX_SIDE, IMAGE_SIZE_MESSAGES, imageDimensions, imageSizeMessage } from './etatdl';
export { imageSizeRefusal, LOCATION_UPLOAD_MESSAGES, isPdfContent } from './etatdl';
export { locationUploadRefusal, TEMPORARY_PDF_LIFETIME_MS, TEMPORARY_PDF_MESSAGES } from './etatdl';
export { isTemporaryPdfId, temporaryPdfExpiry, conditionPdfName } from './etatdl';
export { conditionPhotoFolder, limitConditionPhotos, offersDeparturePhotos } from './etatdl';
export { CONDITION_UNLOCK_MS, conditionFormDefaults, grantConditionUnlock } from './etatdl';
export { isConditionUnlocked, remoteSignatureLeg, showsReturnWorkOrder } from './etatdl';
export { CONDITION_QR_SEPARATOR, conditionQrText, parseConditionQr } from './etatdl';
export { qrCameraErrorText, EQUIPMENT_SEARCH_MIN, searchEquipment } from './etatdl';
export { unknownEquipmentFlag, CONDITION_SNACKBAR_MS, signatureLinkExpired } from './etatdl';
export { CONDITION_VALIDATION_ALERT_MS, emailOutcome, returnWorkOrderOutcome } from './etatdl';
export { conditionPhotoCaption, gpsPosition, parseGpsPosition } from './etatdl';
export { CONDITION_SORT_MODES, conditionContractType, conditionDay } from './etatdl';
export { conditionFamilyKey, conditionFilterChoices, conditionSortOf } from './etatdl';
export { filterConditionRecords, inConditionScope, isBikeFamily } from './etatdl';
export { nextConditionSortMode, sortConditionRecords, CONDITION_SERVER_FIELDS } from './etatdl';
export { conditionFieldsToWrite, isWritableConditionField, sameConditionValue } from './etatdl';
export { NO_OBSERVATION_MARKS, OBSERVATION_MARKS_MAX_POINTS } from './etatdl';
export { OBSERVATION_MARKS_MAX_STROKES, OBSERVATION_MARKS_SCALE, PHOTO_TAGS_MAX } from './etatdl';
export { PHOTO_TAG_MAX_LENGTH, parseObservationMarks, photoTraceFromTags } from './etatdl';
export { photoTraceTags, serializeObservationMarks, conditionWorkKey, newSaveId } from './etatdl';
export { syncFailureAction, syncOrder, REMOTE_SIGNATURE_MESSAGES } from './etatdl';
export { SIGNATURE_LINK_DAYS, remoteSignatureLegs, signatureLeg, signatureLinkEnd } from './etatdl';
export { signatureViewOf, signatureViewOfRefusal, signedOnText } from './etatdl';
export type { ChecklistLine, ChecklistValue, ConditionCheckCode } from './etatdl';
export type { ConditionControls, ConditionDifference, ConditionEditable } from './etatdl';
export type { ConditionLeg, ConditionOptions, ConditionSaveCheck } from './etatdl';
export type { ConditionSaveDecision, ConditionSaveInput, ConditionSaveRefusalCode } from './etatdl';
export type { ConditionSnapshot, ConditionSnackbar, ConditionState } from './etatdl';
export type { ConditionUnlock, CustomFieldDefinition, EquipmentSearch } from './etatdl';
export type { GpsPosition, GroupedConditionState, ParkEquipment, PhotoTrace } from './etatdl';
export type { ConditionListFilter, ConditionListRecord, ConditionSortMode } from './etatdl';
export type { ConditionFieldsCheck, ObservationMarks, ImageDimensions } from './etatdl';
export type { ImageSizeRefusal, LocationUploadRefusal, ConditionWork } from './etatdl';
export type { SyncFailureAction, SignatureView } from './etatdl';
// The field kit's rules (photos, PDF parts, mail recipients), shared by the field tools.
export { FRESH_PHOTO_MS, PHOTO_BOX, fitInside, photoTrace } from './field';
export { imageDataUrl, imageSource } from './field';
export { pdfText, readPdfText } from './field';
export { addressRefusal, isEmailAddress, listedRecipients, uniqueAddresses } from './field';
export type { ImageSource, PdfTextPages, PixelBox } from './field';
export { PDF_SIGNER_MESSAGES, LISTED_MIN_SEGMENTS, NAME_SEPARATOR } from './pdfSigner';
export { clientFileName, frenchDateTime, isListedClientFile, parseClientFile } from './pdfSigner';
export { parsePosition, signedPathOf, SIGNER_PAGE_DEFAULT, STAMP_DATE } from './pdfSigner';
export { STAMP_IMAGE, STAMP_NAME, stampLayout, SIGNER_EVENT_KINDS, chainEvent } from './pdfSigner';
export { eventHash, verifyEventLog, DOUBLE_AUTH, codeCheckRefusal } from './pdfSigner';
export { codeFromRandomBytes, codeResendRefusal, maskEmail, CERTIFICATE_TITLE } from './pdfSigner';
export { certificateLines, bytesSha256, newVersionData, versionsOf } from './pdfSigner';
export type { ClientFile, StampLayout, EventData, LogCheck, SignerEvent } from './pdfSigner';
export type { SignerEventKind, CodeRefusal, CodeState, ResendRefusal } from './pdfSigner';
export type { CertificateEvidence, DocumentVersion, SignerVerification } from './pdfSigner';
// Delivery management (spec 3 §2.6, issue 35): legs, exact weights, loads, optimisation, refusals.
export { MAX_ITEM_HG, formatKg, kgWire, parseKg, sumHg } from './gestionLivraison';
export { ESTIMATED_SPEED_KMH, ROAD_DETOUR_FACTOR, estimateLeg } from './gestionLivraison';
export { formatHoursMinutes, formatTenthsKm, greatCircleKm, parseGps } from './gestionLivraison';
export { itineraryLegs, itineraryTotals, loadCurve, moveStop } from './gestionLivraison';
export { EXACT_LIMIT, heuristicOrder, optimiseOrder, orderDistance } from './gestionLivraison';
export { itineraryRefusals, ACTIVE_CONTRACT_KINDS, ITINERARY_MESSAGES } from './gestionLivraison';
export { SEEDED_DRIVER_PAYLOADS_KG, DEFAULT_ITINERARY_COLORS } from './gestionLivraison';
export { ITINERARY_KINDS, ITINERARY_MAP_ZOOM, ITINERARY_STEP_MINUTES } from './gestionLivraison';
export { checkItinerarySettings, itinerarySettingsWire, minutesOfDay } from './gestionLivraison';
export { MAX_LEGS, eventTotals, itineraryKind, legWeightSummary } from './gestionLivraison';
export { normalisedRecap, parseRecap, recapOfLegs, stopsOfLegs } from './gestionLivraison';
export type { GeoPoint, LegMeasure, ItineraryLeg, ItineraryStart } from './gestionLivraison';
export type { ItineraryStop, ItineraryTotals, LoadCurve, MeasureLeg } from './gestionLivraison';
export type { StopItem, Distance, OrderProposal, ItineraryRefusal } from './gestionLivraison';
export type { RefusalInput, RefusalKind, ActiveKind, DriverSetting } from './gestionLivraison';
export type { ItineraryKind, ItinerarySettings, ParsedLeg, RecapLeg } from './gestionLivraison';
// After-sales repair orders (spec 4 §2.1–§5, §9, issue 37): checks, slots, postcode, merge, schemas.
export {
  SAV_DRAFT_QUOTE_STATUS,
  SAV_LABOUR_TYPES,
  SAV_MESSAGES,
  SAV_MESSAGE_MS,
  SAV_REPORT_EMPTY_VALUES,
  SAV_SIGNED_QUOTE_STATUS,
  SAV_STATUS,
  SAV_TABLES,
  SAV_UNKNOWN_MACHINE,
  checkSavDraft,
  checkSavValidation,
  defaultSavTimeSlot,
  mergeSavReport,
  savLineSchema,
  savMailRecipients,
  savReportFormSchema,
  savReportMatches,
  savReportReadOnly,
  savReportValuesSchema,
  savSignedCopy,
  savSlotComplete,
  splitDeliveryPostcode,
} from './sav';
export type { SavCheck, SavCheckFailure, SavCheckOptions, SavLine, SavMerge } from './sav';
export type { SavMergeConflict, SavReportValues, SavTable, SavTimeSlot } from './sav';
export { SAV_CONFLICT_REASON, SAV_FIELD_LABELS, parseSavConflictAnswer } from './sav';
export { resolveSavConflict, savConflictAnswer, savFieldLabel } from './sav';
export type { SavConflictAnswer, SavConflictChoice, SavConflictField, SavLineAccess } from './sav';
export { SAV_SAVE_WINDOW_MS, savLineAccess } from './sav';
export {
  CONTRACT_MESSAGES,
  CONTRACT_UPLOAD_MAX_BYTES,
  LINE_STATUSES,
  PRICE_TIERS,
} from './contrat';
export { addDuration, canClose, canEditContract, canInvoice, canRemoveLine } from './contrat';
export { canRenew, canSetStatus, durationUnit, isInvoiced, returnWireDay } from './contrat';
export type { ContractFacts, DurationUnit, Guard, InvoiceFacts, LineStatus } from './contrat';
export type { PriceTier } from './contrat';
export { WIZARD_ITEM_KEYS, WIZARD_MESSAGE_MS, WIZARD_MIN_SEARCH } from './contrat';
export { WIZARD_OPEN_DELAY_MS, WIZARD_SCROLL_DELAY_MS, WIZARD_STEPS } from './contrat';
export { chooseWizardItem, wizardItemComplete, wizardLabelParts, wizardLabelText } from './contrat';
export { wizardPrices, wizardReady, wizardStepValid } from './contrat';
export type { LabelPart, WizardDraft, WizardGrid, WizardItem, WizardItemKey } from './contrat';
export type { WizardPrice, WizardStep } from './contrat';
export { NEW_CLIENT_EMPTY, NEW_CLIENT_FIELDS, WIZARD_CIVILITIES } from './contrat';
export { WIZARD_CLIENT_MESSAGES, checkNewClient, cityLookupZip } from './contrat';
export { newClientPayload, newClientSchema, zipInRange } from './contrat';
export type { NewClientFailure, NewClientValues } from './contrat';
export { CONTRACT_SERVER_MESSAGES, wizardContractLines } from './contrat';
export type { WizardContractLine, WizardLineContext } from './contrat';
