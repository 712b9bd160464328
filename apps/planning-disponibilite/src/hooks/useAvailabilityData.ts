import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '@locasuite/core';
import type { AvailabilityApi, ReferenceData, WindowEvents } from '../api';

const EMPTY: WindowEvents = { rentals: [], reservations: [], sav: [] };

/**
 * Loads the reference data once and the events of each window; failures leave lists empty. A
 * refused session (401) calls `onSessionLost` (spec 1 §8: the token is reset on planning pages).
 */
export function useAvailabilityData(
  api: AvailabilityApi,
  start: number,
  end: number,
  onSessionLost: () => void,
) {
  const refused = (error: unknown) => {
    if (isApiError(error) && error.status === 401) onSessionLost();
  };
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
      (error: unknown) => {
        if (!current) return;
        refused(error);
        setFailed(true);
        setLoadingReference(false);
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the session callback is not a reason to reload
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
      (error: unknown) => {
        if (!current) return;
        refused(error);
        setEvents(EMPTY);
        setFailed(true);
        setLoadingEvents(false);
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the session callback is not a reason to reload
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
