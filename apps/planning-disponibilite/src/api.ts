import {
  AVAILABILITY_DISPLAY_KEY,
  bindFamily,
  calls,
  eventTypesToSettings,
  fieldRecords,
  formatHiddenDays,
  parseCalendarColors,
  parseEventTypesToShow,
  parseHiddenDays,
  parseStateColors,
} from '@locasuite/core';
import type {
  CalendarColors,
  CallOnly,
  EventTypesToShow,
  ParcItem,
  PlanningDisplay,
} from '@locasuite/core';

type Loose = Record<string, unknown>;

/** What the page loads once: fleet, agencies and settings. */
export interface ReferenceData {
  readonly parc: ParcItem[];
  readonly agencies: { readonly id: string; readonly name: string }[];
  readonly colors: CalendarColors;
  readonly contractStateColors: ReadonlyMap<string, string>;
  readonly eventStateColors: ReadonlyMap<string, string>;
  readonly hiddenDays: number[];
  readonly eventTypes: EventTypesToShow;
}

/** The events overlapping the displayed window. */
export interface WindowEvents {
  readonly rentals: Loose[];
  readonly reservations: Loose[];
  readonly sav: Loose[];
}

/** The admin's options (spec 1 §2: colours, hidden weekdays, event-type switches). */
export interface PlanningOptions {
  readonly colors: CalendarColors;
  readonly hiddenDays: number[];
  readonly eventTypes: EventTypesToShow;
}

const settingValue = (rows: { Key: string; Value: unknown }[], key: string): unknown =>
  rows.find((r) => r.Key === key)?.Value ?? rows[0]?.Value;

/**
 * The calls of spec 1 §7 (availability planning) the page makes. `update_planning_vue` carries
 * the session token in its payload: the client puts it there. Bound to `api.call`, so that the
 * shell's prefetched answers reach them (apps/README.md « Prefetch »).
 */
export function createAvailabilityApi(api: CallOnly) {
  const family = bindFamily(api, calls.planningDisponibilite);
  const general = bindFamily(api, calls.general);
  return {
    async loadReference(): Promise<ReferenceData> {
      const [parc, agencies, colors, states, stateColors, days, types] = await Promise.all([
        family.get_parc({}),
        general.get_agency({}).catch(() => ({ data: [] })),
        family.get_calendar_colors({}),
        family.get_contrat_state({}),
        family.get_state_colors({}),
        family.get_day_to_hide({}),
        family.get_planning_events_type_to_show({}),
      ]);
      const colorRows = fieldRecords(colors) as { Key: string; Value: unknown }[];
      const dayRows = fieldRecords(days) as { Key: string; Value: unknown }[];
      return {
        parc: fieldRecords(parc) as ParcItem[],
        agencies: (fieldRecords(agencies) as Loose[])
          .map((a) => ({ id: String(a.ID_Agence ?? ''), name: String(a.ag_nom ?? '') }))
          .filter((a) => a.id !== ''),
        colors: parseCalendarColors(settingValue(colorRows, 'calendar_colors')),
        contractStateColors: parseStateColors(fieldRecords(states)),
        eventStateColors: parseStateColors(fieldRecords(stateColors)),
        hiddenDays: parseHiddenDays(settingValue(dayRows, 'day_to_hide')),
        eventTypes: parseEventTypesToShow(fieldRecords(types) as { Key: string; Value: unknown }[]),
      };
    },

    async loadWindow(start: number, end: number): Promise<WindowEvents> {
      const [rentals, reservations, sav] = await Promise.all([
        family.get_events({ start, end }),
        family.get_events_reserved({ start, end }),
        family.get_events_sav({ start, end }),
      ]);
      return {
        rentals: fieldRecords(rentals) as Loose[],
        reservations: fieldRecords(reservations) as Loose[],
        sav: fieldRecords(sav) as Loose[],
      };
    },

    async saveDisplay(display: PlanningDisplay): Promise<void> {
      await family.update_planning_vue({ newData: { ...display }, key: AVAILABILITY_DISPLAY_KEY });
    },

    async saveOptions(options: PlanningOptions): Promise<void> {
      await family.save_calendar_colors({ colors: JSON.stringify(options.colors) });
      await family.save_day_to_hide({ days: formatHiddenDays(options.hiddenDays) });
      await family.save_planning_events_type_to_show(eventTypesToSettings(options.eventTypes));
    },
  };
}

export type AvailabilityApi = ReturnType<typeof createAvailabilityApi>;
