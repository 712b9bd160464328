import {
  RDV_AGENCIES_DISPLAY_KEY,
  calls,
  commentHistory,
  fieldRecords,
  formatHiddenDays,
  isBookedSlot,
  parseHiddenDays,
  rdvTypeColors,
  rdvValide,
  slotTypeKeys,
  startOfDayUtc,
  text,
} from '@locasuite/core';
import type { ApiClient, CommentEntry, RdvValide } from '@locasuite/core';

/** What the page needs of the API client: the typed `call` (the shell gives the full client). */
export type RdvApi = Pick<ApiClient, 'call'>;

const c = calls.gestionRdvVelo;

const num = (value: unknown) => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
};

/** spec 2 §3.2 Agency. */
export interface RdvAgency {
  readonly id: string;
  readonly name: string;
  readonly city: string;
  readonly label: string;
  readonly color: string;
  readonly address: string;
}

/** spec 2 §3.2 Appointment type. */
export interface RdvType {
  readonly KEY: string;
  readonly LABEL_TECH: string;
}

/** What the calendar needs before its slots: agencies, appointment types, colours, hidden days. */
export interface RdvSetup {
  readonly agencies: readonly RdvAgency[];
  readonly types: readonly RdvType[];
  readonly colors: Readonly<Record<string, string>>;
  readonly hiddenDays: readonly number[];
}

/** spec 2 §3.2 Availability slot, as the page reads it (`key` and `version` are the server's). */
export interface Slot {
  readonly key: string;
  readonly version: number | undefined;
  readonly agency: string;
  readonly city: string;
  /** The day at 00:00 UTC (ms). */
  readonly day: number;
  readonly start: string;
  readonly end: string;
  readonly types: readonly string[];
  /** DECISIONS.md: stored LIBRE 1 = booked. */
  readonly booked: boolean;
  readonly status: RdvValide;
  readonly lastName: string;
  readonly firstName: string;
  readonly clientCode: string;
  readonly mail: string;
  readonly phone: string;
  readonly weekly: boolean;
  readonly seriesId: string;
  readonly comments: readonly CommentEntry[];
  readonly reservation: string;
  readonly bikeType: string;
  readonly contract: string;
  readonly matricule: string;
}

function readAgency(r: Record<string, unknown>): RdvAgency {
  return {
    id: text(r.PR_ID_AG),
    name: text(r.PR_NOM_AG),
    city: text(r.PR_VILLE_AG),
    label: text(r.WEB_LABEL) || text(r.PR_NOM_AG),
    color: text(r.PR_COLOR),
    address: text(r.ADRESSE),
  };
}

export function readSlot(r: Record<string, unknown>, types: readonly RdvType[]): Slot {
  const version = Number(r.version);
  return {
    key: text(r.key),
    version: Number.isFinite(version) && r.version !== undefined ? version : undefined,
    agency: text(r.AGENCE),
    city: text(r.VILLE),
    day: startOfDayUtc(num(r.JOUR)),
    start: text(r.DEBUT),
    end: text(r.FIN),
    types: slotTypeKeys(r, types),
    booked: isBookedSlot(r),
    status: rdvValide(r.RDV_VALIDE),
    lastName: text(r.NOM),
    firstName: text(r.PRENOM),
    clientCode: text(r.CODE_CLIENT),
    mail: text(r.MAIL),
    phone: text(r.NUMERO),
    weekly: num(r.HEBDOMADAIRE) === 1,
    seriesId: text(r.ID_HEBDOMADAIRE),
    comments: commentHistory(r.COMMENTAIRE),
    reservation: text(r.RESERVATION_NUM),
    bikeType: text(r.VELO_TYPE),
    contract: text(r.CONTRAT),
    matricule: text(r.MATRICULE),
  };
}

/** The agencies, the appointment types, their colours and the hidden weekdays. */
export async function loadSetup(api: RdvApi): Promise<RdvSetup> {
  const [agencies, types, colors, hidden] = await Promise.all([
    api.call(c.get_agency_liste, {}),
    api.call(c.get_rdv_type_liste, {}),
    api.call(c.get_calendar_colors, {}),
    api.call(c.get_day_to_hide, {}),
  ]);
  const typeList = fieldRecords(types).map((t) => ({
    KEY: text(t.KEY),
    LABEL_TECH: text(t.LABEL_TECH),
  }));
  let saved: unknown = {};
  try {
    saved = JSON.parse(String(fieldRecords(colors)[0]?.Value ?? '{}'));
  } catch {
    saved = {};
  }
  return {
    agencies: fieldRecords(agencies).map(readAgency),
    types: typeList,
    colors: rdvTypeColors(typeList, saved),
    hiddenDays: parseHiddenDays(fieldRecords(hidden)[0]?.Value),
  };
}

/** spec 2 §7.2 "slots are fetched with start and end day timestamps in milliseconds". */
export async function loadSlots(
  api: RdvApi,
  start: number,
  end: number,
  types: readonly RdvType[],
): Promise<Slot[]> {
  const answer = await api.call(c.get_dispo_between_timestamp, { start, end });
  return fieldRecords(answer).map((r) => readSlot(r, types));
}

/** The booked slots of a client code (spec 2 §5.2 search by client code). */
export async function loadClientSlots(
  api: RdvApi,
  client: string,
  types: readonly RdvType[],
): Promise<Slot[]> {
  const answer = await api.call(c.get_dispo_by_client, { client });
  return fieldRecords(answer).map((r) => readSlot(r, types));
}

export async function saveSettings(
  api: RdvApi,
  colors: Readonly<Record<string, string>>,
  hiddenDays: readonly number[],
) {
  await api.call(c.save_calendar_colors, { colors: JSON.stringify(colors) });
  await api.call(c.save_day_to_hide, { days: formatHiddenDays(hiddenDays) });
}

