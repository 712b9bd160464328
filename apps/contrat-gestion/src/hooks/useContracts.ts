import { useCallback } from 'react';
import { useLive, useLoad } from '@locasuite/ui';
import type { ToolSession } from '@locasuite/ui';
import { loadContracts, loadSetup } from '../api';
import type { ContratApi } from '../api';

/**
 * The page's two loads (spec 4 §7.2 « Contract page on load fetches »): the contracts, and what
 * the edit form and the wizard choose from. Both read again when someone saves a contract.
 */
export function useContracts(api: ContratApi, session: ToolSession) {
  const { onRefused } = session;
  const contracts = useLoad(
    useCallback(() => loadContracts(api), [api]),
    { onRefused, isEmpty: (list) => list.length === 0 },
  );
  const setup = useLoad(
    useCallback(() => loadSetup(api), [api]),
    { onRefused },
  );
  useLive(session, 'contrat', contracts.reload);
  return { contracts, setup };
}
