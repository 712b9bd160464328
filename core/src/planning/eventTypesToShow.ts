/** Which event types the availability planning draws (spec 1 §3 Settings, §4). */
export interface EventTypesToShow {
  readonly showLivraison: boolean;
  readonly showLocation: boolean;
  readonly showReservation: boolean;
}

export const EVENT_TYPE_SETTING_KEYS = [
  'showLivraison',
  'showLocation',
  'showReservation',
] as const;
export type EventTypeSettingKey = (typeof EVENT_TYPE_SETTING_KEYS)[number];

/**
 * spec 1 §3: settings rows `{Key, Value}` with keys showLivraison, showLocation, showReservation;
 * value 0 means shown. A missing key is shown.
 */
export function parseEventTypesToShow(
  rows: readonly { readonly Key: string; readonly Value: unknown }[],
): EventTypesToShow {
  const shown = (key: EventTypeSettingKey): boolean => {
    const row = rows.find((r) => r.Key === key);
    return row === undefined || String(row.Value ?? '0').trim() === '0';
  };
  return {
    showLivraison: shown('showLivraison'),
    showLocation: shown('showLocation'),
    showReservation: shown('showReservation'),
  };
}

/** The settings values to save: 0 for a shown type, 1 for a hidden one (spec 1 §3). */
export function eventTypesToSettings(types: EventTypesToShow): Record<EventTypeSettingKey, 0 | 1> {
  return {
    showLivraison: types.showLivraison ? 0 : 1,
    showLocation: types.showLocation ? 0 : 1,
    showReservation: types.showReservation ? 0 : 1,
  };
}
