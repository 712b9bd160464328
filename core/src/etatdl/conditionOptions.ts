/** spec 3 §6: the options that switch the condition check's behaviour, typed. */
export interface ConditionOptions {
  readonly showCategory: boolean;
  readonly drawInObservation: boolean;
  readonly multipleSelection: boolean;
  readonly showErrorInContrat: boolean;
  readonly setSignataire: boolean;
  readonly showSignByMail: boolean;
  readonly sendAlertNotSigned: boolean;
  /** spec 3 §6 "savedSignature (a fixed email copy address)": the address, `''` when off. */
  readonly savedSignature: string;
  readonly showOnlyToday: boolean;
  /** spec 3 §5.1 rule 2, §9: the minimum photo count; null when not configured. */
  readonly nbrMinPhoto: number | null;
  /** spec 3 §5.3, §9: the maximum photo count; null when not configured. */
  readonly nbrMaxPhoto: number | null;
}

/** Every option off, no photo limit. */
export const DEFAULT_CONDITION_OPTIONS: ConditionOptions = {
  showCategory: false,
  drawInObservation: false,
  multipleSelection: false,
  showErrorInContrat: false,
  setSignataire: false,
  showSignByMail: false,
  sendAlertNotSigned: false,
  savedSignature: '',
  showOnlyToday: false,
  nbrMinPhoto: null,
  nbrMaxPhoto: null,
};

const TRUE_TEXTS = new Set(['1', 'true', 'oui', 'on', 'yes']);

const optionOn = (value: unknown) =>
  value === true || (value !== null && TRUE_TEXTS.has(String(value).trim().toLowerCase()));

/** A photo count: a whole number above 0, else null (0, empty and text mean "no rule"). */
const photoCount = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').trim() || Number.NaN);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * spec 3 §3.4 "Options as Key/Value pairs" (`get_options`) read into typed options: `1`, `true`,
 * `oui` switch a flag on, anything else leaves it off; photo counts are whole numbers above 0.
 * Unknown keys are ignored; a missing option keeps its default.
 */
export function readConditionOptions(
  entries: readonly { readonly Key?: unknown; readonly Value?: unknown }[],
): ConditionOptions {
  const values = new Map(entries.map((e) => [String(e.Key ?? '').trim(), e.Value]));
  const on = (key: keyof ConditionOptions) => values.has(key) && optionOn(values.get(key));
  const saved = values.get('savedSignature');
  return {
    showCategory: on('showCategory'),
    drawInObservation: on('drawInObservation'),
    multipleSelection: on('multipleSelection'),
    showErrorInContrat: on('showErrorInContrat'),
    setSignataire: on('setSignataire'),
    showSignByMail: on('showSignByMail'),
    sendAlertNotSigned: on('sendAlertNotSigned'),
    savedSignature:
      typeof saved === 'string' && saved.trim() !== '0'
        ? saved.trim()
        : DEFAULT_CONDITION_OPTIONS.savedSignature,
    showOnlyToday: on('showOnlyToday'),
    nbrMinPhoto: photoCount(values.get('nbrMinPhoto')),
    nbrMaxPhoto: photoCount(values.get('nbrMaxPhoto')),
  };
}
