import { formatTime, startOfDayUtc, toWireDateTime, toWireDay } from '@locasuite/core';
import type { Random } from './createRandom';
import { DAY, HOUR, utcWeekday } from './seedDates';
import type { InterventionRow, StaffRow } from './seedTypes';

/** spec 2 §3.1 unavailability types, as seeded in `types_indisponibilite` (buildSettings). */
const UNAVAILABILITY_TYPES = ['CP', 'RTT', 'CSS', 'AEX', 'CM', 'Autre'] as const;

/** A technician's unavailability (`technician_unavailabilities`, migration 202611222032). */
export interface TechnicianUnavailabilityRow {
  technician: string;
  type: string;
  start_ts: number;
  end_ts: number;
  state: number;
}

/** A comment on a technician (`technician_comments`, migration 202611222032). */
export interface TechnicianCommentRow {
  technician: string;
  comment: string;
  start_ts: number;
  end_ts: number;
  state: number;
}

export interface TechnicianPlanningSeed {
  technicianUnavailabilities: TechnicianUnavailabilityRow[];
  technicianComments: TechnicianCommentRow[];
}

export interface TechnicianPlanningInput {
  readonly random: Random;
  /** Noon of the seed's day. */
  readonly reference: number;
  readonly technicians: readonly StaffRow[];
  readonly interventions: readonly InterventionRow[];
}

const COMMENTS = [
  'Formation habilitation électrique le matin.',
  'Véhicule de service au garage : prévoir un prêt.',
  'Astreinte le week-end suivant.',
  'Disponible pour les dépannages urgents uniquement.',
  'Accompagne un nouveau technicien cette semaine.',
  'Pas d’intervention en hauteur (certificat médical).',
  'Permis poids lourd en cours : éviter les transferts de machines.',
  'Préférer les chantiers proches de l’agence.',
];

/** The technicians named on an intervention (Techniciens_Nom(1..5)). */
function teamOf(row: InterventionRow): string[] {
  return [1, 2, 3, 4, 5]
    .map((i) => row.data[`Techniciens_Nom(${i})`])
    .filter((n): n is string => typeof n === 'string' && n !== '');
}

/**
 * issue 12 "every screen meaningful in the visible week": the planning opens on today, and the
 * random spread over the seed's window leaves few interventions in the next seven days. Sixteen
 * far-future planned (110) ones move into the working days of this coming week (08:00–17:00, never
 * over a technician's other intervention), a few of them picked up (130); `withSentInterventions`
 * then sends some to the tablet (120). Deterministic: the same rows move to the same slots.
 */
export function withCurrentWeek(
  interventions: readonly InterventionRow[],
  reference: number,
): InterventionRow[] {
  const today = startOfDayUtc(reference);
  const busy = new Map<string, [number, number][]>();
  for (const row of interventions) {
    if (row.start_ts === null || row.end_ts === null) continue;
    for (const name of teamOf(row)) {
      const spans = busy.get(name) ?? [];
      spans.push([row.start_ts, row.end_ts]);
      busy.set(name, spans);
    }
  }
  const free = (team: readonly string[], from: number, to: number) =>
    team.every((name) => (busy.get(name) ?? []).every(([s, e]) => to <= s || from >= e));
  const far = interventions
    .filter((r) => r.status === '110' && r.start_ts !== null && r.start_ts >= reference + 21 * DAY)
    .slice(0, 16);
  const moved = new Map<number, InterventionRow>();
  far.forEach((row, k) => {
    const length = Math.min((row.end_ts ?? 0) - (row.start_ts ?? 0), 4 * HOUR) || 2 * HOUR;
    const team = teamOf(row);
    for (let offset = 0; offset < 7 * 5; offset++) {
      const day = today + ((k + offset) % 7) * DAY;
      if (utcWeekday(day) === 0 || utcWeekday(day) === 6) continue;
      const start = day + (8 + ((k * 3 + Math.floor(offset / 7) * 2) % 9)) * HOUR;
      const end = start + length;
      if (start < reference || !free(team, start, end)) continue;
      for (const name of team) busy.set(name, [...(busy.get(name) ?? []), [start, end]]);
      const status = k % 5 === 1 ? '130' : '110';
      moved.set(row.id, {
        ...row,
        status,
        start_ts: start,
        end_ts: end,
        data: {
          ...row.data,
          Statut: status,
          Debut: toWireDateTime(start),
          Fin: toWireDateTime(end),
          Debut_TIMESTAMP: start,
          Fin_TIMESTAMP: end,
          'DATE RAPPORT': toWireDay(start),
          'Heure Arriv': formatTime(start),
          'Heure dep': formatTime(end),
          time_inter: String((end - start) / HOUR),
        },
      });
      break;
    }
  });
  return interventions.map((row) => moved.get(row.id) ?? row);
}

