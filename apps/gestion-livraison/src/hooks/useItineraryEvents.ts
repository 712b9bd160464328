import { useCallback, useState } from 'react';
import { useLive, useLoad, type ToolSession } from '@locasuite/ui';
import { loadEvents, type GestionApi } from '../api';

/** The calendar's itineraries for the range it shows, reloaded when anyone saves one. */
export function useItineraryEvents(api: GestionApi, session: ToolSession) {
  const [range, setRange] = useState<{ start: number; end: number } | null>(null);
  const events = useLoad(
    useCallback(
      () => (range ? loadEvents(api, range.start, range.end) : Promise.resolve([])),
      [api, range],
    ),
    { enabled: range !== null, onRefused: session.onRefused },
  );
  useLive(session, 'planningLivraison', events.reload);
  const onRangeChange = useCallback((next: { start: number; end: number }) => {
    setRange((current) =>
      current && current.start === next.start && current.end === next.end ? current : next,
    );
  }, []);
  return { events, onRangeChange };
}
