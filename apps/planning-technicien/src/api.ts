import {
  calls,
  fieldRecords,
  formatHiddenDays,
  frenchDayOfWire,
  parseHiddenDays,
  readPlanningIntervention,
  readyAnswers,
  statusesToShow,
  tabletOptionKey,
  technicianFields,
  text,
  toWireDateTime,
  toWireDay,
  unavailabilityTypes,
  usesTablet,
} from '@locasuite/core';
import type {
  Answered,
  ApiClient,
  PlanningDisplay,
  PlanningIntervention,
  ReadyAnswers,
} from '@locasuite/core';

/**
 * What the page needs of the API client: the typed `call`, and the prefetched answers already in
 * when it can read them at once (the shell's client does; tests may give less).
 */
export type TechnicianApi = Pick<ApiClient, 'call'> & Partial<ReadyAnswers>;

const c = calls.planningTechnicien;

/** The tablet option's product (spec 2 §3.1 `use_{product}_tablette`): after-sales. */
const TABLET_PRODUCT = 'sav';
/** The planning_display key of the page (spec 2 §3.1). */
export const TECHNICIAN_DISPLAY_KEY = 'planning-technicien';
const DAY = 86_400_000;

const ms = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** spec 2 §3.1 Technician. */
export interface Technician {
  readonly name: string;
  readonly agencyId: string;
}

/** spec 2 §3.1 Agency (soft). */
export interface Agency {
  readonly id: string;
  readonly name: string;
}

/** spec 2 §3.1 Unavailability (active ones), dates in milliseconds. */
export interface Unavailability {
  readonly key: string;
  readonly technician: string;
  readonly type: string;
  readonly start: number;
  readonly end: number;
}

/** spec 2 §3.1 Comment on a technician (active ones). */
export interface TechnicianComment {
  readonly key: string;
  readonly technician: string;
  readonly comment: string;
  readonly start: number;
  readonly end: number;
}

/** What the page loads once (and again after a settings save). */
export interface PlanningSetup {
  readonly technicians: readonly Technician[];
  readonly agencies: readonly Agency[];
  /** Saved colours (JSON text), read through core's `interventionColor`. */
  readonly colors: string;
  readonly hiddenDays: readonly number[];
  /** spec 2 §3.1 `statutToShow`; empty: every status. */
  readonly statuses: readonly string[];
  readonly useTablet: boolean;
  /** spec 2 §4.1 calendar setting `multie-technicien`. */
  readonly multiTechnician: boolean;
  readonly types: readonly { TYPE: string; LABEL: string }[];
  /** The agency the person chose last (`getAgency`, spec 2 §7.1); '' when none. */
  readonly agencyId: string;
}

/** What the calendar draws for a range: interventions, unscheduled cards, unavailabilities. */
export interface PlanningData {
  /** Planned (110–130) and finished (140) interventions of the range. */
  readonly interventions: readonly PlanningIntervention[];
  /** Unscheduled (100) cards of the bottom panel. */
  readonly unscheduled: readonly PlanningIntervention[];
  readonly unavailabilities: readonly Unavailability[];
}

/**
 * What the page loads once: technicians, agencies, settings, options, types, and the agency the
 * signed-in person (`username`: their login or e-mail) chose last.
 */
export async function loadSetup(api: TechnicianApi, username: string): Promise<PlanningSetup> {
  return readSetup(await Promise.all(askSetup(api, username)));
}

/** `loadSetup`'s result when its answers are already in (a prefetch), else undefined. */
export function setupNow(api: TechnicianApi, username: string): PlanningSetup | undefined {
  const answers = readyAnswers(api, (client) => askSetup(client, username));
  return answers && readSetup(answers);
}

/** The calls of `loadSetup`, without reading their answers (the prefetch asks them this way). */
export function askSetup(api: TechnicianApi, username: string) {
  return [
    api.call(c.get_technicien_liste, {}),
    api.call(c.get_agency_soft, {}),
    api.call(c.get_calendar_colors, {}),
    api.call(c.get_day_to_hide, {}),
    api.call(c.get_planning_technicien_options, {}),
    api.call(c.get_calendar_settings, {}),
    api.call(c.getIndisponibilityType, {}),
    username === '' ? null : api.call(c.getAgency, { username }),
  ] as const;
}