/**
 * spec 2 §4.1: a few planned (110) interventions of the next two weeks already sent to the
 * tablet (120), so the planning shows every status around today, not only in the history.
 */
export function withSentInterventions(
  interventions: readonly InterventionRow[],
  reference: number,
): InterventionRow[] {
  let planned = 0;
  return interventions.map((row) => {
    const soon =
      row.status === '110' &&
      row.start_ts !== null &&
      row.start_ts >= reference - DAY &&
      row.start_ts < reference + 14 * DAY;
    if (!soon || planned++ % 2 === 1) return row;
    return { ...row, status: '120', data: { ...row.data, Statut: '120' } };
  });
}

/**
 * The technician planning's own rows (spec 2 §3.1): unavailabilities of every type over the
 * technicians, from two weeks ago to a month ahead (whole working days 08:00–18:00, never over
 * one of the technician's planned interventions), one of them deleted (state 0); and comments on
 * technicians, two of them deleted. Deterministic: dates relative to the seed's day.
 */
export function buildTechnicianPlanning(input: TechnicianPlanningInput): TechnicianPlanningSeed {
  const { random, technicians } = input;
  const today = startOfDayUtc(input.reference);
  const busy = new Map<string, [number, number][]>();
  for (const row of input.interventions) {
    if (row.start_ts === null || row.end_ts === null || row.status === '100') continue;
    for (const name of teamOf(row)) {
      const spans = busy.get(name) ?? [];
      spans.push([row.start_ts, row.end_ts]);
      busy.set(name, spans);
    }
  }
  const free = (name: string, from: number, to: number) =>
    (busy.get(name) ?? []).every(([s, e]) => to <= s || from >= e);

  const technicianUnavailabilities: TechnicianUnavailabilityRow[] = [];
  // Two rounds over the types, each on another technician: every type at least twice.
  const total = UNAVAILABILITY_TYPES.length * 2 + 2;
  for (let i = 0; i < total; i++) {
    const type = UNAVAILABILITY_TYPES[i % UNAVAILABILITY_TYPES.length] ?? 'Autre';
    const technician = technicians[i % technicians.length];
    if (!technician) break;
    const days = type === 'CP' || type === 'CM' ? random.int(2, 4) : 1;
    for (let attempt = 0; attempt < 30; attempt++) {
      // The first two in the week the planning opens on (issue 12), the others spread around.
      const day = today + (i < 2 ? random.int(1, 6) : random.int(-14, 30)) * DAY;
      if (utcWeekday(day) === 0 || utcWeekday(day) === 6) continue;
      const start = day + 8 * HOUR;
      const end = day + (days - 1) * DAY + 18 * HOUR;
      if (!free(technician.name, start, end)) continue;
      const spans = busy.get(technician.name) ?? [];
      spans.push([start, end]);
      busy.set(technician.name, spans);
      technicianUnavailabilities.push({
        technician: technician.name,
        type,
        start_ts: start,
        end_ts: end,
        // The last one was deleted (state 0): listed nowhere, blocking nothing.
        state: i === total - 1 ? 0 : 1,
      });
      break;
    }
  }

  const technicianComments: TechnicianCommentRow[] = COMMENTS.map((comment, i) => {
    const technician = technicians[(i * 3) % technicians.length]?.name ?? '';
    const start = today + random.int(-7, 21) * DAY + 8 * HOUR;
    return {
      technician,
      comment,
      start_ts: start,
      end_ts: start + random.int(1, 5) * DAY,
      state: i >= COMMENTS.length - 2 ? 0 : 1,
    };
  }).filter((c) => c.technician !== '');

  return { technicianUnavailabilities, technicianComments };
}
