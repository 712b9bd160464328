import { describe, expect, it } from 'vitest';
import {
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
import type { WizardDraft, WizardGrid, WizardItem } from './wizard';

const grid: WizardGrid = {
  id: 'G1',
  name: 'Journée',
  label: '1 jour',
  t1: 120,
  t2: 95,
  fullLabel: 'Tarif @@plein@@ journée',
  reducedLabel: 'Tarif @@réduit@@ (abonné)',
  duration: 1,
  unit: 'jour',
};
const complete: WizardItem = {
  family: 'Élévation',
  subFamily: 'Nacelle 12 m',
  materiel: 'NAC-012',
  subscription: grid,
  price: { type: 'T1', value: 120, title: grid.fullLabel },
};
const draft: WizardDraft = {
  client: '42',
  items: [complete],
  agency: 'A1',
  pickup: 'P1',
  start: '2025-03-17',
};

describe('WIZARD_STEPS and the wizard constants', () => {
  it('« Step titles: Client, Materiel, Agence, RDV, Date » (spec 4 §2.6)', () => {
    expect(WIZARD_STEPS).toEqual(['Client', 'Materiel', 'Agence', 'RDV', 'Date']);
  });
  it('spec 4 §9: banner 4 s, contract opened 4 s after creation, scroll after 100 ms, 3 letters', () => {
    expect(WIZARD_MESSAGE_MS).toBe(4000);
    expect(WIZARD_OPEN_DELAY_MS).toBe(4000);
    expect(WIZARD_SCROLL_DELAY_MS).toBe(100);
    expect(WIZARD_MIN_SEARCH).toBe(3);
  });
});

describe('wizardItemComplete', () => {
  it('« every item having exactly the five keys family, subFamily, materiel, subscription, price »', () => {
    expect(WIZARD_ITEM_KEYS).toEqual(['family', 'subFamily', 'materiel', 'subscription', 'price']);
    expect(wizardItemComplete(complete)).toBe(true);
  });
  it('is false with a key missing or empty', () => {
    for (const key of WIZARD_ITEM_KEYS) {
      const { [key]: _dropped, ...rest } = complete;
      expect(wizardItemComplete(rest)).toBe(false);
    }
    expect(wizardItemComplete({ ...complete, materiel: '' })).toBe(false);
    expect(wizardItemComplete({})).toBe(false);
  });
  it('is false with a sixth key (« exactly » five)', () => {
    expect(wizardItemComplete({ ...complete, extra: 'x' } as WizardItem)).toBe(false);
  });
});

describe('wizardStepValid', () => {
  it('Client: valid once a client is chosen', () => {
    expect(wizardStepValid(0, draft)).toBe(true);
    expect(wizardStepValid(0, { ...draft, client: null })).toBe(false);
  });
  it('Materiel: « valid only with at least one item and every item having exactly the five keys »', () => {
    expect(wizardStepValid(1, draft)).toBe(true);
    expect(wizardStepValid(1, { ...draft, items: [] })).toBe(false);
    expect(wizardStepValid(1, { ...draft, items: [complete, { family: 'Élévation' }] })).toBe(
      false,
    );
  });
  it('Agence, RDV (pickup place) and Date: valid once filled (§5: no other check)', () => {
    expect(wizardStepValid(2, { ...draft, agency: '' })).toBe(false);
    expect(wizardStepValid(3, { ...draft, pickup: '' })).toBe(false);
    expect(wizardStepValid(4, { ...draft, start: '' })).toBe(false);
    expect(wizardStepValid(4, { ...draft, start: '17/03/2025' })).toBe(false);
    expect([2, 3, 4].every((s) => wizardStepValid(s as 2 | 3 | 4, draft))).toBe(true);
  });
  it('wizardReady: every step valid', () => {
    expect(wizardReady(draft)).toBe(true);
    expect(wizardReady({ ...draft, pickup: '' })).toBe(false);
  });
});

describe('chooseWizardItem', () => {
  it('a new family drops the sub-family, registration, grid and tier (« filtered by family »)', () => {
    expect(chooseWizardItem(complete, 'family', 'Terrassement')).toEqual({
      family: 'Terrassement',
    });
  });
  it('a new registration keeps family and sub-family and drops grid and tier', () => {
    expect(chooseWizardItem(complete, 'materiel', 'NAC-013')).toEqual({
      family: 'Élévation',
      subFamily: 'Nacelle 12 m',
      materiel: 'NAC-013',
    });
  });
  it('choosing the tier keeps everything before it; an emptied choice is no key', () => {
    const price = { type: 'T2', value: 95, title: grid.reducedLabel } as const;
    expect(chooseWizardItem(complete, 'price', price).price).toEqual(price);
    expect(chooseWizardItem(complete, 'subFamily', '')).toEqual({ family: 'Élévation' });
  });
});

describe('wizardPrices', () => {
  it('« the tier-1 price … with its full label, and the tier-2 price with its reduced label if any »', () => {
    expect(wizardPrices(grid)).toEqual([
      { type: 'T1', value: 120, title: 'Tarif @@plein@@ journée' },
      { type: 'T2', value: 95, title: 'Tarif @@réduit@@ (abonné)' },
    ]);
    expect(wizardPrices({ ...grid, t2: null })).toEqual([
      { type: 'T1', value: 120, title: 'Tarif @@plein@@ journée' },
    ]);
  });
});

describe('wizardLabelParts', () => {
  it('« Text between double at-signs in a label is shown in bold »', () => {
    expect(wizardLabelParts('Tarif @@plein@@ journée')).toEqual([
      { text: 'Tarif ', bold: false },
      { text: 'plein', bold: true },
      { text: ' journée', bold: false },
    ]);
    expect(wizardLabelParts('@@Week-end@@')).toEqual([{ text: 'Week-end', bold: true }]);
    expect(wizardLabelText('Tarif @@plein@@ journée')).toBe('Tarif plein journée');
  });
  it('keeps an unpaired @@ as typed, and an empty label has no part', () => {
    expect(wizardLabelParts('a @@b')).toEqual([{ text: 'a @@b', bold: false }]);
    expect(wizardLabelParts('')).toEqual([]);
  });
});
