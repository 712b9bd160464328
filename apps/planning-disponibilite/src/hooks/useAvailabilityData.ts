import { useCallback, useEffect, useState } from 'react';
import type { AvailabilityApi, ReferenceData, WindowEvents } from '../api';

const EMPTY: WindowEvents = { rentals: [], reservations: [], sav: [] };

/** Loads the reference data once and the events of each window; failures leave lists empty. */
export function useAvailabilityData(api: AvailabilityApi, start: number, end: number) {
  const [reference, setReference] = useState<ReferenceData | null>(null);
  const [events, setEvents] = useState<WindowEvents>(EMPTY);
  const [loadingReference, setLoadingReference] = useState(true);
  const [loadingEvents, setLoadingEvents] = useState(true);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    setLoadingReference(true);
    api.loadReference().then(
      (data) => {
        if (!current) return;
        setReference(data);
        setLoadingReference(false);
      },
      () => {
        if (!current) return;
        setFailed(true);
        setLoadingReference(false);
      },
    );
    return () => {
      current = false;
    };
  }, [api, version]);

  useEffect(() => {
    let current = true;
    setLoadingEvents(true);
    api.loadWindow(start, end).then(
      (data) => {
        if (!current) return;
        setEvents(data);
        setFailed(false);
        setLoadingEvents(false);
      },
      () => {
        if (!current) return;
        setEvents(EMPTY);
        setFailed(true);
        setLoadingEvents(false);
      },
    );
    return () => {
      current = false;
    };
  }, [api, start, end, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);

  return {
    reference,
    setReference,
    events,
    loading: loadingReference || loadingEvents,
    failed,
    reload,
  };
}
