import { describe, expect, it } from 'vitest';
import { formatTime, toWireDay } from '@locasuite/core';
import { generateSeed } from './generateSeed';
import { DAY } from './seedDates';

const NOW = new Date('2026-11-22T10:37:00Z');
const seed = generateSeed({ now: NOW });
const names = (row: { data: Record<string, unknown> }) =>
  [1, 2, 3, 4, 5].map((i) => row.data[`Techniciens_Nom(${i})`]).filter((n) => n !== '');

describe('technician planning seed (spec 2 §3.1, issue 12)', () => {
  it('≥ 10 technicians over the agencies, ≥ 200 interventions in every status, unscheduled ones without dates', () => {
    const technicians = seed.staff.filter((s) => s.kind === 'technicien');
    expect(technicians.length).toBeGreaterThanOrEqual(10);
    expect(new Set(technicians.map((t) => t.agency_id)).size).toBe(seed.agencies.length);
    expect(seed.interventions.length).toBeGreaterThanOrEqual(200);
    const byStatus = new Map<string, number>();
    for (const i of seed.interventions) byStatus.set(i.status, (byStatus.get(i.status) ?? 0) + 1);
    for (const status of ['100', '110', '120', '130', '140']) {
      expect(byStatus.get(status), status).toBeGreaterThanOrEqual(5);
    }
    // The finished history get_old_events_liste serves, in the past.
    const finished = seed.interventions.filter((i) => i.status === '140');
    expect(finished.length).toBeGreaterThan(50);
    expect(finished.every((i) => (i.start_ts ?? Infinity) < NOW.getTime() + DAY)).toBe(true);
    // Sent ones (120) around today, the same status in the record.
    const sent = seed.interventions.filter((i) => i.status === '120');
    expect(sent.every((i) => i.data.Statut === '120')).toBe(true);
  });

  it('a dated intervention’s report (DATE RAPPORT, Heure Arriv, Heure dep) is of its own day and hours', () => {
    const dated = seed.interventions.filter((i) => i.start_ts !== null && i.end_ts !== null);
    expect(dated.length).toBeGreaterThan(100);
    for (const i of dated) {
      expect(i.data['DATE RAPPORT'], i.report_number).toBe(toWireDay(i.start_ts as number));
      expect(i.data['Heure Arriv'], i.report_number).toBe(formatTime(i.start_ts as number));
      expect(i.data['Heure dep'], i.report_number).toBe(formatTime(i.end_ts as number));
    }
  });

  it('the week the planning opens on (today + 7 days) is full: planned, sent and picked-up bars, unavailabilities, no clash', () => {
    const week = (from: number, to: number) => from < NOW.getTime() + 7 * DAY && to > NOW.getTime();
    const shown = seed.interventions.filter(
      (i) => i.start_ts !== null && i.end_ts !== null && week(i.start_ts, i.end_ts),
    );
    for (const status of ['110', '120', '130']) {
      expect(shown.filter((i) => i.status === status).length, status).toBeGreaterThanOrEqual(2);
    }
    expect(shown.length).toBeGreaterThanOrEqual(12);
    expect(shown.every((i) => i.data.Statut === i.status)).toBe(true);
    const active = seed.technicianUnavailabilities.filter(
      (u) => u.state === 1 && week(u.start_ts, u.end_ts),
    );
    expect(active.length).toBeGreaterThanOrEqual(1);
    // A technician is never on two interventions at once.
    for (const a of shown) {
      for (const b of shown) {
        if (
          a.id >= b.id ||
          (a.start_ts ?? 0) >= (b.end_ts ?? 0) ||
          (b.start_ts ?? 0) >= (a.end_ts ?? 0)
        )
          continue;
        expect(
          names(a).filter((n) => names(b).includes(n)),
          `${a.id} ${b.id}`,
        ).toEqual([]);
      }
    }
  });

  it('unavailabilities of every type, never over a planned intervention of the technician; one deleted', () => {
    const rows = seed.technicianUnavailabilities;
    expect(new Set(rows.map((u) => u.type))).toEqual(
      new Set(['CP', 'RTT', 'CSS', 'AEX', 'CM', 'Autre']),
    );
    expect(rows.filter((u) => u.state === 0)).toHaveLength(1);
    for (const u of rows) {
      expect(u.end_ts).toBeGreaterThan(u.start_ts);
      const clash = seed.interventions.find(
        (i) =>
          i.status !== '100' &&
          i.start_ts !== null &&
          i.end_ts !== null &&
          names(i).includes(u.technician) &&
          i.start_ts < u.end_ts &&
          i.end_ts > u.start_ts,
      );
      expect(clash, `${u.technician} ${u.type}`).toBeUndefined();
    }
  });

  it('comments on technicians, two deleted; the same rows for the same seed and day', () => {
    expect(seed.technicianComments.length).toBeGreaterThanOrEqual(6);
    expect(seed.technicianComments.filter((c) => c.state === 0)).toHaveLength(2);
    const again = generateSeed({ now: NOW });
    expect(again.technicianUnavailabilities).toEqual(seed.technicianUnavailabilities);
    expect(again.technicianComments).toEqual(seed.technicianComments);
  });
});
