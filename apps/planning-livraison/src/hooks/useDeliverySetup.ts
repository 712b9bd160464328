import { useCallback, useEffect, useState } from 'react';
import { DELIVERY_PLANNING, deliveryColorOf, parseHiddenDays } from '@locasuite/core';
import type { DeliveryApi, DriverUnavailability } from '../api';
import {
  loadColorRows,
  loadDrivers,
  loadHiddenDays,
  loadShownList,
  loadUnavailabilities,
} from '../api';

/** The page's settings: drivers, the saved list of shown drivers, colour, hidden days. */
export interface DeliverySetup {
  readonly drivers: readonly string[];
  readonly shownList: string;
  readonly color: string;
  readonly hiddenDays: readonly number[];
  readonly unavailabilities: readonly DriverUnavailability[];
}

const EMPTY: DeliverySetup = {
  drivers: [],
  shownList: '',
  color: DELIVERY_PLANNING.defaultColor,
  hiddenDays: [],
  unavailabilities: [],
};

// spec 1 §8: a failed planning load leaves its part empty (defaults), with no message.
const orDefault = <T>(promise: Promise<T>, fallback: T) => promise.catch(() => fallback);

/** Loads the settings once, and again on `reload()` (the Actualiser button, after a save). */
export function useDeliverySetup(api: DeliveryApi) {
  const [setup, setSetup] = useState<DeliverySetup>(EMPTY);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    setLoading(true);
    void Promise.all([
      orDefault(loadDrivers(api), []),
      orDefault(loadShownList(api), ''),
      orDefault(loadColorRows(api), []),
      orDefault(loadHiddenDays(api), ''),
      orDefault(loadUnavailabilities(api), []),
    ]).then(([drivers, shownList, colorRows, days, unavailabilities]) => {
      if (!live) return;
      setSetup({
        drivers,
        shownList,
        color: deliveryColorOf(colorRows),
        hiddenDays: parseHiddenDays(days),
        unavailabilities,
      });
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [api, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { setup, loading, reload };
}
