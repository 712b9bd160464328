import { useCallback } from 'react';
import { useLoad } from '@locasuite/ui';
import { loadComments } from '../api';
import type { TechnicianApi } from '../api';

/** spec 2 §2.1 comments on technicians, loaded while their dialog is open. */
export function useComments(api: TechnicianApi, open: boolean, onRefused: () => void) {
  return useLoad(
    useCallback(() => loadComments(api), [api]),
    { onRefused, enabled: open, isEmpty: (comments) => comments.length === 0 },
  );
}