function readSetup([
  technicians,
  agencies,
  colors,
  days,
  options,
  settings,
  types,
  agency,
]: Answered<ReturnType<typeof askSetup>>): PlanningSetup {
  const agencyList = fieldRecords(agencies).map((r) => ({
    id: text(r.ID_Agence),
    name: text(r.ag_nom),
  }));
  const saved = agency ? text(fieldRecords(agency)[0]?.ID_Agence) : '';
  const option = (key: string) => fieldRecords(options).find((r) => r.Key === key)?.Value;
  const params = fieldRecords(settings)[0]?.Params;
  return {
    technicians: fieldRecords(technicians)
      .map((r) => ({ name: text(r.NOM_TECHNICIEN), agencyId: text(r.ID_Agence) }))
      .filter((t) => t.name !== ''),
    agencies: agencyList,
    colors: text(fieldRecords(colors).find((r) => r.Key === 'status_colors')?.Value),
    hiddenDays: parseHiddenDays(fieldRecords(days).find((r) => r.Key === 'day_to_hide')?.Value),
    statuses: statusesToShow(option('statutToShow')),
    useTablet: usesTablet(option(tabletOptionKey(TABLET_PRODUCT))),
    multiTechnician:
      !!params &&
      typeof params === 'object' &&
      (params as Record<string, unknown>)['multie-technicien'] === true,
    types: unavailabilityTypes(fieldRecords(types)),
    // An agency no longer listed is no choice.
    agencyId: agencyList.some((a) => a.id === saved) ? saved : '',
  };
}

export async function loadUnavailabilities(api: TechnicianApi): Promise<Unavailability[]> {
  return readUnavailabilities(await askUnavailabilities(api));
}

function askUnavailabilities(api: TechnicianApi) {
  return api.call(c.get_technicien_available_liste, {});
}

function readUnavailabilities(
  answer: Awaited<ReturnType<typeof askUnavailabilities>>,
): Unavailability[] {
  return fieldRecords(answer)
    .filter((r) => String(r.state ?? '1') !== '0')
    .map((r) => ({
      key: text(r['Clé primaire']),
      technician: text(r.TECHNICIEN),
      type: text(r.TYPE),
      start: ms(r.DEBUT_TIMESTAMP),
      end: ms(r.FIN_TIMESTAMP),
    }));
}

/**
 * spec 2 §7 "events are fetched for the visible date range with the end plus one day, dates sent
 * as month/day/year": current and unscheduled ones, and the finished history (140).
 */
export async function loadPlanning(
  api: TechnicianApi,
  start: number,
  end: number,
): Promise<PlanningData> {
  return readPlanning(await Promise.all(askPlanning(api, start, end)));
}

/**
 * `loadPlanning`'s result when its answers are already in (a prefetch), else undefined: the page's
 * first render then draws the week at once (apps/README.md « Prefetch »).
 */
export function planningNow(api: TechnicianApi, start: number, end: number) {
  const answers = readyAnswers(api, (client) => askPlanning(client, start, end));
  return answers && readPlanning(answers);
}

/**
 * The calls of `loadPlanning`, without reading their answers: the prefetch asks them this way, so
 * that the week's 5,000 interventions are read once, by the page (apps/README.md « Prefetch »).
 */
export function askPlanning(api: TechnicianApi, start: number, end: number) {
  const range = { start: toWireDay(start), end: toWireDay(end + DAY) };
  return [
    api.call(c.get_events_liste, range),
    api.call(c.get_old_events_liste, range),
    askUnavailabilities(api),
  ] as const;
}

function readPlanning([current, old, unavailabilities]: Answered<
  ReturnType<typeof askPlanning>
>): PlanningData {
  const all = fieldRecords(current).map(readPlanningIntervention);
  // spec 2 §4.1 "Events in 140 are not taken from the current list".
  const planned = all.filter((i) => i.start !== null && i.status !== '140' && i.status !== '100');
  return {
    interventions: [...planned, ...fieldRecords(old).map(readPlanningIntervention)],
    unscheduled: all.filter((i) => i.status === '100'),
    unavailabilities: readUnavailabilities(unavailabilities),
  };
}

/** spec 2 §2.1 detail lines (Référence, Désignation, Quantitée; report date and hours). */
export async function loadDetailLines(api: TechnicianApi, link: string) {
  const answer = await api.call(c.get_event_info_by_event_link, { link });
  return fieldRecords(answer).map((r) => ({
    reference: text(r['SAV REF PRODUIT']),
    designation: text(r['SAV DESIGNATION']),
    quantity: text(r['SAV QTE PROD']),
    reportDate: frenchDayOfWire(text(r['DATE RAPPORT'])),
    arrival: text(r['Heure Arriv(1)']),
    departure: text(r['Heure dep(1)']),
  }));
}
export type DetailLine = Awaited<ReturnType<typeof loadDetailLines>>[number];

