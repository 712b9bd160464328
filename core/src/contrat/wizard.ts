/** spec 4 §2.6: the wizard's five steps, by their titles. */
export const WIZARD_STEPS = ['Client', 'Materiel', 'Agence', 'RDV', 'Date'] as const;
export type WizardStep = 0 | 1 | 2 | 3 | 4;

/** spec 4 §9: error banner 4 s, the new contract opened 4 s after creation, scroll after 100 ms. */
export const WIZARD_MESSAGE_MS = 4_000;
export const WIZARD_OPEN_DELAY_MS = 4_000;
export const WIZARD_SCROLL_DELAY_MS = 100;
/** spec 4 §9: « minimum search 3 letters » (stated in the label; not enforced, §5). */
export const WIZARD_MIN_SEARCH = 3;

/** spec 4 §3.6: a tariff grid as the wizard reads it (with libelle, duree and unite). */
export interface WizardGrid {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly t1: number;
  /** The reduced tier, null when the grid has none (spec 4 §9: « T2 (reduced, optional) »). */
  readonly t2: number | null;
  readonly fullLabel: string;
  readonly reducedLabel: string;
  readonly duration: number;
  readonly unit: string;
}

/** spec 4 §3.7 « price (type T1 or T2, value, title) ». */
export interface WizardPrice {
  readonly type: 'T1' | 'T2';
  readonly value: number;
  readonly title: string;
}

/** spec 4 §3.7 Contract draft item: family, subFamily, materiel, subscription, price. */
export interface WizardItem {
  readonly family?: string;
  readonly subFamily?: string;
  readonly materiel?: string;
  readonly subscription?: WizardGrid;
  readonly price?: WizardPrice;
}

/** The five keys of a complete item, in the order the card asks them (spec 4 §2.6 step 2). */
export const WIZARD_ITEM_KEYS = [
  'family',
  'subFamily',
  'materiel',
  'subscription',
  'price',
] as const;
export type WizardItemKey = (typeof WIZARD_ITEM_KEYS)[number];

/** What the wizard has gathered (spec 4 §2.6). `start` is `YYYY-MM-DD` (spec 4 §9). */
export interface WizardDraft {
  readonly client: string | null;
  readonly items: readonly WizardItem[];
  readonly agency: string;
  readonly pickup: string;
  readonly start: string;
}

/**
 * spec 4 §4.4: « every item having exactly the five keys family, subFamily, materiel,
 * subscription, price ».
 */
export function wizardItemComplete(item: WizardItem): boolean {
  const keys = Object.entries(item)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key]) => key);
  return keys.length === WIZARD_ITEM_KEYS.length && WIZARD_ITEM_KEYS.every((k) => keys.includes(k));
}

/**
 * spec 4 §4.4: « each step is flagged valid once its data is filled. The materiel step is valid
 * only with at least one item and every item having exactly the five keys ». §5: « No check is
 * shown on the start date, agency or pickup place » beyond being filled.
 */
export function wizardStepValid(step: WizardStep, draft: WizardDraft): boolean {
  switch (step) {
    case 0:
      return draft.client !== null && draft.client !== '';
    case 1:
      return draft.items.length > 0 && draft.items.every(wizardItemComplete);
    case 2:
      return draft.agency !== '';
    case 3:
      return draft.pickup !== '';
    case 4:
      return /^\d{4}-\d{2}-\d{2}$/.test(draft.start);
  }
}

/** Whether every step is valid: `Créer mon contrat` may be asked. */
export function wizardReady(draft: WizardDraft): boolean {
  return ([0, 1, 2, 3, 4] as const).every((step) => wizardStepValid(step, draft));
}

/**
 * spec 4 §2.6 step 2: a card asks Famille, then Sous famille (« only once a family is chosen,
 * filtered by family »), then Matricule (« only once a sub-family is chosen »), then the grid, then
 * the tier. Choosing one of them again drops what was chosen after it, which no longer fits.
 */
export function chooseWizardItem<K extends WizardItemKey>(
  item: WizardItem,
  key: K,
  value: WizardItem[K],
): WizardItem {
  const at = WIZARD_ITEM_KEYS.indexOf(key);
  const kept: Record<string, unknown> = {};
  for (const k of WIZARD_ITEM_KEYS.slice(0, at)) {
    if (item[k] !== undefined) kept[k] = item[k];
  }
  if (value !== undefined && value !== '') kept[key] = value;
  return kept as WizardItem;
}

/** spec 4 §2.6 step 2 « a Tarif selector (tier 1 or 2) »: the tiers a grid offers. */
export function wizardPrices(grid: WizardGrid): WizardPrice[] {
  const prices: WizardPrice[] = [{ type: 'T1', value: grid.t1, title: grid.fullLabel }];
  if (grid.t2 !== null) prices.push({ type: 'T2', value: grid.t2, title: grid.reducedLabel });
  return prices;
}

/** One piece of a grid label: spec 4 §3.6 « text between double at-signs shown in bold ». */
export interface LabelPart {
  readonly text: string;
  readonly bold: boolean;
}

/** spec 4 §2.6, §3.6: `@@…@@` marks bold text in a grid's label; an unpaired `@@` stays as typed. */
export function wizardLabelParts(label: string): LabelPart[] {
  const pieces = label.split('@@');
  if (pieces.length % 2 === 0) return label === '' ? [] : [{ text: label, bold: false }];
  return pieces
    .map((text, index) => ({ text, bold: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}

/** A grid's label without its bold marks (a recap line, a screen reader). */
export function wizardLabelText(label: string): string {
  return wizardLabelParts(label)
    .map((part) => part.text)
    .join('');
}
