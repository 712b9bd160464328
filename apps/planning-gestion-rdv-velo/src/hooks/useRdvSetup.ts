import { useCallback } from 'react';
import { useLoad } from '@locasuite/ui';
import { loadSetup } from '../api';
import type { RdvApi, RdvSetup } from '../api';

/** What the page draws before the first answer: no agency, no type. */
export const NO_SETUP: RdvSetup = { agencies: [], types: [], colors: {}, hiddenDays: [] };

/**
 * Agencies, appointment types, colours and hidden days. A failed load keeps what was shown before
 * (issue 11: an outage never looks like an empty calendar).
 */
export function useRdvSetup(api: RdvApi, onRefused: () => void) {
  return useLoad(
    useCallback(() => loadSetup(api), [api]),
    { onRefused },
  );
}
