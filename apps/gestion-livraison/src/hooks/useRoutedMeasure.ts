import { useCallback, useEffect, useMemo, useState } from 'react';
import { estimateLeg, type GeoPoint, type LegMeasure, type MeasureLeg } from '@locasuite/core';

/** How the page reaches the routing service (`fetch`; a fake one in tests). */
export type RouteFetch = (url: string) => Promise<Response>;

const browserFetch: RouteFetch = (url) => fetch(url);

/** The service's address without its final slashes, '' without a service. */
const serviceBase = (routingUrl: string | null) =>
  routingUrl ? routingUrl.trim().replace(/\/+$/, '') : '';

/** OSRM's order: longitude, latitude. */
const pairKey = (a: GeoPoint, b: GeoPoint) => `${a.lng},${a.lat};${b.lng},${b.lat}`;

/**
 * An OSRM `route` answer as a leg's measure: `routes[0].distance` in metres, `duration` in
 * seconds; null when the answer has no usable route.
 */
export function routedMeasure(answer: unknown): LegMeasure | null {
  const routes = (answer as { routes?: unknown } | null)?.routes;
  const route = (Array.isArray(routes) ? routes[0] : null) as {
    distance?: unknown;
    duration?: unknown;
  } | null;
  const metres = route?.distance;
  const seconds = route?.duration;
  if (typeof metres !== 'number' || typeof seconds !== 'number') return null;
  if (!Number.isFinite(metres) || !Number.isFinite(seconds) || metres < 0 || seconds < 0)
    return null;
  return {
    tenthsKm: Math.round(metres / 100),
    minutes: Math.round(seconds / 60),
    estimation: false,
  };
}

/**
 * DECISIONS.md « Routing service address »: the legs between `points` (in order) measured by the
 * OSRM-compatible service at `routingUrl` (GET {url}/route/v1/driving/{lon},{lat};{lon},{lat}
 * ?overview=false), each asked once; without a service, until it answers, or when it fails, the
 * estimation (great-circle × 1.3 at 50 km/h, labelled « estimation »).
 */
export function useRoutedMeasure(
  routingUrl: string | null,
  points: readonly (GeoPoint | null)[],
  fetchRoute: RouteFetch = browserFetch,
): MeasureLeg {
  const base = serviceBase(routingUrl);
  const [known, setKnown] = useState<ReadonlyMap<string, LegMeasure | null>>(() => new Map());
  const wanted = useMemo(() => {
    const keys = new Set<string>();
    for (let i = 1; i < points.length; i++) {
      const a = points[i - 1];
      const b = points[i];
      if (a && b) keys.add(pairKey(a, b));
    }
    return [...keys].join('|');
  }, [points]);
  const [asked] = useState(() => new Set<string>());
  useEffect(() => {
    if (!base || !wanted) return;
    for (const key of wanted.split('|')) {
      if (asked.has(`${base} ${key}`)) continue;
      asked.add(`${base} ${key}`);
      fetchRoute(`${base}/route/v1/driving/${key}?overview=false`)
        .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
        .then(routedMeasure, () => null)
        .then((measure) =>
          setKnown((previous) => new Map(previous).set(`${base} ${key}`, measure)),
        );
    }
  }, [base, wanted, asked, fetchRoute]);
  return useCallback(
    (a: GeoPoint, b: GeoPoint) => known.get(`${base} ${pairKey(a, b)}`) ?? estimateLeg(a, b),
    [known, base],
  );
}

export type OrderBasis = 'routed' | 'estimated' | 'fallback' | 'partial';

/** What `Optimiser l'ordre` compares orders on (issue 35), and where its distances came from. */
export interface OrderMeasure {
  readonly measure: MeasureLeg;
  /** routed: the service's; estimated: no service; fallback: the service failed; partial: some pairs. */
  readonly basis: OrderBasis;
}

/**
 * An OSRM `table` answer (`distances` in metres, `durations` in seconds, row = from, column =
 * to) as the measure of each pair of `points`; pairs the service could not route are missing.
 */
export function routedTable(
  answer: unknown,
  points: readonly GeoPoint[],
): Map<string, LegMeasure> | null {
  const { distances, durations } = (answer ?? {}) as { distances?: unknown; durations?: unknown };
  if (!Array.isArray(distances) || !Array.isArray(durations)) return null;
  const pairs = new Map<string, LegMeasure>();
  points.forEach((from, i) => {
    points.forEach((to, j) => {
      const measure = routedMeasure({
        routes: [{ distance: distances[i]?.[j], duration: durations[i]?.[j] }],
      });
      if (measure) pairs.set(pairKey(from, to), measure);
    });
  });
  return pairs;
}

/**
 * The measure `Optimiser l'ordre` minimises (issue 35: the order of least total distance, the
 * distances being the routing service's when one is configured): every pair between `points`
 * asked at once of the service's `table` (GET {url}/table/v1/driving/{lon},{lat};…
 * ?annotations=distance,duration); without a service the estimation; a pair the service does not
 * answer, or a failed service, falls back to the estimation and says so (`basis`).
 */
export async function orderMeasure(
  routingUrl: string | null,
  points: readonly GeoPoint[],
  fetchRoute: RouteFetch = browserFetch,
): Promise<OrderMeasure> {
  const base = serviceBase(routingUrl);
  if (!base || points.length < 2) return { measure: estimateLeg, basis: 'estimated' };
  const coordinates = points.map((p) => `${p.lng},${p.lat}`).join(';');
  const pairs = await fetchRoute(
    `${base}/table/v1/driving/${coordinates}?annotations=distance,duration`,
  )
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((answer) => routedTable(answer, points))
    .catch(() => null);
  if (!pairs) return { measure: estimateLeg, basis: 'fallback' };
  const complete = points.every((a) => points.every((b) => a === b || pairs.has(pairKey(a, b))));
  return {
    measure: (a, b) => pairs.get(pairKey(a, b)) ?? estimateLeg(a, b),
    basis: complete ? 'routed' : 'partial',
  };
}
