import { agencyMapLink, weeklyOccurrences } from '@locasuite/core';
import { describe, expect, it } from 'vitest';
import { BIKE_APPOINTMENT_TYPES } from './buildBikeAppointments';
import { generateSeed } from './generateSeed';
import { DAY } from './seedDates';

const NOW = new Date('2026-11-23T09:40:00Z');
const seed = generateSeed({ now: NOW });
const TODAY_NOON = Date.UTC(2026, 10, 23, 12);

describe('bike appointment seed (spec 2 §3.2, issue 13)', () => {
  it('≥ 5 agencies with the PR_* fields, GPS and indications', () => {
    expect(seed.bikeAgencies.length).toBeGreaterThanOrEqual(5);
    expect(new Set(seed.bikeAgencies.map((a) => a.id)).size).toBe(seed.bikeAgencies.length);
    for (const a of seed.bikeAgencies) {
      expect(a.name).not.toBe('');
      expect(a.city).not.toBe('');
      expect(a.address).toMatch(/\d{5} /);
      expect(a.color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(a.indications.length).toBeGreaterThan(10);
      expect(agencyMapLink(`${a.latitude},${a.longitude}`)).not.toBe('');
    }
  });

  it('slots over ±30 days around the seed day, at 12:00, in every agency, booked and free, of known types', () => {
    const slots = seed.bikeSlots;
    expect(slots.length).toBeGreaterThan(300);
    const keys = BIKE_APPOINTMENT_TYPES.map((t) => t.KEY as string);
    for (const s of slots) {
      expect(Math.abs(s.day_ts - TODAY_NOON)).toBeLessThanOrEqual(30 * DAY);
      expect(new Date(s.day_ts).getUTCHours()).toBe(12);
      expect(s.start_time < s.end_time).toBe(true);
      expect(s.types.length).toBeGreaterThan(0);
      for (const k of s.types) expect(keys).toContain(k);
      if (s.booked === 1) {
        expect(s.client_code).toMatch(/^C\d{5}$/);
        expect(s.last_name).not.toBe('');
      } else {
        expect([s.client_code, s.mail, s.reservation_num, s.rdv_valide]).toEqual(['', '', '', 0]);
      }
    }
    expect(new Set(slots.map((s) => s.agency_id)).size).toBe(seed.bikeAgencies.length);
    const booked = slots.filter((s) => s.booked === 1);
    expect(booked.length).toBeGreaterThan(50);
    expect(slots.length - booked.length).toBeGreaterThan(50);
    expect(booked.some((s) => s.contract !== '' && s.reservation_num !== '')).toBe(true);
    expect(new Set(booked.map((s) => s.rdv_valide))).toEqual(new Set([0, 1, 2, 3]));
    expect(booked.some((s) => s.comments.length >= 2)).toBe(true);
    // Today: free and booked slots in every agency (the page opens on today).
    for (const a of seed.bikeAgencies) {
      const today = slots.filter((s) => s.agency_id === a.id && s.day_ts === TODAY_NOON);
      expect(today.some((s) => s.booked === 1)).toBe(true);
      expect(today.some((s) => s.booked === 0)).toBe(true);
    }
  });

  it('weekly series whose days are those of the recurrence rule, every week and every two weeks', () => {
    const series = new Map<string, number[]>();
    for (const s of seed.bikeSlots.filter((r) => r.weekly === 1)) {
      expect(s.series_id).not.toBe('');
      series.set(s.series_id, [...(series.get(s.series_id) ?? []), s.day_ts]);
    }
    expect(series.size).toBe(2 * seed.bikeAgencies.length);
    const intervals = new Set<number>();
    for (const [id, days] of series) {
      const [, first, last] = id.split('_').map(Number);
      const interval = (days[1]! - days[0]!) / (7 * DAY);
      intervals.add(interval);
      expect(days).toEqual(weeklyOccurrences({ start: first!, end: last!, interval }));
    }
    expect(intervals).toEqual(new Set([1, 2]));
    expect(seed.bikeSlots.filter((r) => r.weekly === 0).every((r) => r.series_id === '')).toBe(
      true,
    );
  });

  it('is deterministic', () => {
    const again = generateSeed({ now: NOW });
    expect(again.bikeSlots).toEqual(seed.bikeSlots);
    expect(again.bikeAgencies).toEqual(seed.bikeAgencies);
  });
});
