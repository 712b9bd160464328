import { useCallback } from 'react';
import { loadWithDeviceAnswers, useLive, useLoad } from '@locasuite/ui';
import type { DeviceAnswers, LoadState, ToolSession } from '@locasuite/ui';
import type { EtatdlApi } from '../api';
import { loadDashboard } from '../components/dashboard/api';
import type { DashboardData } from '../components/dashboard/api';

/** The dashboard's load, and whether what it shows was kept on this device (offline). */
export type DashboardState = LoadState<DashboardData> & { readonly device: DeviceAnswers };

const ONLINE: DeviceAnswers = { offline: false, savedAt: null };

/**
 * spec 3 §2.1: the dashboard's data, reloaded by `reload()` (Actualiser, after a save or a
 * delete) and when someone else saves a condition record (live channel). `empty` only after an
 * answer with no record at all; a failed load keeps the last records. Without a connection the
 * records kept on the device are shown, and `device` says since when (spec 3 §3.4).
 */
export function useDashboard(api: EtatdlApi, session: ToolSession, velo: boolean): DashboardState {
  const state = useLoad(
    useCallback(
      () => loadWithDeviceAnswers(api, (client) => loadDashboard(client, velo)),
      [api, velo],
    ),
    { onRefused: session.onRefused, isEmpty: (loaded) => loaded.data.records.length === 0 },
  );
  useLive(session, 'etatdl', state.reload);
  const { setData } = state;
  const setDashboard = useCallback(
    (update: (data: DashboardData | undefined) => DashboardData | undefined) =>
      setData((loaded) => {
        const data = update(loaded?.data);
        return data === undefined ? undefined : { data, device: loaded?.device ?? ONLINE };
      }),
    [setData],
  );
  return {
    ...state,
    data: state.data?.data,
    device: state.data?.device ?? ONLINE,
    setData: setDashboard,
  };
}
