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
  readyAnswers,
} from '@locasuite/core';
import type {
  Answered,
  CalendarColors,
  CallOnly,
  EventTypesToShow,
  ParcItem,
  PlanningDisplay,
  ReadyAnswers,
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
 * The calls of `loadReference`, without reading their answers: the prefetch asks them this way,
 * and `referenceNow` reads them at once when they are all in (apps/README.md « Prefetch »).
 */
export function askReference(api: CallOnly) {
  const family = bindFamily(api, calls.planningDisponibilite);
  const general = bindFamily(api, calls.general);
  return [
    family.get_parc({}),
    general.get_agency({}),
    family.get_calendar_colors({}),
    family.get_contrat_state({}),
    family.get_state_colors({}),
    family.get_day_to_hide({}),
    family.get_planning_events_type_to_show({}),
  ] as const;
}

type ReferenceAnswers = Answered<ReturnType<typeof askReference>>;

function readReference([
  parc,
  agencies,
  colors,
  states,
  stateColors,
  days,
  types,
]: ReferenceAnswers): ReferenceData {
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
}

/** The calls of `loadWindow` for the window `start`–`end`, without reading their answers. */
export function askWindow(api: CallOnly, start: number, end: number) {
  const family = bindFamily(api, calls.planningDisponibilite);
  return [
    family.get_events({ start, end }),
    family.get_events_reserved({ start, end }),
    family.get_events_sav({ start, end }),
  ] as const;
}

function readWindow([rentals, reservations, sav]: Answered<
  ReturnType<typeof askWindow>
>): WindowEvents {
  return {
    rentals: fieldRecords(rentals) as Loose[],
    reservations: fieldRecords(reservations) as Loose[],
    sav: fieldRecords(sav) as Loose[],
  };
}

/**
 * The calls of spec 1 §7 (availability planning) the page makes. `update_planning_vue` carries
 * the session token in its payload: the client puts it there. Bound to `api.call`, so that the
 * shell's prefetched answers reach them, and read at once by the page's first render when they
 * are already in (`referenceNow`, `windowNow`; apps/README.md « Prefetch »).
 */
export function createAvailabilityApi(api: CallOnly & Partial<ReadyAnswers>) {
  const family = bindFamily(api, calls.planningDisponibilite);
  return {
    async loadReference(): Promise<ReferenceData> {
      const [parc, agencies, ...settings] = askReference(api);
      // No agency list leaves the selector empty, not the page.
      const noAgencies = { data: [] } as unknown as ReferenceAnswers[1];
      return readReference(
        await Promise.all([parc, agencies.catch(() => noAgencies), ...settings] as const),
      );
    },

    /** `loadReference`'s result when its answers are already in (a prefetch), else undefined. */
    referenceNow(): ReferenceData | undefined {
      const answers = readyAnswers(api, askReference);
      return answers && readReference(answers);
    },

    async loadWindow(start: number, end: number): Promise<WindowEvents> {
      return readWindow(await Promise.all(askWindow(api, start, end)));
    },

    /** `loadWindow`'s result when its answers are already in (a prefetch), else undefined. */
    windowNow(start: number, end: number): WindowEvents | undefined {
      const answers = readyAnswers(api, (client) => askWindow(client, start, end));
      return answers && readWindow(answers);
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
