import { describe, expect, it } from 'vitest';
import type { WizardGrid, WizardItem } from './wizard';
import { wizardContractLines } from './wizardLines';
import type { WizardLineContext } from './wizardLines';

const grid = (duration: number, unit: string): WizardGrid => ({
  id: `G-${duration}-${unit}`,
  name: 'Nacelle — Semaine',
  label: 'Semaine',
  t1: 540,
  t2: 459,
  fullLabel: 'Tarif @@plein@@ semaine',
  reducedLabel: 'Tarif @@réduit@@ semaine',
  duration,
  unit,
});
const item = (materiel: string, g: WizardGrid, type: 'T1' | 'T2' = 'T1'): WizardItem => ({
  family: 'Élévation',
  subFamily: 'Nacelle 12 m',
  materiel,
  subscription: g,
  price: { type, value: type === 'T1' ? g.t1 : (g.t2 ?? 0), title: g.fullLabel },
});
const context: WizardLineContext = {
  clientId: '42',
  clientName: 'BTP Rhône',
  agencyId: '3',
  pickupId: '5',
  companyId: '1',
  start: '2025-01-31',
  webNameOf: (family) => `${family} (web)`,
  contractWebId: 'WC-1',
  lineWebId: (i) => `WL-${i}`,
};

describe('wizardContractLines', () => {
  it('spec 4 §3.7: one line per item, MM/DD/YYYY dates, one contract web id, one id per line', () => {
    const lines = wizardContractLines(
      [item('NAC-012', grid(1, 'semaine')), item('NAC-013', grid(2, 'jour'), 'T2')],
      context,
    );
    expect(lines).toEqual([
      {
        CLD_CONTROLE_DEPART: '',
        CLD_CONTROLE_RETOUR: '',
        CLD_TARIF: 'T1',
        CLD_MATRICULE: 'NAC-012',
        CLD_DATE_DEPART: '01/31/2025',
        CLD_DATE_RETOUR: '02/07/2025',
        CLD_DESCRIPTION: 'Élévation (web)',
        CLD_ID_SOCIETE: '1',
        CLD_ID_CONTRAT_WEB: 'WC-1',
        CLD_ID_WEB: 'WL-0',
        CLD_ID_CLIENT: '42',
        CLD_ID_LIEU_RETRAIT: '5',
        CLD_ID_AGENCE: '3',
        CLD_ID_DUREE_LOCATION: 'G-1-semaine',
        CLD_SOUS_FAMILLE: 'Élévation',
        CLD_NOM_CLIENT: 'BTP Rhône',
      },
      expect.objectContaining({
        CLD_TARIF: 'T2',
        CLD_MATRICULE: 'NAC-013',
        CLD_DATE_RETOUR: '02/02/2025',
        CLD_ID_CONTRAT_WEB: 'WC-1',
        CLD_ID_WEB: 'WL-1',
      }),
    ]);
  });

  it("« return = start plus the grid's duration in its unit »: a month from 31 January", () => {
    const lines = wizardContractLines([item('NAC-012', grid(1, 'mois'))], context);
    expect(lines?.[0]?.CLD_DATE_RETOUR).toBe('02/28/2025');
  });

  it('is null for an incomplete item, no item, no start day or an unreadable grid unit', () => {
    expect(wizardContractLines([{ family: 'Élévation' }], context)).toBeNull();
    expect(wizardContractLines([], context)).toBeNull();
    expect(wizardContractLines([item('A', grid(1, 'jour'))], { ...context, start: '' })).toBeNull();
    expect(wizardContractLines([item('A', grid(1, 'lustre'))], context)).toBeNull();
  });
});
