import { describe, expect, it } from 'vitest';
import { buildAvailabilityBars } from './availabilityBars';
import { availabilityLegend } from './availabilityLegend';
import { DEFAULT_CALENDAR_COLORS } from './eventColors';

const H = 3_600_000;
const T0 = Date.UTC(2026, 10, 23, 8);
const colors = {
  ...DEFAULT_CALENDAR_COLORS,
  LOCATION: { label: 'Location', color: '#3366CC' },
};
const rental = (id: number, contractState: string, lineState = '') => ({
  CLD_ID_CONTRAT_LOC_DATA: id,
  CLD_MATRICULE: `M-${id}`,
  CLD_CONTRAT_STATE: contractState,
  CLD_STATE: lineState,
  CLD_DATE_DEPART_TIMESTAMP: T0,
  CLD_DATE_RETOUR_TIMESTAMP: T0 + 24 * H,
  CLD_DATE_LIVRAISON_DEPART: T0 - 2 * H,
});
const input = {
  reservations: [],
  sav: [{ id: 1, 'N° MATR INT': 'M-9', Debut_TIMESTAMP: T0, Fin_TIMESTAMP: T0 + H }],
  colors,
  contractStateColors: new Map([
    ['En cours', '#FFB74D'],
    ['Devis', '#90A4AE'],
  ]),
  eventStateColors: new Map([['En retard', '#E53935']]),
  show: { showLivraison: true, showLocation: true, showReservation: true },
  showAllContracts: true,
};

describe('availabilityLegend', () => {
  it('spec 1 §4: rentals drawn in their contract-state colour are keyed by the state, not by the Options colour of LOCATION', () => {
    const bars = buildAvailabilityBars({
      ...input,
      rentals: [rental(1, 'En cours'), rental(2, 'En cours', 'En retard')],
    });
    expect(availabilityLegend(bars, colors)).toEqual([
      { kind: 'type', label: 'SAV', color: '#A1887F' },
      { kind: 'type', label: 'Livraison', color: '#FF0000' },
      { kind: 'contractState', label: 'En cours', color: '#FFB74D' },
      { kind: 'eventState', label: 'En retard', color: '#E53935' },
    ]);
  });

  it('lists the LOCATION colour chosen in Options while a rental has no state colour', () => {
    const bars = buildAvailabilityBars({ ...input, rentals: [rental(3, 'Sans couleur')] });
    expect(availabilityLegend(bars, colors)).toContainEqual({
      kind: 'type',
      label: 'Location',
      color: '#3366CC',
    });
  });

  it('every colour drawn has exactly one key, types first in spec 1 §4 order, then states by name', () => {
    const bars = buildAvailabilityBars({
      ...input,
      rentals: [rental(4, 'Devis'), rental(5, 'En cours'), rental(6, 'Devis'), rental(7, '')],
    });
    const legend = availabilityLegend(bars, colors);
    expect(new Set(bars.map((b) => b.color))).toEqual(new Set(legend.map((e) => e.color)));
    expect(legend.map((e) => e.label)).toEqual([
      'Location',
      'SAV',
      'Livraison',
      'Devis',
      'En cours',
    ]);
  });

  it('no bars, no keys', () => {
    expect(availabilityLegend([], colors)).toEqual([]);
  });
});
