import { useEffect, useMemo, useRef } from 'react';
import type { ConditionLeg } from '@locasuite/core';
import { useQueuedWork } from '@locasuite/ui/field';
import { conditionQueue } from '../../offline/conditionWork';

/**
 * The photos of one item's leg taken without a connection and kept on this device (issue 15), as
 * data URLs, oldest first. When some leave the device (a sync sent them), `onSent` hears it so
 * the section shows what the server has now.
 */
export function useDevicePhotos(
  contract: string,
  matricule: string,
  leg: ConditionLeg,
  onSent: () => void,
): readonly string[] {
  const { items } = useQueuedWork(conditionQueue);
  const photos = useMemo(
    () =>
      items.flatMap((w) =>
        w.data.kind === 'photos' &&
        w.data.contract === contract &&
        w.data.matricule === matricule &&
        w.data.leg === leg
          ? w.data.photos.map((p) => p.dataUrl)
          : [],
      ),
    [items, contract, matricule, leg],
  );
  const sent = useRef(onSent);
  useEffect(() => {
    sent.current = onSent;
  });
  const count = useRef(0);
  useEffect(() => {
    if (photos.length < count.current) sent.current();
    count.current = photos.length;
  }, [photos]);
  return photos;
}
