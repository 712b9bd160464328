import { useCallback, useMemo, useState } from 'react';
import {
  itineraryLegs,
  itineraryRefusals,
  itineraryTotals,
  loadCurve,
  minutesOfDay,
  moveStop,
  parseKg,
  parseRecap,
  recapOfLegs,
  stopsOfLegs,
  type ItineraryStop,
} from '@locasuite/core';
import type { DriverInfo, EventDraft, ItineraryEvent, MapAgency, MapClient } from '../api';
import { orderMeasure, useRoutedMeasure, type RouteFetch } from './useRoutedMeasure';

/** The itinerary being built or edited. */
export interface Draft {
  readonly eventId: number | null;
  readonly version: number;
  readonly name: string;
  readonly description: string;
  readonly driver: string;
  /** As typed: DD/MM/YYYY HH:mm. */
  readonly startText: string;
  readonly agencyId: string;
  readonly stops: readonly ItineraryStop[];
}

const two = (n: number) => String(n).padStart(2, '0');

/** ms → DD/MM/YYYY HH:mm (UTC, the suite's planning clock). */
export function startText(ms: number): string {
  const d = new Date(ms);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

const START = /^\s*(\d{2})\/(\d{2})\/(\d{4})\s+(\d{2}:\d{2})\s*$/;

/** DD/MM/YYYY HH:mm with minutes on the 10-minute step (spec 3 §9) → ms, else null. */
export function parseStart(value: string): number | null {
  const match = START.exec(value);
  if (!match) return null;
  const minutes = minutesOfDay(match[4]!);
  if (minutes === null || minutes % 10 !== 0) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day) + minutes * 60_000;
  const check = new Date(ms);
  return check.getUTCDate() === day && check.getUTCMonth() === month - 1 ? ms : null;
}

/**
 * A new itinerary: for `driver`, leaving `agencyId` at 08:00 on the next day the driver works
 * (tomorrow when no day is known), so that it is not refused before anything is typed.
 */
export function emptyDraft(
  now: number,
  agencyId: string,
  driver: Pick<DriverInfo, 'name' | 'days'> | undefined,
): Draft {
  const today = Math.floor(now / 86_400_000) * 86_400_000;
  let day = today + 86_400_000;
  const works = (ms: number) => driver?.days.includes(new Date(ms).getUTCDay()) ?? true;
  while (!works(day) && day < today + 8 * 86_400_000) day += 86_400_000;
  return {
    eventId: null,
    version: 0,
    name: '',
    description: '',
    driver: driver?.name ?? '',
    startText: startText(day + 8 * 3_600_000),
    agencyId,
    stops: [],
  };
}

let nextStop = 0;

/** A client's stop: everything it has to deliver and to collect. */
export function stopOfClient(client: MapClient): ItineraryStop {
  nextStop += 1;
  return {
    id: `etape-${Date.now().toString(36)}-${nextStop}`,
    clientCode: client.code,
    label: client.name,
    position: client.position,
    deliveries: client.deliveries,
    collections: client.collections,
    locked: false,
  };
}

/** The draft of a saved event, its legs read back from recap. */
export function draftOfEvent(event: ItineraryEvent, clients: readonly MapClient[]): Draft {
  const legs = parseRecap(event.recap);
  const parsed = typeof legs === 'string' ? [] : legs;
  const byCode = new Map(clients.map((c) => [c.code, c]));
  return {
    eventId: event.id,
    version: event.version,
    name: event.name,
    description: event.description,
    driver: event.driver,
    startText: startText(event.start),
    agencyId: parsed[0]?.sourceId ?? '',
    stops: stopsOfLegs(parsed, (code) => byCode.get(code)?.position ?? null),
  };
}

/** Everything the editor shows of a draft, recomputed at once on every change (issue 35). */
export function useItineraryDraft(
  initial: Draft,
  agencies: readonly MapAgency[],
  drivers: readonly DriverInfo[],
  routing: { readonly url: string | null; readonly fetch?: RouteFetch | undefined } = { url: null },
) {
  const [draft, setDraft] = useState<Draft>(initial);
  const agency = agencies.find((a) => a.id === draft.agencyId) ?? null;
  const driverInfo = drivers.find((d) => d.name === draft.driver) ?? null;
  const points = useMemo(
    () => [agency?.position ?? null, ...draft.stops.map((stop) => stop.position)],
    [agency, draft.stops],
  );
  const measure = useRoutedMeasure(routing.url, points, routing.fetch);
  const derived = useMemo(() => {
    const start = {
      id: agency?.id ?? '',
      label: agency?.name ?? '',
      position: agency?.position ?? null,
    };
    const legs = itineraryLegs(start, draft.stops, measure);
    const totals = itineraryTotals(legs);
    const payloadHg = driverInfo ? (parseKg(driverInfo.payloadKg) ?? 0) : Number.MAX_SAFE_INTEGER;
    const curve = loadCurve(draft.stops, payloadHg);
    const startMs = parseStart(draft.startText);
    const driver = driverInfo ? { ...driverInfo, payloadHg } : null;
    const refusals =
      startMs === null
        ? []
        : itineraryRefusals({ startMs, stops: draft.stops, legs, curve, driver });
    return { legs, totals, curve, startMs, payloadHg, refusals };
  }, [draft, agency, driverInfo, measure]);

  const update = useCallback(
    (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change })),
    [],
  );
  const setStops = useCallback(
    (change: (stops: readonly ItineraryStop[]) => readonly ItineraryStop[]) =>
      setDraft((d) => ({ ...d, stops: change(d.stops) })),
    [],
  );
  const actions = useMemo(
    () => ({
      update,
      replace: setDraft,
      add: (client: MapClient) => setStops((stops) => [...stops, stopOfClient(client)]),
      move: (from: number, to: number) => setStops((stops) => moveStop(stops, from, to)),
      toggleLock: (id: string) =>
        setStops((stops) => stops.map((s) => (s.id === id ? { ...s, locked: !s.locked } : s))),
      remove: (id: string) => setStops((stops) => stops.filter((s) => s.id !== id)),
      reorder: (order: readonly number[]) =>
        setStops((stops) => order.map((index) => stops[index]!)),
    }),
    [update, setStops],
  );

  /** What is saved: §3.5's fields, the legs as recap. */
  const eventDraft = (): EventDraft | null => {
    if (derived.startMs === null) return null;
    return {
      nom: draft.name,
      description: draft.description,
      debut_timestamp: derived.startMs,
      fin_timestamp: derived.startMs + derived.totals.minutes * 60_000,
      chauffeur: draft.driver,
      recap: JSON.stringify(recapOfLegs(derived.legs, draft.stops)),
      temps: derived.totals.minutes,
      distance: derived.totals.tenthsKm / 10,
      poid: derived.legs.map((leg) => String(leg.legHg / 10)).join('|'),
    };
  };

  /** What `Optimiser l'ordre` compares orders on: the routing service's distances when it has one. */
  const measureForOrder = () =>
    orderMeasure(
      routing.url,
      points.filter((p): p is NonNullable<typeof p> => p !== null),
      routing.fetch,
    );

  return { draft, agency, driverInfo, ...derived, actions, eventDraft, measureForOrder };
}

export type ItineraryDraftState = ReturnType<typeof useItineraryDraft>;
