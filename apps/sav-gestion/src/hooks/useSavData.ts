import { useCallback } from 'react';
import { loadWithDeviceAnswers, useLive, useLoad } from '@locasuite/ui';
import type { ToolSession } from '@locasuite/ui';
import { loadReference, loadReports } from '../api';
import type { SavApi } from '../api';

/**
 * spec 4 §2.1 the reports of the list, and whether they were kept on this device (offline); a
 * failure keeps the last list (`useLoad`), « empty » only after a real answer. Reloads when
 * someone saves a report.
 */
export function useSavReports(api: SavApi, session: ToolSession) {
  const state = useLoad(
    useCallback(() => loadWithDeviceAnswers(api, loadReports), [api]),
    { onRefused: session.onRefused, isEmpty: (loaded) => loaded.data.length === 0 },
  );
  useLive(session, 'sav', state.reload);
  return state;
}

/** spec 4 §3.3, §3.6 the form's lists and options, in one load. */
export function useSavReference(api: SavApi, session: ToolSession) {
  return useLoad(
    useCallback(() => loadReference(api), [api]),
    { onRefused: session.onRefused },
  );
}
