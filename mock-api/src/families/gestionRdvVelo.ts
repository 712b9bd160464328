import {
  OPEN_CONTRACT_STATES,
  RDV_MESSAGES,
  agencyMapLink,
  checkWeeklyRecurrence,
  dayTimestamp,
  decideSlotEdit,
  endOfDayUtc,
  formatFrenchLongDay,
  isValidTimeRange,
  rdvTypeColors,
  rdvValide,
  recurrenceId,
  slotTypeFields,
  slotTypeKeys,
  startOfDayUtc,
  weeklyOccurrences,
  type SlotEditRequest,
  type SlotState,
} from '@locasuite/core';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { BikeAgenciesTable, BikeSlotsTable, Database } from '../db/schema';
import { HttpError } from '../HttpError';
import { defineHandlers, read, signedInUser, type HandlerContext } from '../http/defineHandlers';
import { list } from './answers';
import { colorObject, type CalendarColorScheme } from './calendarColorSchemes';
import { OTHER_TOKEN, calendarSettingsHandlers, readSetting } from './planningSettings';
import { setDisplayKey } from './records';

/** Settings scope of the bike appointment calendar: its tool route (planning settings). */
export const RDV_SCOPE = 'planning-gestion-rdv-velo';
/** The mailbox of the customers' mails when an agency names none. */
const DEFAULT_SENDER = 'location@locasuite-location.fr';
const DAY = 86_400_000;
/** The widest range the between-timestamps reads serve (ours: a little over a year). */
const MAX_RANGE_DAYS = 400;
/** Time ranges in one creation (spec 2 §5.2 "several ranges may be added"; ours: 20). */
const MAX_RANGES = 20;
/** Clients answered by a search by name or code. */
const MAX_CLIENTS = 50;

const M = RDV_MESSAGES;

type SlotRow = Selectable<BikeSlotsTable>;
type AgencyRow = Selectable<BikeAgenciesTable>;
interface RdvType {
  readonly KEY: string;
  readonly LABEL_TECH: string;
}

const TYPE_FIELD = /^TYPE_ID\d+$/;
const isIntegerId = (n: number) => Number.isInteger(n) && n >= 0 && n <= 2_147_483_647;
const gps = (a: AgencyRow) =>
  a.latitude === null || a.longitude === null ? '' : `${a.latitude},${a.longitude}`;

/** spec 2 §3.2 Appointment types, from the `types_rdv` setting (KEY, LABEL_TECH). */
async function appointmentTypes(db: Kysely<Database>): Promise<RdvType[]> {
  const stored = await readSetting(db, 'types_rdv', RDV_SCOPE);
  try {
    const parsed: unknown = JSON.parse(stored ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((t): t is Record<string, unknown> => typeof t === 'object' && t !== null)
      .filter((t) => typeof t.KEY === 'string' && TYPE_FIELD.test(t.KEY))
      .map((t) => ({ KEY: String(t.KEY), LABEL_TECH: String(t.LABEL_TECH ?? t.KEY) }));
  } catch {
    return [];
  }
}

async function findAgency(db: Kysely<Database>, id: string | number): Promise<AgencyRow> {
  const numeric = Number(String(id).trim());
  const row =
    String(id).trim() !== '' && isIntegerId(numeric)
      ? await db
          .selectFrom('bike_agencies')
          .selectAll()
          .where('id', '=', numeric)
          .executeTakeFirst()
      : undefined;
  if (!row) throw new HttpError(422, `Agence inconnue : ${String(id)}.`);
  return row;
}

async function agenciesById(db: Kysely<Database>): Promise<Map<number, AgencyRow>> {
  const rows = await db.selectFrom('bike_agencies').selectAll().execute();
  return new Map(rows.map((a) => [a.id, a]));
}

async function findSlot(db: Kysely<Database>, key: string | number): Promise<SlotRow> {
  const numeric = Number(String(key).trim());
  const row = isIntegerId(numeric)
    ? await db.selectFrom('bike_slots').selectAll().where('key', '=', numeric).executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, `Créneau introuvable : ${String(key)}.`);
  return row;
}

/** The agency fields a slot carries on the wire (spec 2 §3.2 ADRESSE, AGENCE_MAP_LINK, …). */
function agencyFields(agency: AgencyRow | undefined) {
  return {
    ADRESSE: agency?.address ?? '',
    AGENCE_MAP_LINK: agency ? agencyMapLink(gps(agency)) : '',
    AGENCE_INDICATIONS: agency?.indications ?? '',
    AGENCE_NOM: agency?.name ?? '',
  };
}

