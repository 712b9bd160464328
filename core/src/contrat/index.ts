export {
  CONTRACT_MESSAGES,
  CONTRACT_UPLOAD_MAX_BYTES,
  LINE_STATUSES,
  PRICE_TIERS,
  addDuration,
  canClose,
  canEditContract,
  canInvoice,
  canRemoveLine,
  canRenew,
  canSetStatus,
  durationUnit,
  isInvoiced,
  returnWireDay,
} from './contractRules';
export type {
  ContractFacts,
  DurationUnit,
  Guard,
  InvoiceFacts,
  LineStatus,
  PriceTier,
} from './contractRules';
export {
  WIZARD_ITEM_KEYS,
  WIZARD_MESSAGE_MS,
  WIZARD_MIN_SEARCH,
  WIZARD_OPEN_DELAY_MS,
  WIZARD_SCROLL_DELAY_MS,
  WIZARD_STEPS,
  chooseWizardItem,
  wizardItemComplete,
  wizardLabelParts,
  wizardLabelText,
  wizardPrices,
  wizardReady,
  wizardStepValid,
} from './wizard';
export type {
  LabelPart,
  WizardDraft,
  WizardGrid,
  WizardItem,
  WizardItemKey,
  WizardPrice,
  WizardStep,
} from './wizard';
export {
  NEW_CLIENT_EMPTY,
  NEW_CLIENT_FIELDS,
  WIZARD_CIVILITIES,
  WIZARD_CLIENT_MESSAGES,
  checkNewClient,
  cityLookupZip,
  newClientPayload,
  newClientSchema,
  zipInRange,
} from './wizardClient';
export type { NewClientFailure, NewClientValues } from './wizardClient';
export { wizardContractLines } from './wizardLines';
export type { WizardContractLine, WizardLineContext } from './wizardLines';
export { CONTRACT_SERVER_MESSAGES } from './messages';
