import { useCallback, useMemo } from 'react';
import type { ToolSession } from '@locasuite/ui';
import { useWorkSync } from '@locasuite/ui/field';
import type { SavApi } from '../api';
import { reportQueue, sendReport } from '../offline/reportWork';
import type { SavReportWork } from '../offline/reportWork';

/**
 * spec 4 §3.7 « sav-database / synchroData holds unsynchronised reports », issue 37 airplane mode:
 * the reports kept on this device and their sync (the kit's `useWorkSync`: on opening, when the
 * network returns, every 30 s while one waits); `onSent` reloads the list.
 */
export function useReportSync(api: SavApi, session: ToolSession, onSent?: () => void) {
  const send = useCallback(
    async (work: SavReportWork) => {
      await sendReport(api, work);
    },
    [api],
  );
  const sync = useWorkSync(reportQueue, send, session, onSent);
  const waiting = useMemo(
    () => new Set(sync.items.map((w) => w.data.link)) as ReadonlySet<string>,
    [sync.items],
  );
  return { ...sync, waiting };
}
