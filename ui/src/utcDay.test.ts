import { afterAll, describe, expect, it, vi } from 'vitest';
import { localToUtcDay, utcDayToLocal } from './utcDay';

afterAll(() => {
  vi.unstubAllEnvs();
});

describe.each(['UTC', 'America/New_York', 'Europe/Paris', 'Pacific/Kiritimati'])(
  'UTC calendar days in %s',
  (tz) => {
    it('shows a UTC day as the same local day and gives it back unchanged', () => {
      vi.stubEnv('TZ', tz);
      const day = new Date(Date.UTC(2024, 1, 29));
      const local = utcDayToLocal(day);
      expect([local?.getFullYear(), local?.getMonth(), local?.getDate()]).toEqual([2024, 1, 29]);
      expect(localToUtcDay(local)?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    });

    it('turns a local pick late in the evening into that calendar day, not the next', () => {
      vi.stubEnv('TZ', tz);
      expect(localToUtcDay(new Date(2025, 11, 31, 23, 59))?.toISOString()).toBe(
        '2025-12-31T00:00:00.000Z',
      );
    });
  },
);

describe('empty and incomplete values', () => {
  it('passes null and invalid dates through', () => {
    expect(utcDayToLocal(null)).toBeNull();
    expect(localToUtcDay(null)).toBeNull();
    expect(Number.isNaN(localToUtcDay(new Date(Number.NaN))?.getTime())).toBe(true);
    expect(Number.isNaN(utcDayToLocal(new Date(Number.NaN))?.getTime())).toBe(true);
  });
});