/** spec 2 §3.2 Availability slot, as the page reads it (`key` and `version` are ours). */
function slotFieldData(row: SlotRow, agency: AgencyRow | undefined, types: readonly RdvType[]) {
  const extra = row.types.filter((k) => !types.some((t) => t.KEY === k));
  return {
    key: row.key,
    version: row.version,
    AGENCE: row.agency_id,
    VILLE: row.city,
    JOUR: row.day_ts,
    DEBUT: row.start_time,
    FIN: row.end_time,
    ...slotTypeFields(row.types, types),
    ...Object.fromEntries(extra.map((k) => [k, 1])),
    LIBRE: row.booked,
    RDV_VALIDE: rdvValide(row.rdv_valide),
    NOM: row.last_name,
    PRENOM: row.first_name,
    CODE_CLIENT: row.client_code,
    MAIL: row.mail,
    NUMERO: row.phone,
    HEBDOMADAIRE: row.weekly,
    ID_HEBDOMADAIRE: row.series_id,
    COMMENTAIRE: row.comments,
    SUPPRIMER: 0,
    RESERVATION_NUM: row.reservation_num,
    VELO_TYPE: row.bike_type,
    MATRICULE: row.matricule,
    CONTRAT: row.contract,
    ...agencyFields(agency),
  };
}

async function answerSlots(db: Kysely<Database>, rows: readonly SlotRow[]) {
  const [agencies, types] = await Promise.all([agenciesById(db), appointmentTypes(db)]);
  return list(rows.map((r) => slotFieldData(r, agencies.get(r.agency_id), types)));
}

/** spec 2 §7.2 "start and end day timestamps in milliseconds", §9 day start 00:00, end 23:59:59. */
function dayRange(start: number, end: number) {
  const from = startOfDayUtc(start);
  const to = endOfDayUtc(end);
  if (to < from) {
    throw new HttpError(422, 'La période demandée est invalide : la fin doit suivre le début.');
  }
  if (to - from > MAX_RANGE_DAYS * DAY) {
    throw new HttpError(
      422,
      `La période demandée est trop longue : ${MAX_RANGE_DAYS} jours au plus.`,
    );
  }
  return { from, to };
}

function slotState(row: SlotRow): SlotState {
  return {
    AGENCE: row.agency_id,
    VILLE: row.city,
    JOUR: row.day_ts,
    DEBUT: row.start_time,
    FIN: row.end_time,
    types: row.types,
    LIBRE: row.booked === 1 ? 1 : 0,
    RDV_VALIDE: rdvValide(row.rdv_valide),
    NOM: row.last_name,
    PRENOM: row.first_name,
    CODE_CLIENT: row.client_code,
    MAIL: row.mail,
    NUMERO: row.phone,
    VELO_TYPE: row.bike_type,
    RESERVATION_NUM: row.reservation_num,
    CONTRAT: row.contract,
    MATRICULE: row.matricule,
    COMMENTAIRE: row.comments,
  };
}

/** The TYPE_ID fields of a payload: unknown keys are refused, the others read as 1 or not. */
function typeFieldsOf(data: Readonly<Record<string, unknown>>, types: readonly RdvType[]) {
  const sent = Object.keys(data).filter((k) => TYPE_FIELD.test(k));
  const unknown = sent.filter((k) => !types.some((t) => t.KEY === k));
  if (unknown.length > 0) {
    throw new HttpError(
      422,
      `Type de RDV inconnu : ${unknown.join(', ')} (${types.map((t) => t.KEY).join(', ')}).`,
    );
  }
  return { sent, keys: slotTypeKeys(data, types) };
}

/** A client row by its code (case-insensitive). */
async function clientByCode(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('clients')
    .selectAll()
    .where(sql<string>`lower(code_client)`, '=', code.trim().toLowerCase())
    .executeTakeFirst();
}

/** spec 2 §3.2 Client: SOCIETE, NOM, PRENOM, CONTACT_MAIL(1), CODE_CLIENT, TELEPHONE. */
function clientFieldData(row: { code_client: string; company_name: string; data: object }) {
  const data = row.data as Record<string, unknown>;
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    SOCIETE: text(data.SOCIETE ?? row.company_name),
    NOM: text(data.NOM),
    PRENOM: text(data.PRENOM),
    'CONTACT_MAIL(1)': text(data['CONTACT_MAIL(1)']),
    CODE_CLIENT: row.code_client,
    TELEPHONE: text(data.TELEPHONE),
    VILLE: text(data.VILLE),
    TYPE_CLIENT: text(data.TYPE_CLIENT),
  };
}

type ContractRowSel = Selectable<Database['contracts']>;

/**
 * spec 2 §3.2 Contract: one record per equipment line (N° Contrat Comp, N° Mat interne, N° CDE
 * Client, Descrip Materiel, and their Contrat Loc:: / LocdataS_:: twins).
 */
