import { useCallback, useEffect, useRef } from 'react';
import { useLoad } from '@locasuite/ui';
import type { ConditionLeg } from '@locasuite/core';
import type { EtatdlApi } from '../../api';
import { listLegPhotos, loadLegPhotos } from './api';

/**
 * The photos of one leg with their content, and on a return with none of its own, how many
 * departure photos could be reused (spec 3 §5.3). `onCount` hears the count after every answer.
 */
export function usePhotos(
  api: EtatdlApi,
  contract: string,
  matricule: string,
  leg: ConditionLeg,
  options: {
    readonly offerReuse: boolean;
    readonly onRefused?: () => void;
    readonly onCount?: (count: number) => void;
  },
) {
  const { offerReuse, onRefused, onCount } = options;
  const photos = useLoad(
    useCallback(
      () => loadLegPhotos(api, { contract, matricule }, leg),
      [api, contract, matricule, leg],
    ),
    { isEmpty: (list) => list.length === 0, onRefused },
  );
  const wantsDeparture = offerReuse && leg === 'RETOUR' && photos.status === 'empty';
  const departure = useLoad(
    useCallback(
      async () => (await listLegPhotos(api, { contract, matricule }, 'DEPART')).length,
      [api, contract, matricule],
    ),
    { onRefused, enabled: wantsDeparture },
  );
  // The latest listener, told when the count changes (a new arrow each render is no change).
  const listener = useRef(onCount);
  useEffect(() => {
    listener.current = onCount;
  });
  const count = photos.data?.length;
  useEffect(() => {
    if (count !== undefined) listener.current?.(count);
  }, [count]);
  return { photos, departureCount: wantsDeparture ? (departure.data ?? 0) : 0 };
}
