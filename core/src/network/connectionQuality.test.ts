import { describe, expect, it } from 'vitest';
import { NETWORK_CHECK_INTERVAL_MS, connectionQuality, speedMbps } from './connectionQuality';

describe('connectionQuality', () => {
  // spec 3 §4.5: "speed above 1 is good (green), above 0.3 medium (orange), otherwise poor (red)"
  it('is good and green above 1', () => {
    expect(connectionQuality(1.01)).toEqual({ quality: 'good', color: 'green' });
    expect(connectionQuality(12)).toEqual({ quality: 'good', color: 'green' });
  });

  it('is medium and orange above 0.3 up to 1 included', () => {
    expect(connectionQuality(1)).toEqual({ quality: 'medium', color: 'orange' });
    expect(connectionQuality(0.31)).toEqual({ quality: 'medium', color: 'orange' });
  });

  it('is poor and red at 0.3 and below, and without a measure', () => {
    expect(connectionQuality(0.3)).toEqual({ quality: 'poor', color: 'red' });
    expect(connectionQuality(0)).toEqual({ quality: 'poor', color: 'red' });
    expect(connectionQuality(Number.NaN)).toEqual({ quality: 'poor', color: 'red' });
  });

  it('checks every 30 seconds (spec 3 §9)', () => {
    expect(NETWORK_CHECK_INTERVAL_MS).toBe(30_000);
  });
});

describe('speedMbps', () => {
  it('divides bits by seconds', () => {
    expect(speedMbps(125_000, 1000)).toBe(1);
    expect(speedMbps(125_000, 500)).toBe(2);
    expect(speedMbps(1000, 0)).toBe(0);
  });
});