async function contractRecords(db: Kysely<Database>, contracts: readonly ContractRowSel[]) {
  if (contracts.length === 0) return [];
  const lines = await db
    .selectFrom('contract_lines')
    .select(['id', 'contract_id', 'data'])
    .where(
      'contract_id',
      'in',
      contracts.map((c) => c.id),
    )
    .orderBy('contract_id')
    .orderBy('id')
    .execute();
  const records: Record<string, unknown>[] = [];
  for (const c of contracts) {
    const own = lines.filter((l) => l.contract_id === c.id);
    const order = String(c.data.CL_REF_COMMANDE ?? '');
    const base = {
      ID: c.id,
      'N° Contrat Comp': c.num_contrat,
      'Contrat Loc::N° Contrat Comp': c.num_contrat,
      'N° CDE Client': order,
      'Contrat Loc::N° CDE Client': order,
      numero_reservation: String(c.data.numero_reservation ?? ''),
      CONTRAT_STATE: c.state ?? '',
      'Code client': String(c.data['Code client'] ?? ''),
    };
    if (own.length === 0) {
      records.push({ ...base, 'N° Mat interne': '', 'LocdataS_::N° Mat interne': '' });
      continue;
    }
    for (const line of own) {
      const matricule = String(line.data.CLD_MATRICULE ?? '');
      records.push({
        ...base,
        CLD_ID: line.id,
        'N° Mat interne': matricule,
        'LocdataS_::N° Mat interne': matricule,
        'Descrip Materiel': String(line.data.CLD_DESCRIPTION ?? ''),
      });
    }
  }
  return records;
}

