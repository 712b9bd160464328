import { useEffect, useRef, useState } from 'react';
import { onPendingWorkChange } from '@locasuite/ui';
import type { ConditionLeg } from '@locasuite/core';
import { listConditionWork } from '../../offline/conditionWork';

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
  const [photos, setPhotos] = useState<readonly string[]>([]);
  const sent = useRef(onSent);
  useEffect(() => {
    sent.current = onSent;
  });
  useEffect(() => {
    let current = true;
    let count = 0;
    const read = async () => {
      let next: string[] = [];
      try {
        next = (await listConditionWork()).flatMap((w) =>
          w.data.kind === 'photos' &&
          w.data.contract === contract &&
          w.data.matricule === matricule &&
          w.data.leg === leg
            ? w.data.photos.map((p) => p.dataUrl)
            : [],
        );
      } catch {
        next = [];
      }
      if (!current) return;
      if (next.length < count) sent.current();
      count = next.length;
      setPhotos(next);
    };
    void read();
    const stop = onPendingWorkChange(() => void read());
    return () => {
      current = false;
      stop();
    };
  }, [contract, matricule, leg]);
  return photos;
}
