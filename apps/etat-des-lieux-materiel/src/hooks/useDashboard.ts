import { useCallback } from 'react';
import { useLive, useLoad } from '@locasuite/ui';
import type { ToolSession } from '@locasuite/ui';
import type { EtatdlApi } from '../api';
import { loadDashboard } from '../components/dashboard/api';

/**
 * spec 3 §2.1: the dashboard's data, reloaded by `reload()` (Actualiser, after a save or a
 * delete) and when someone else saves a condition record (live channel). `empty` only after an
 * answer with no record at all; a failed load keeps the last records.
 */
export function useDashboard(api: EtatdlApi, session: ToolSession, velo: boolean) {
  const state = useLoad(
    useCallback(() => loadDashboard(api, velo), [api, velo]),
    { onRefused: session.onRefused, isEmpty: (data) => data.records.length === 0 },
  );
  useLive(session, 'etatdl', state.reload);
  return state;
}
