import { useCallback } from 'react';
import { DELIVERY_PLANNING, deliveryColorOf, parseHiddenDays } from '@locasuite/core';
import { useLoad } from '@locasuite/ui';
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

/** What the page draws before the first answer: no driver, the default colour. */
export const NO_SETUP: DeliverySetup = {
  drivers: [],
  shownList: '',
  color: DELIVERY_PLANNING.defaultColor,
  hiddenDays: [],
  unavailabilities: [],
};

/**
 * Loads the settings, and again on `reload()` (the Actualiser button, after a save). A failed
 * load keeps the drivers shown before (issue 11 item 1: an outage never looks like an empty day).
 */
export function useDeliverySetup(api: DeliveryApi, onRefused: () => void) {
  const load = useCallback(async (): Promise<DeliverySetup> => {
    const [drivers, shownList, colorRows, days, unavailabilities] = await Promise.all([
      loadDrivers(api),
      loadShownList(api),
      loadColorRows(api),
      loadHiddenDays(api),
      loadUnavailabilities(api),
    ]);
    return {
      drivers,
      shownList,
      color: deliveryColorOf(colorRows),
      hiddenDays: parseHiddenDays(days),
      unavailabilities,
    };
  }, [api]);
  return useLoad(load, { onRefused });
}
