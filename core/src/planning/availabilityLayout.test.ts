import { describe, expect, it } from 'vitest';
import {
  availabilityResourceColumnWidth,
  countActiveAvailabilityFilters,
} from './availabilityLayout';

describe('availabilityResourceColumnWidth', () => {
  it('spec 1 §9 « Resource column 255 px wide » on desktop and tablet calendars', () => {
    expect(availabilityResourceColumnWidth(1334)).toBe(255);
    expect(availabilityResourceColumnWidth(752)).toBe(255);
    expect(availabilityResourceColumnWidth(0)).toBe(255);
  });
  it('on a 390 px phone the timeline keeps at least 60 % of the width', () => {
    const calendar = 390 - 16;
    const column = availabilityResourceColumnWidth(calendar);
    expect(column).toBeLessThan(255);
    expect((calendar - column) / 390).toBeGreaterThanOrEqual(0.6);
  });
});

describe('countActiveAvailabilityFilters', () => {
  const opening = { search: [], displayFilter: 1, agencyId: '', showAllContracts: true };
  it('nothing active on opening (spec 1 §4: « 1 Contrats actif (default) »)', () => {
    expect(countActiveAvailabilityFilters(opening)).toBe(0);
  });
  it('one per chosen family, and one each for the display filter, the agency and the toggle', () => {
    expect(countActiveAvailabilityFilters({ ...opening, search: ['Compactage', 'Énergie'] })).toBe(
      2,
    );
    expect(
      countActiveAvailabilityFilters({
        search: ['Compactage'],
        displayFilter: 0,
        agencyId: '2',
        showAllContracts: false,
      }),
    ).toBe(4);
  });
});
