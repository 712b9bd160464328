import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_DAYS_SHOWN,
  AVAILABILITY_END_TIMES,
  AVAILABILITY_SLOT_DURATIONS,
  AVAILABILITY_START_TIMES,
  AVAILABILITY_RESOURCE_COLUMN_PX,
  DISPLAY_FILTERS,
  DEFAULT_DISPLAY_FILTER,
  CONTRACT_TOGGLE_LABELS,
} from './availabilitySettings';
import { DEFAULT_PLANNING_DISPLAY, readPlanningDisplay } from './planningDisplay';

describe('availability settings (spec 1 §4, §9)', () => {
  it('days 1, 7, 15, 30, 90; slots 01:00, 02:00, 06:00, 12:00; start 00:00–10:00 by 2 h; end times', () => {
    expect(AVAILABILITY_DAYS_SHOWN).toEqual([1, 7, 15, 30, 90]);
    expect(AVAILABILITY_SLOT_DURATIONS).toEqual(['01:00', '02:00', '06:00', '12:00']);
    expect(AVAILABILITY_START_TIMES).toEqual([
      '00:00',
      '02:00',
      '04:00',
      '06:00',
      '08:00',
      '10:00',
    ]);
    expect(AVAILABILITY_END_TIMES).toEqual(['14:00', '16:00', '18:00', '20:00', '22:00', '23:59']);
    expect(AVAILABILITY_RESOURCE_COLUMN_PX).toBe(255);
  });
  it('display filters 0 Parc complet, 1 Contrats actif (default), 2 Sous familles active', () => {
    expect(DISPLAY_FILTERS.map((f) => [f.value, f.label])).toEqual([
      [0, 'Parc complet'],
      [1, 'Contrats actif'],
      [2, 'Sous familles active'],
    ]);
    expect(DEFAULT_DISPLAY_FILTER).toBe(1);
  });
  it('the toggle reads « Afficher tout les contrat / Afficher les contrat Actif »', () => {
    expect(`${CONTRACT_TOGGLE_LABELS.showAll} / ${CONTRACT_TOGGLE_LABELS.showActive}`).toBe(
      'Afficher tout les contrat / Afficher les contrat Actif',
    );
  });
});

describe('readPlanningDisplay', () => {
  it('defaults: 7 days, 02:00, 00:00, 23:59', () => {
    expect(readPlanningDisplay('', 'planning-disponibilite')).toEqual({
      selectedNbrDays: 7,
      selectedslotduration: '02:00',
      selectedStartTime: '00:00',
      selectedEndTime: '23:59',
    });
    expect(readPlanningDisplay('{bad', 'planning-disponibilite')).toEqual(DEFAULT_PLANNING_DISPLAY);
  });
  it('reads the saved keys under the page key (JSON text or object)', () => {
    const saved = {
      'planning-disponibilite': {
        selectedNbrDays: '15',
        selectedslotduration: '06:00',
        selectedStartTime: '08:00',
        selectedEndTime: '20:00',
      },
    };
    expect(readPlanningDisplay(JSON.stringify(saved), 'planning-disponibilite')).toEqual({
      selectedNbrDays: 15,
      selectedslotduration: '06:00',
      selectedStartTime: '08:00',
      selectedEndTime: '20:00',
    });
    expect(readPlanningDisplay(saved, 'planning-livraison')).toEqual(DEFAULT_PLANNING_DISPLAY);
  });
  it('replaces a value outside the choices by its default', () => {
    const saved = {
      k: { selectedNbrDays: 8, selectedslotduration: '03:00', selectedEndTime: '23:59' },
    };
    expect(readPlanningDisplay(saved, 'k')).toEqual(DEFAULT_PLANNING_DISPLAY);
  });
});
