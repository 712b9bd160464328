import { useCallback, useEffect, useMemo, useState } from 'react';
import { estimateLeg, type GeoPoint, type LegMeasure, type MeasureLeg } from '@locasuite/core';

/** How the page reaches the routing service (`fetch`; a fake one in tests). */
export type RouteFetch = (url: string) => Promise<Response>;

const browserFetch: RouteFetch = (url) => fetch(url);

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
  const base = routingUrl ? routingUrl.trim().replace(/\/+$/, '') : '';
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