/**
 * spec 2 §2.2 `Liste des agences` "remembered": the person's chosen agencies, kept on their user
 * record (`planning_display`); the client puts the session token in the payload.
 */
export async function saveAgencyChoice(api: RdvApi, agencies: readonly string[]) {
  await api.call(c.update_planning_vue, {
    newData: { agencies: [...agencies] },
    key: RDV_AGENCIES_DISPLAY_KEY,
  });
}

/** What the MODIFICATIONS dialog changes (spec 2 §5.2). */
export interface SlotChanges {
  readonly AGENCE?: string;
  readonly JOUR?: number;
  readonly DEBUT?: string;
  readonly FIN?: string;
  readonly types?: Readonly<Record<string, 0 | 1>>;
  readonly RDV_VALIDE?: number;
  readonly COMMENTAIRE?: string;
}

/** One edit of a slot, always on the version read (a stale one answers 409). */
export async function editSlot(
  api: RdvApi,
  slot: Slot,
  newData: Record<string, unknown>,
  sendEmail = true,
) {
  return api.call(c.edit_dispo, {
    key: slot.key,
    newData: newData as never,
    sendEmail,
    ...(slot.version !== undefined ? { version: slot.version } : {}),
  });
}

/** spec 2 §4.2: the validation mail after a successful edit, with the original agency. */
export async function sendValidationMail(api: RdvApi, slot: Slot) {
  if (!slot.clientCode || !slot.lastName || !slot.mail) return;
  await api.call(c.validation_dispo_mail, {
    resa: { key: slot.key, ...(slot.agency ? { AGENCE: slot.agency } : {}) },
  });
}

export async function freeSlot(api: RdvApi, slot: Slot) {
  return editSlot(api, slot, { LIBRE: 0 });
}

export async function deleteSlot(api: RdvApi, slot: Slot) {
  await api.call(c.delete_dispo, { key: slot.key });
}

/** spec 2 §4.2 recurrence deletion: the whole series, or the future occurrences from a day. */
export async function deleteSeries(
  api: RdvApi,
  slot: Slot,
  scope: { readonly from?: number; readonly to?: number | null },
) {
  if (scope.from === undefined) {
    await api.call(c.delete_dispo_recurrence, { key: slot.key });
  } else if (scope.to === null || scope.to === undefined) {
    await api.call(c.delete_future_dispo_recurrence, { key: slot.key, start: scope.from });
  } else {
    await api.call(c.delete_future_dispo_recurrence_betwenne_date, {
      key: slot.key,
      start: scope.from,
      end: scope.to,
    });
  }
}

/** A new slot per time range (spec 2 §2.2 add-availability dialog). */
export interface NewSlots {
  readonly agency: string;
  readonly city: string;
  readonly day: number;
  readonly types: readonly string[];
  readonly ranges: readonly { readonly start: string; readonly end: string }[];
  readonly weekly: { readonly end: number; readonly interval: number } | null;
}

export async function createSlots(api: RdvApi, input: NewSlots, types: readonly RdvType[]) {
  const typeFields = Object.fromEntries(
    types.map((t) => [t.KEY, input.types.includes(t.KEY) ? 1 : 0]),
  );
  const dispo = input.ranges.map((r) => ({
    AGENCE: input.agency,
    VILLE: input.city,
    JOUR: input.day + 12 * 3_600_000,
    DEBUT: r.start,
    FIN: r.end,
    ...typeFields,
    ...(input.weekly
      ? {
          HEBDOMADAIRE: 1 as const,
          FIN_HEBDOMADAIRE: input.weekly.end + 12 * 3_600_000,
          INTERVALLE_HEBDOMADAIRE: input.weekly.interval,
        }
      : { HEBDOMADAIRE: 0 as const }),
  }));
  return api.call(c.set_dispo, { dispo: dispo as never });
}

/** spec 2 §3.2 Client, as the booking dialog lists it. */
export interface RdvClient {
  readonly code: string;
  readonly company: string;
  readonly lastName: string;
  readonly firstName: string;
  readonly mail: string;
  readonly phone: string;
}

export async function findClients(api: RdvApi, search: string): Promise<RdvClient[]> {
  const answer = await api.call(c.get_client_by_name_or_code_client, { clientData: search });
  return fieldRecords(answer).map((r) => ({
    code: text(r.CODE_CLIENT),
    company: text(r.SOCIETE),
    lastName: text(r.NOM),
    firstName: text(r.PRENOM),
    mail: text(r['CONTACT_MAIL(1)']),
    phone: text(r.TELEPHONE),
  }));
}

/** spec 2 §3.2 Contract (one line of equipment). */
export interface RdvContract {
  readonly number: string;
  readonly matricule: string;
  readonly description: string;
}

export async function findContracts(api: RdvApi, code: string): Promise<RdvContract[]> {
  const answer = await api.call(c.get_contracts_by_code_client, { code });
  return fieldRecords(answer).map((r) => ({
    number: text(r['N° Contrat Comp'] ?? r['Contrat Loc::N° Contrat Comp']),
    matricule: text(r['N° Mat interne'] ?? r['LocdataS_::N° Mat interne']),
    description: text(r['Descrip Materiel']),
  }));
}

/** spec 2 §4.2 manual booking: LIBRE 1 for the client, then the optional contract. */
export async function bookSlot(
  api: RdvApi,
  slot: Slot,
  client: RdvClient,
  contract: string | null,
) {
  const answer = await editSlot(api, slot, { LIBRE: 1, CODE_CLIENT: client.code }, false);
  if (contract)
    await api.call(c.update_contrat_num_by_key, { key: slot.key, contratNum: contract });
  return answer;
}
