import { describe, expect, it } from 'vitest';
import type { Slot } from '../api';
import { slotRows } from '../components/slotRows';
import { EXCEL_DAY_FORMAT, slotGridCells, slotSheet, slotSheetHeader } from './slotSheet';

const DAY = Date.UTC(2026, 11, 30);

const slot: Slot = {
  key: 'DISPO-7',
  version: 3,
  agency: 'AG1',
  city: 'Lyon',
  day: DAY,
  start: '08:00',
  end: '08:40',
  types: ['RETRAIT', 'RETOUR'],
  booked: true,
  status: 0,
  lastName: 'MARTIN',
  firstName: 'Léa',
  clientCode: 'C0042',
  mail: '',
  phone: '06 12 34 56 78',
  weekly: false,
  seriesId: '',
  comments: [],
  reservation: 'R-42',
  bikeType: 'Vélo cargo',
  contract: '',
  matricule: '',
};
const rows = slotRows(
  [slot],
  [{ id: 'AG1', name: 'Lyon Gerland', city: 'Lyon', label: '', color: '', address: '' }],
  [
    { KEY: 'RETRAIT', LABEL_TECH: 'Retrait location' },
    { KEY: 'RETOUR', LABEL_TECH: 'Retour location' },
  ],
);

describe('slotSheet (spec 2 §2.2 Exporter)', () => {
  it('writes « Jour » as an Excel date cell of the slot’s day, shown dd/mm/yyyy (field-tools issue item 7)', () => {
    const [header, first] = slotSheet(rows, false);
    expect(header?.[0]).toEqual({ value: 'Jour', fontWeight: 'bold' });
    expect(first?.[0]).toEqual({ value: new Date(DAY), type: Date, format: EXCEL_DAY_FORMAT });
    expect(EXCEL_DAY_FORMAT).toBe('dd/mm/yyyy');
  });

  it('writes the other columns as the grid shows them, Jour numérique as text when shown', () => {
    const sheet = slotSheet(rows, true);
    expect(sheet[0]).toEqual(slotSheetHeader(true).map((value) => ({ value, fontWeight: 'bold' })));
    expect(slotSheetHeader(true)).toEqual([
      'Jour',
      'Jour numérique',
      'Début',
      'Fin',
      'Type',
      'Numéro',
      'Client',
      'Téléphone',
      'Type de vélo',
      'Agence',
    ]);
    expect(sheet[1]?.slice(1)).toEqual(
      [
        '2026-12-30',
        '08:00',
        '08:40',
        'Retrait location, Retour location',
        'R-42',
        'MARTIN Léa',
        '06 12 34 56 78',
        'Vélo cargo',
        'Lyon Gerland',
      ].map((value) => ({ value })),
    );
    expect(slotGridCells(rows[0]!, false)).toEqual([
      '30/12/2026',
      '08:00',
      '08:40',
      'Retrait location, Retour location',
      'R-42',
      'MARTIN Léa',
      '06 12 34 56 78',
      'Vélo cargo',
      'Lyon Gerland',
    ]);
  });
});
