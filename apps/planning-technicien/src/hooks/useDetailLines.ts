import { useCallback } from 'react';
import { useLoad } from '@locasuite/ui';
import { loadDetailLines } from '../api';
import type { TechnicianApi } from '../api';

/** spec 2 §2.1: the detail lines of the intervention open in the dialog (`_LINK MOTEUR`). */
export function useDetailLines(api: TechnicianApi, link: string | null, onRefused: () => void) {
  return useLoad(
    useCallback(() => loadDetailLines(api, link ?? ''), [api, link]),
    { onRefused, enabled: link !== null && link !== '', isEmpty: (lines) => lines.length === 0 },
  );
}