/** What an edit asks (spec 2 §7: Statut, Debut, Fin, Techniciens_Nom(1..5)). */
export interface InterventionChange {
  readonly status?: string;
  /** Milliseconds, or null to empty the date (cancel, remove). */
  readonly start?: number | null;
  readonly end?: number | null;
  readonly technicians?: readonly string[];
}

/**
 * spec 2 §7 `set_event`: dates `MM/DD/YYYY HH:mm:ss`, the five technician fields (empty string
 * when absent), with the version read (issue 12: a stale one answers 409).
 */
export async function saveIntervention(
  api: TechnicianApi,
  intervention: PlanningIntervention,
  change: InterventionChange,
) {
  const wire = (value: number | null) => (value === null ? '' : toWireDateTime(value));
  const data = {
    ...(change.status !== undefined ? { Statut: change.status } : {}),
    ...(change.start !== undefined ? { Debut: wire(change.start) } : {}),
    ...(change.end !== undefined ? { Fin: wire(change.end) } : {}),
    ...(change.technicians ? technicianFields(change.technicians) : {}),
  };
  return api.call(c.set_event, {
    id: intervention.id,
    data,
    ...(intervention.version !== undefined ? { version: intervention.version } : {}),
  });
}

export async function loadComments(api: TechnicianApi): Promise<TechnicianComment[]> {
  const answer = await api.call(c.get_commentaires_liste, {});
  return fieldRecords(answer)
    .filter((r) => String(r.state ?? '1') !== '0')
    .map((r) => ({
      key: text(r['Clé primaire']),
      technician: text(r.TECHNICIEN),
      comment: text(r.COMMENTAIRE),
      start: ms(r.DEBUT_TIMESTAMP),
      end: ms(r.FIN_TIMESTAMP),
    }));
}

/** A new unavailability (key '') or the deletion of one (state 0), spec 2 §4.1. */
export async function saveUnavailability(
  api: TechnicianApi,
  key: string,
  u: Omit<Unavailability, 'key'>,
  state: 0 | 1,
) {
  await api.call(c.set_technicien_available_liste_by_key, {
    key,
    data: {
      DEBUT: toWireDateTime(u.start),
      FIN: toWireDateTime(u.end),
      TECHNICIEN: u.technician,
      TYPE: u.type,
      state,
    },
  });
}

export async function saveComment(
  api: TechnicianApi,
  key: string,
  comment: Omit<TechnicianComment, 'key'>,
  state: 0 | 1,
) {
  await api.call(c.set_commentaire_by_key, {
    key,
    data: {
      DEBUT: toWireDateTime(comment.start),
      FIN: toWireDateTime(comment.end),
      TECHNICIEN: comment.technician,
      COMMENTAIRE: comment.comment,
      state,
    },
  });
}

/** spec 2 §3.1 tech_to_show_planning_technicien (the client puts the token in the payload). */
export async function saveTechniciansToShow(api: TechnicianApi, names: readonly string[]) {
  await api.call(c.setTechToShow, { liste: names.join(',') });
}

/** spec 2 §2.1 "The choice is saved per user" (planning_display['planning-technicien']). */
export async function saveDisplay(api: TechnicianApi, display: PlanningDisplay) {
  await api.call(c.update_planning_vue, {
    newData: { ...display },
    key: TECHNICIAN_DISPLAY_KEY,
  });
}

/** spec 2 §2.1 calendar settings: colours per status (JSON) and hidden days (comma list). */
export async function saveSettings(
  api: TechnicianApi,
  colors: Readonly<Record<string, string>>,
  hiddenDays: readonly number[],
) {
  await api.call(c.save_calendar_colors, { colors: JSON.stringify(colors) });
  await api.call(c.save_day_to_hide, { days: formatHiddenDays(hiddenDays) });
}

/**
 * spec 2 §7.1 `setAgency`: the clearable Agence filter, saved per user ('' clears it). The session
 * proves who asks; the page holds no password (see the catalogue).
 */
export async function saveAgency(api: TechnicianApi, username: string, agencyId: string) {
  await api.call(c.setAgency, { username, agencyId });
}
