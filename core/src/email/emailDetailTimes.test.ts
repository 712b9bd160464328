import { describe, expect, it } from 'vitest';
import { eventTimeMs, opensDetailMs } from './emailDetailTimes';

describe('opensDetailMs', () => {
  it('opens_detail ts are seconds (spec 1 §3)', () => {
    expect(opensDetailMs(1_700_000_000)).toBe(1_700_000_000_000);
  });
});

describe('eventTimeMs', () => {
  it('reads ISO text, seconds and milliseconds', () => {
    expect(eventTimeMs('2026-01-02T03:04:05.000Z')).toBe(Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(eventTimeMs(1_700_000_000)).toBe(1_700_000_000_000);
    expect(eventTimeMs(1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(eventTimeMs('pas une date')).toBeNaN();
  });
});