/** The contracts of a client that a booking may name (spec 2 §5.2), newest first. */
async function openContractsOf(db: Kysely<Database>, clientId: number) {
  return db
    .selectFrom('contracts')
    .selectAll()
    .where('client_id', '=', clientId)
    .where('state', 'in', [...OPEN_CONTRACT_STATES])
    .orderBy('created_ts', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** A contract named on a booked slot: open, and the slot client's. */
async function checkedContract(db: Kysely<Database>, num: string, clientCode: string) {
  const contract = await db
    .selectFrom('contracts')
    .selectAll()
    .where('num_contrat', '=', num.trim())
    .executeTakeFirst();
  if (!contract) throw new HttpError(404, `Contrat introuvable : ${num.trim()}.`);
  const client = clientCode === '' ? undefined : await clientByCode(db, clientCode);
  if (!client || client.id !== contract.client_id) {
    throw new HttpError(409, 'Ce contrat n’est pas celui du client du créneau.');
  }
  if (!OPEN_CONTRACT_STATES.includes(contract.state ?? '')) {
    throw new HttpError(409, `Le contrat ${contract.num_contrat} n’est plus en cours.`);
  }
  const first = await db
    .selectFrom('contract_lines')
    .select('data')
    .where('contract_id', '=', contract.id)
    .orderBy('id')
    .executeTakeFirst();
  return { contract, matricule: String(first?.data.CLD_MATRICULE ?? '') };
}

/** The series a key names: a slot of it (digits) or its ID_HEBDOMADAIRE. */
async function seriesOf(db: Kysely<Database>, key: string | number): Promise<string> {
  const text = String(key).trim();
  if (/^\d+$/.test(text)) {
    const slot = await findSlot(db, text);
    if (slot.series_id === '') {
      throw new HttpError(409, 'Ce créneau ne fait pas partie d’une récurrence.');
    }
    return slot.series_id;
  }
  const found = await db
    .selectFrom('bike_slots')
    .select('key')
    .where('series_id', '=', text)
    .executeTakeFirst();
  if (!found) throw new HttpError(404, `Récurrence introuvable : ${text}.`);
  return text;
}

async function deleteSeries(
  db: Kysely<Database>,
  series: string,
  from?: number,
  to?: number,
): Promise<{ deleted: number }> {
  let query = db.deleteFrom('bike_slots').where('series_id', '=', series);
  if (from !== undefined) query = query.where('day_ts', '>=', from);
  if (to !== undefined) query = query.where('day_ts', '<=', to);
  const result = await query.executeTakeFirst();
  return { deleted: Number(result.numDeletedRows) };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

type MailKind = 'change' | 'free' | 'validation';

const SUBJECTS: Record<MailKind, string> = {
  change: 'Votre rendez-vous vélo a été modifié',
  free: 'Votre rendez-vous vélo est annulé',
  validation: 'Confirmation de votre rendez-vous vélo',
};

const OPENINGS: Record<MailKind, string> = {
  change: 'Votre rendez-vous vélo a été modifié. Voici le nouveau rendez-vous :',
  free: 'Votre rendez-vous vélo ci-dessous est annulé. Contactez-nous pour en choisir un autre.',
  validation: 'Nous vous confirmons votre rendez-vous vélo :',
};

/**
 * The customers' mails of spec 2 §4.2 (their content is not shown; ours): the day, the times,
 * the agency's address, its map link and indications, in French, as text and HTML.
 */
async function queueSlotMail(
  ctx: HandlerContext,
  kind: MailKind,
  slot: { mail: string; day: number; start: string; end: string },
  agency: AgencyRow,
) {
  const map = agencyMapLink(gps(agency));
  const lines = [
    'Bonjour,',
    '',
    OPENINGS[kind],
    `Date : ${formatFrenchLongDay(slot.day)}`,
    `Heure : de ${slot.start} à ${slot.end}`,
    `Agence : ${agency.web_label || agency.name}`,
    `Adresse : ${agency.address}`,
    ...(map ? [`Plan d’accès : ${map}`] : []),
    ...(agency.indications ? [`Indications : ${agency.indications}`] : []),
    '',
    'À bientôt,',
    `L’équipe de ${agency.name}`,
  ];
  const html = lines
    .map((line) => {
      if (line === '') return '<br>';
      if (map && line.endsWith(map)) {
        return `<p>Plan d’accès : <a href="${escapeHtml(map)}">${escapeHtml(map)}</a></p>`;
      }
      return `<p>${escapeHtml(line)}</p>`;
    })
    .join('\n');
  const sender = String(agency.data.MAIL ?? '') || DEFAULT_SENDER;
  await ctx.mail.queue({
    mailbox: sender,
    from: sender,
    to: slot.mail,
    subject: `${SUBJECTS[kind]} : ${formatFrenchLongDay(slot.day)} à ${slot.start}`,
    text: lines.join('\n'),
    html,
  });
}

const mailable = (mail: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(mail.trim());

/** `edit_dispo` newData as the core rules read it (agency and city resolved here). */
async function editRequest(
  db: Kysely<Database>,
  newData: Readonly<Record<string, unknown>>,
  current: SlotRow,
  types: readonly RdvType[],
): Promise<{ request: SlotEditRequest; agency: AgencyRow | null }> {
  const request: { -readonly [K in keyof SlotEditRequest]: SlotEditRequest[K] } = {};
  let agency: AgencyRow | null = null;
  const agencyId = newData.AGENCE;
  if (agencyId === '') request.AGENCE = null;
  else if (typeof agencyId === 'string' || typeof agencyId === 'number') {
    agency = await findAgency(db, agencyId);
    request.AGENCE = agency.id;
    // The city is the agency's (spec 2 §3.2 VILLE): it changes with the agency only.
    request.VILLE = agency.id === current.agency_id ? current.city : agency.city;
  }
  if (typeof newData.JOUR === 'number') request.JOUR = newData.JOUR;
  if (typeof newData.DEBUT === 'string') request.DEBUT = newData.DEBUT;
  if (typeof newData.FIN === 'string') request.FIN = newData.FIN;
  const { sent } = typeFieldsOf(newData, types);
  if (sent.length > 0) {
    request.types = types
      .filter((t) =>
        sent.includes(t.KEY)
          ? Number(newData[t.KEY]) === 1 || newData[t.KEY] === true
          : current.types.includes(t.KEY),
      )
      .map((t) => t.KEY);
  }
  if (newData.LIBRE === 0 || newData.LIBRE === 1) request.LIBRE = newData.LIBRE;
  if (newData.RDV_VALIDE !== undefined) request.RDV_VALIDE = newData.RDV_VALIDE;
  if (typeof newData.COMMENTAIRE === 'string') request.comment = newData.COMMENTAIRE;
  for (const field of [
    'NOM',
    'PRENOM',
    'CODE_CLIENT',
    'MAIL',
    'NUMERO',
    'VELO_TYPE',
    'RESERVATION_NUM',
    'CONTRAT',
    'MATRICULE',
  ] as const) {
    const value = newData[field];
    if (typeof value === 'string') request[field] = value;
  }
  // spec 2 §5.2 "a client found by name or code": a booking (or a change of client) names a
  // known client; on a booking, its record fills the names, mail and phone the page left out.
  const code = request.CODE_CLIENT?.trim() ?? '';
  if (code !== '' && code.toLowerCase() !== current.client_code.toLowerCase()) {
    const client = await clientByCode(db, code);
    if (!client) throw new HttpError(422, `Client inconnu : ${code}.`);
    request.CODE_CLIENT = client.code_client;
    if (request.LIBRE === 1 && current.booked === 0) {
      const record = clientFieldData(client);
      request.NOM ??= record.NOM;
      request.PRENOM ??= record.PRENOM || record.SOCIETE;
      request.MAIL ??= record['CONTACT_MAIL(1)'];
      request.NUMERO ??= record.TELEPHONE;
    }
  }
  return { request, agency };
}

/**
 * spec 2 §7.2 Availability (`/api/gestionRdvVelo/v1`), issue 13. The rules of §4.2, §5.2 and §6
 * are decided by core's `decideSlotEdit` for every `edit_dispo`; its write is one UPDATE
 * conditional on the version read (and, for a booking, on the slot being free): of concurrent
 * bookings of one free slot exactly one is written, the others answer 409 « Ce créneau vient
 * d'être réservé ». Admin-only calls are refused by the dispatcher with the §8 text.
 */

/** A stored colours text, or nothing when it is not a JSON object. */
function savedColors(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
}

/**
 * The bike planning's colours (spec 2 §7.2): `calendar_colors`, one `#rrggbb` colour per
 * appointment type of the database, a type never coloured taking the palette's.
 */
const RDV_COLORS: CalendarColorScheme = {
  rows: [{ key: 'calendar_colors' }],
  async answer(stored, ctx) {
    const types = await appointmentTypes(ctx.db);
    return {
      calendar_colors: JSON.stringify(rdvTypeColors(types, savedColors(stored.calendar_colors))),
    };
  },
  async save(colors, ctx, stored) {
    const parsed = colorObject(
      colors,
      'Les couleurs doivent former un objet : type de RDV → couleur #RRGGBB.',
    );
    const types = await appointmentTypes(ctx.db);
    for (const [key, color] of Object.entries(parsed)) {
      if (!types.some((t) => t.KEY === key)) {
        throw new HttpError(
          422,
          `Type de RDV inconnu : ${key} (${types.map((t) => t.KEY).join(', ')}).`,
        );
      }
      if (typeof color !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(color)) {
        throw new HttpError(
          422,
          `La couleur du type ${key} est invalide : choisissez une couleur au format #RRGGBB.`,
        );
      }
    }
    const before = rdvTypeColors(types, savedColors(stored.calendar_colors));
    return { calendar_colors: JSON.stringify(rdvTypeColors(types, { ...before, ...parsed })) };
  },
};

export const gestionRdvVeloHandlers = defineHandlers('gestionRdvVelo', {
  get_agency_liste: read(async (ctx) => {
    const rows = await ctx.db.selectFrom('bike_agencies').selectAll().orderBy('id').execute();
    return list(
      rows.map((a) => ({
        ...a.data,
        PR_ID_AG: a.id,
        PR_NOM_AG: a.name,
        PR_VILLE_AG: a.city,
        WEB_LABEL: a.web_label,
        PR_COLOR: a.color,
        ADRESSE: a.address,
        GPS: gps(a),
        INDICATIONS: a.indications,
        AGENCE_MAP_LINK: agencyMapLink(gps(a)),
      })),
    );
  }),

  get_rdv_type_liste: read(async (ctx) =>
    list((await appointmentTypes(ctx.db)).map((t) => ({ KEY: t.KEY, LABEL_TECH: t.LABEL_TECH }))),
  ),

  get_dispo: read(async (ctx, { city, agency }) => {
    const found = await findAgency(ctx.db, agency);
    let query = ctx.db.selectFrom('bike_slots').selectAll().where('agency_id', '=', found.id);
    if (city.trim() !== '')
      query = query.where(sql<string>`lower(city)`, '=', city.trim().toLowerCase());
    const rows = await query.orderBy('day_ts').orderBy('start_time').orderBy('key').execute();
    return answerSlots(ctx.db, rows);
  }),

  get_dispo_by_agency_between_timestamp: read(async (ctx, { city, agency, start, end }) => {
    const { from, to } = dayRange(start, end);
    const found = await findAgency(ctx.db, agency);
    let query = ctx.db
      .selectFrom('bike_slots')
      .selectAll()
      .where('agency_id', '=', found.id)
      .where('day_ts', '>=', from)
      .where('day_ts', '<=', to);
    if (city.trim() !== '')
      query = query.where(sql<string>`lower(city)`, '=', city.trim().toLowerCase());
    const rows = await query.orderBy('day_ts').orderBy('start_time').orderBy('key').execute();
    return answerSlots(ctx.db, rows);
  }),

  get_dispo_between_timestamp: read(async (ctx, { start, end }) => {
    const { from, to } = dayRange(start, end);
    const rows = await ctx.db
      .selectFrom('bike_slots')
      .selectAll()
      .where('day_ts', '>=', from)
      .where('day_ts', '<=', to)
      .orderBy('day_ts')
      .orderBy('agency_id')
      .orderBy('start_time')
      .orderBy('key')
      .execute();
    return answerSlots(ctx.db, rows);
  }),

  get_dispo_by_client: read(async (ctx, { client }) => {
    const rows = await ctx.db
      .selectFrom('bike_slots')
      .selectAll()
      .where(sql<string>`lower(client_code)`, '=', client.trim().toLowerCase())
      .where('client_code', '<>', '')
      .orderBy('day_ts')
      .orderBy('start_time')
      .orderBy('key')
      .execute();
    return answerSlots(ctx.db, rows);
  }),

  set_dispo: async (ctx, { dispo }) => {
    const items = Array.isArray(dispo) ? dispo : [dispo];
    if (items.length > MAX_RANGES) {
      throw new HttpError(422, `${MAX_RANGES} plages horaires au plus par création.`);
    }
    const types = await appointmentTypes(ctx.db);
    const createdAt = ctx.now().getTime();
    const rows: {
      agency_id: number;
      city: string;
      day_ts: number;
      start_time: string;
      end_time: string;
      types: string;
      weekly: number;
      series_id: string;
    }[] = [];
    for (const item of items) {
      const agency = await findAgency(ctx.db, item.AGENCE);
      const { keys } = typeFieldsOf(item, types);
      if (keys.length === 0) throw new HttpError(422, M.typeRequired);
      if (!isValidTimeRange(item.DEBUT, item.FIN)) throw new HttpError(422, M.timeRange);
      const day = dayTimestamp(item.JOUR);
      let days = [day];
      let series = '';
      if (item.HEBDOMADAIRE === 1) {
        if (item.FIN_HEBDOMADAIRE === undefined) {
          throw new HttpError(422, 'Choisissez la date de fin de la récurrence.');
        }
        const recurrence = {
          start: day,
          end: item.FIN_HEBDOMADAIRE,
          interval: item.INTERVALLE_HEBDOMADAIRE ?? 1,
        };
        const refusal = checkWeeklyRecurrence(recurrence);
        if (refusal) throw new HttpError(refusal.status, refusal.message);
        days = weeklyOccurrences(recurrence);
        series = recurrenceId(createdAt, day, item.FIN_HEBDOMADAIRE);
      }
      for (const d of days) {
        rows.push({
          agency_id: agency.id,
          city: agency.city,
          day_ts: d,
          start_time: item.DEBUT,
          end_time: item.FIN,
          types: JSON.stringify(keys),
          weekly: series === '' ? 0 : 1,
          series_id: series,
        });
      }
    }
    const inserted = await ctx.db.insertInto('bike_slots').values(rows).returning('key').execute();
    return { keys: inserted.map((r) => r.key) };
  },

  edit_dispo: async (ctx, { key, newData, sendEmail, version }) => {
    const user = signedInUser(ctx);
    const row = await findSlot(ctx.db, key);
    if (version !== undefined && version !== row.version) {
      // The loser of a booking race learns why: the slot it saw free is booked now.
      if (newData.LIBRE === 1 && row.booked === 1) throw new HttpError(409, M.alreadyBooked);
      throw new HttpError(409, M.stale);
    }
    const types = await appointmentTypes(ctx.db);
    const { request, agency } = await editRequest(ctx.db, newData, row, types);
    const decision = decideSlotEdit(slotState(row), request, {
      isAdmin: user.admin,
      user: user.display_name || user.login,
      now: ctx.now().getTime(),
      versionSeen: version !== undefined,
    });
    if (!decision.ok) throw new HttpError(decision.status, decision.message);
    const next = decision.next;
    if (next.AGENCE === null) throw new HttpError(422, M.agencyRequired);
    let matricule = next.MATRICULE;
    if (decision.changed.includes('CONTRAT') && next.CONTRAT !== '') {
      const checked = await checkedContract(ctx.db, next.CONTRAT, next.CODE_CLIENT);
      if (!decision.changed.includes('MATRICULE')) matricule = checked.matricule;
    }
    const booking = decision.action === 'book';
    let update = ctx.db
      .updateTable('bike_slots')
      .set({
        agency_id: next.AGENCE,
        city: next.VILLE,
        day_ts: next.JOUR,
        start_time: next.DEBUT,
        end_time: next.FIN,
        types: JSON.stringify(next.types),
        booked: next.LIBRE,
        rdv_valide: next.RDV_VALIDE,
        last_name: next.NOM,
        first_name: next.PRENOM,
        client_code: next.CODE_CLIENT,
        mail: next.MAIL,
        phone: next.NUMERO,
        bike_type: next.VELO_TYPE,
        reservation_num: next.RESERVATION_NUM,
        contract: next.CONTRAT,
        matricule,
        comments: JSON.stringify(next.COMMENTAIRE),
        version: sql<number>`version + 1`,
        updated_at: ctx.now(),
      })
      .where('key', '=', row.key)
      .where('version', '=', row.version);
    // Decided in the database: a booking is written only over a free slot.
    if (booking) update = update.where('booked', '=', 0);
    const updated = await update.returning('version').executeTakeFirst();
    if (!updated) {
      const now = await ctx.db
        .selectFrom('bike_slots')
        .select('booked')
        .where('key', '=', row.key)
        .executeTakeFirst();
      throw new HttpError(409, booking && now?.booked === 1 ? M.alreadyBooked : M.stale);
    }
    // spec 2 §4.2: a mail when the day, the times or the city changed, and always when freeing.
    const wantsMail = sendEmail !== false && sendEmail !== 0;
    if (decision.action === 'free' && mailable(row.mail)) {
      const where = await findAgency(ctx.db, row.agency_id);
      await queueSlotMail(
        ctx,
        'free',
        {
          mail: row.mail,
          day: row.day_ts,
          start: row.start_time,
          end: row.end_time,
        },
        where,
      );
    } else if (decision.notify && wantsMail && mailable(next.MAIL)) {
      const where = agency ?? (await findAgency(ctx.db, next.AGENCE));
      await queueSlotMail(
        ctx,
        'change',
        {
          mail: next.MAIL,
          day: next.JOUR,
          start: next.DEBUT,
          end: next.FIN,
        },
        where,
      );
    }
    return { recordId: row.key, version: updated.version };
  },

  delete_dispo: async (ctx, { key }) => {
    const row = await findSlot(ctx.db, key);
    await ctx.db.deleteFrom('bike_slots').where('key', '=', row.key).execute();
    return { recordId: row.key };
  },

  delete_dispo_recurrence: async (ctx, { key }) =>
    deleteSeries(ctx.db, await seriesOf(ctx.db, key)),

  delete_future_dispo_recurrence: async (ctx, { key, start }) =>
    deleteSeries(ctx.db, await seriesOf(ctx.db, key), startOfDayUtc(start)),

  delete_future_dispo_recurrence_betwenne_date: async (ctx, { key, start, end }) => {
    const from = startOfDayUtc(start);
    const to = endOfDayUtc(end);
    if (to < from) {
      throw new HttpError(422, 'La date de fin doit suivre la date de début.');
    }
    return deleteSeries(ctx.db, await seriesOf(ctx.db, key), from, to);
  },

  get_client_by_code_client: read(async (ctx, { code_client }) => {
    const row = await clientByCode(ctx.db, code_client);
    return list(row ? [clientFieldData(row)] : []);
  }),

  get_client_by_name_or_code_client: read(async (ctx, { clientData }) => {
    const pattern = `%${clientData
      .trim()
      .toLowerCase()
      .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await ctx.db
      .selectFrom('clients')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(code_client)`, 'like', pattern),
          eb(sql<string>`lower(company_name)`, 'like', pattern),
          eb(sql<string>`lower(coalesce(data->>'NOM', ''))`, 'like', pattern),
          eb(sql<string>`lower(coalesce(data->>'PRENOM', ''))`, 'like', pattern),
          eb(
            sql<string>`lower(coalesce(data->>'PRENOM', '') || ' ' || coalesce(data->>'NOM', ''))`,
            'like',
            pattern,
          ),
        ]),
      )
      .orderBy('company_name')
      .orderBy('code_client')
      .limit(MAX_CLIENTS)
      .execute();
    return list(rows.map(clientFieldData));
  }),

  get_contracts_by_code_client: read(async (ctx, { code }) => {
    const client = await clientByCode(ctx.db, code);
    const contracts = client ? await openContractsOf(ctx.db, client.id) : [];
    if (contracts.length === 0) throw new HttpError(404, M.noContract);
    return list(await contractRecords(ctx.db, contracts));
  }),

  get_contract_by_num: read(async (ctx, { num }) => {
    const text = String(num).trim();
    const contracts = await ctx.db
      .selectFrom('contracts')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('num_contrat', '=', text),
          eb(sql<string>`data->>'numero_reservation'`, '=', text),
        ]),
      )
      .orderBy('id')
      .execute();
    if (contracts.length === 0) {
      throw new HttpError(404, `Aucun contrat pour le numéro de réservation ${text}.`);
    }
    return list(await contractRecords(ctx.db, contracts));
  }),

  get_contract_materiel_by_id: read(async (ctx, { id }) => {
    const text = String(id).trim();
    const numeric = Number(text);
    const contract = await ctx.db
      .selectFrom('contracts')
      .selectAll()
      .where((eb) =>
        /^\d+$/.test(text) && isIntegerId(numeric)
          ? eb.or([eb('id', '=', numeric), eb('num_contrat', '=', text)])
          : eb('num_contrat', '=', text),
      )
      .orderBy('id')
      .executeTakeFirst();
    if (!contract) throw new HttpError(404, `Contrat introuvable : ${text}.`);
    const lines = await ctx.db
      .selectFrom('contract_lines')
      .leftJoin('fleet', 'fleet.id', 'contract_lines.fleet_id')
      .select(['contract_lines.id', 'contract_lines.data', 'fleet.data as fleet'])
      .where('contract_lines.contract_id', '=', contract.id)
      .orderBy('contract_lines.id')
      .execute();
    return list(
      lines.map((l) => {
        const fleet = (l.fleet ?? {}) as Record<string, unknown>;
        const matricule = String(l.data.CLD_MATRICULE ?? '');
        return {
          CLD_ID: l.id,
          'N° Contrat Comp': contract.num_contrat,
          'N° Mat interne': matricule,
          'LocdataS_::N° Mat interne': matricule,
          'Descrip Materiel': String(l.data.CLD_DESCRIPTION ?? ''),
          FAMILLE: String(fleet.FAMILLE ?? l.data.CLD_FAMILLE ?? ''),
          SOUS_FAMILLE: String(fleet.SOUS_FAMILLE ?? l.data.CLD_SOUS_FAMILLE ?? ''),
          MARQUE: String(fleet.MARQUE ?? ''),
        };
      }),
    );
  }),

  update_contrat_num_by_key: async (ctx, { key, contratNum }) => {
    const row = await findSlot(ctx.db, key);
    let contract = '';
    let matricule = '';
    if (contratNum.trim() !== '') {
      if (row.booked !== 1) {
        throw new HttpError(409, 'Un contrat ne s’associe qu’à un créneau réservé.');
      }
      const checked = await checkedContract(ctx.db, contratNum, row.client_code);
      contract = checked.contract.num_contrat;
      matricule = checked.matricule;
    }
    const updated = await ctx.db
      .updateTable('bike_slots')
      .set({ contract, matricule, version: sql<number>`version + 1`, updated_at: ctx.now() })
      .where('key', '=', row.key)
      .where('version', '=', row.version)
      .returning('version')
      .executeTakeFirst();
    if (!updated) throw new HttpError(409, M.stale);
    return { recordId: row.key, version: updated.version };
  },

  validation_dispo_mail: async (ctx, { resa }) => {
    const row = await findSlot(ctx.db, resa.key);
    if (row.client_code === '' || row.last_name === '' || row.mail === '') {
      throw new HttpError(
        409,
        'Ce créneau n’a pas de client avec un code, un nom et un e-mail : aucun mail de validation envoyé.',
      );
    }
    // spec 2 §4.2 "using the original agency data": the agency the page had before the edit.
    const agency = await findAgency(ctx.db, resa.AGENCE ?? row.agency_id);
    if (!mailable(row.mail)) return { errorListe: [row.mail] };
    await queueSlotMail(
      ctx,
      'validation',
      {
        mail: row.mail,
        day: row.day_ts,
        start: row.start_time,
        end: row.end_time,
      },
      agency,
    );
    return { errorListe: [] };
  },

  /**
   * spec 2 §2.2 `Liste des agences` "(several for admins, one for others, remembered)": the
   * person's choice goes to `planning_display[key]`, as the plannings' displays do. Known agencies
   * only, each once; at most one for a non-admin; an empty list is a choice too (nothing shown).
   */
  update_planning_vue: async (ctx, { newData, key, token }) => {
    const user = signedInUser(ctx);
    if (token !== ctx.token) throw new HttpError(403, OTHER_TOKEN);
    const ids: number[] = [];
    for (const raw of newData.agencies) {
      const id = Number(String(raw).trim());
      if (!isIntegerId(id)) throw new HttpError(422, `Agence inconnue : ${String(raw)}.`);
      if (!ids.includes(id)) ids.push(id);
    }
    if (!user.admin && ids.length > 1) throw new HttpError(422, M.oneAgencyOnly);
    const known = ids.length
      ? await ctx.db.selectFrom('bike_agencies').select('id').where('id', 'in', ids).execute()
      : [];
    const unknown = ids.filter((id) => !known.some((a) => a.id === id));
    if (unknown.length > 0) throw new HttpError(422, `Agence inconnue : ${unknown.join(', ')}.`);
    await setDisplayKey(ctx.db, user.id, key, ids.map(String), ctx.now());
    return { recordId: user.id };
  },

  ...calendarSettingsHandlers(RDV_SCOPE, RDV_COLORS),
});
