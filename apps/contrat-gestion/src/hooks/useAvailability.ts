import { useCallback } from 'react';
import { useLoad } from '@locasuite/ui';
import { checkAvailability } from '../api';
import type { ContratApi } from '../api';
import type { Equipment } from '../records';

/**
 * spec 4 §4.4 « choosing a matricule checks its availability »: is_materiel_free for the chosen
 * registration, asked again when it changes.
 */
export function useAvailability(
  api: ContratApi,
  equipment: Equipment | undefined,
  period: { readonly start: string; readonly end: string } | undefined,
  onRefused: () => void,
) {
  const uid = equipment?.uid;
  const start = period?.start;
  const end = period?.end;
  return useLoad(
    useCallback(
      () =>
        equipment
          ? checkAvailability(
              api,
              equipment,
              start === undefined ? undefined : { start, end: end ?? start },
            )
          : Promise.resolve(null),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again per registration and period
      [api, uid, start, end],
    ),
    { onRefused, enabled: uid !== undefined },
  );
}
