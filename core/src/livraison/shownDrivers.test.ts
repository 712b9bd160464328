import { describe, expect, it } from 'vitest';
import { driversToShow, formatDriverList, parseDriverList } from './shownDrivers';

const ALL = ['Karim BENALI', 'Sylvain ROUX', 'Nathalie FAURE'];

describe('parseDriverList', () => {
  it('spec 1 §3: tech_to_show_planning_livraison is comma-separated technician names', () => {
    expect(parseDriverList('Karim BENALI, Sylvain ROUX,,Karim BENALI')).toEqual([
      'Karim BENALI',
      'Sylvain ROUX',
    ]);
    expect(parseDriverList('')).toEqual([]);
    expect(parseDriverList(null)).toEqual([]);
  });
});

describe('formatDriverList', () => {
  it('joins with commas, once each', () => {
    expect(formatDriverList(['Sylvain ROUX', ' Karim BENALI', 'Sylvain ROUX'])).toBe(
      'Sylvain ROUX,Karim BENALI',
    );
    expect(formatDriverList([])).toBe('');
  });
});

describe('driversToShow', () => {
  it('spec 1 §4: the saved list of shown drivers, in the order of the driver list', () => {
    expect(driversToShow(ALL, 'Nathalie FAURE,Karim BENALI')).toEqual([
      'Karim BENALI',
      'Nathalie FAURE',
    ]);
  });

  it('drops names that are no longer drivers', () => {
    expect(driversToShow(ALL, 'Ancien CHAUFFEUR,Sylvain ROUX')).toEqual(['Sylvain ROUX']);
  });

  it('an empty or stale saved list shows every driver', () => {
    expect(driversToShow(ALL, '')).toEqual(ALL);
    expect(driversToShow(ALL, 'Ancien CHAUFFEUR')).toEqual(ALL);
    expect(driversToShow([], 'Karim BENALI')).toEqual([]);
  });
});
