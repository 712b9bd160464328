import { parseStateColors } from '@locasuite/core';
import { createUser } from '../auth/users';
import { HttpError } from '../HttpError';
import { list } from './answers';
import { defineHandlers, read } from '../http/defineHandlers';
import { AVAILABILITY_COLORS } from './calendarColorSchemes';
import {
  AVAILABILITY_SCOPE,
  calendarSettingsHandlers,
  eventTypesHandlers,
  planningDisplayHandlers,
  readSetting,
} from './planningSettings';

/**
 * spec 1 §3 Rental event: the fields the planning answers (the stored line holds prices, GPS,
 * inspections… that the planning never shows; a 90-day window stays a few MB lighter).
 */
const RENTAL_EVENT_FIELDS = [
  'CLD_NUM_CONTRAT',
  'CLD_LIEN',
  'CLD_ID_AGENCE',
  'CLD_FAMILLE',
  'CLD_SOUS_FAMILLE',
  'CLD_MATRICULE',
  'CLD_DESCRIPTION',
  'CLD_MARQUE',
  'CLD_NUMERO_SERIE',
  'CLD_NOM_CLIENT',
  'CLD_CLIENT_ADRESSE',
  'CLD_CLIENT_VILLE',
  'CLD_CLIENT_CODEPOSTAL',
  'CLD_DATE_DEPART',
  'CLD_HEURE_DEPART',
  'CLD_DATE_RETOUR',
  'CLD_HEURE_RETOUR',
  'CLD_COMMENTAIRE_DEPART',
  'CLD_COMMENTAIRE_RETOUR',
] as const;

function rentalFields(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of RENTAL_EVENT_FIELDS) if (key in data) out[key] = data[key];
  return out;
}

/** The widest window one call may ask for (a 90-day view plus margins). */
const MAX_WINDOW_MS = 400 * 86_400_000;
/** Delivery legs extend a rental by a few hours on each side (spec 1 §4). */
const DELIVERY_MARGIN_MS = 2 * 86_400_000;

function checkWindow(start: number, end: number): void {
  if (!(end > start)) {
    throw new HttpError(422, 'La fin de la période doit être postérieure à son début.');
  }
  if (end - start > MAX_WINDOW_MS) {
    throw new HttpError(422, 'La période demandée est trop longue (400 jours au plus).');
  }
}

/** spec 1 §7 Availability planning (`/api/planningDisponibilite/v1`). */
export const planningDisponibiliteHandlers = defineHandlers('planningDisponibilite', {
  get_parc: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('fleet')
      .select(['id', 'matricule', 'agency_id', 'data'])
      .orderBy('id')
      .execute();
    return list(
      rows.map((r) => ({ ...r.data, ID: r.id, MATRICULE: r.matricule, ID_AGENCE: r.agency_id })),
    );
  }),

  get_events: read(async (ctx, { start, end }) => {
    checkWindow(start, end);
    // The window index: start_ts < end AND end_ts > start, widened by the delivery legs.
    const rows = await ctx.db
      .selectFrom('contract_lines as l')
      .leftJoin('contracts as c', 'c.id', 'l.contract_id')
      .select([
        'l.id',
        'l.start_ts',
        'l.end_ts',
        'l.delivery_start_ts',
        'l.delivery_end_ts',
        'l.state',
        'l.data',
        'c.state as contract_state',
      ])
      .where('l.start_ts', '<', end + DELIVERY_MARGIN_MS)
      .where('l.end_ts', '>', start - DELIVERY_MARGIN_MS)
      .orderBy('l.start_ts')
      .orderBy('l.id')
      .execute();
    return list(
      rows
        .filter(
          (r) =>
            (r.delivery_start_ts ?? r.start_ts) < end && (r.delivery_end_ts ?? r.end_ts) > start,
        )
        .map((r) => ({
          ...rentalFields(r.data),
          CLD_ID_CONTRAT_LOC_DATA: r.id,
          CLD_STATE: r.state ?? '',
          CLD_CONTRAT_STATE: r.contract_state ?? '',
          CLD_DATE_DEPART_TIMESTAMP: r.start_ts,
          CLD_DATE_RETOUR_TIMESTAMP: r.end_ts,
          CLD_DATE_LIVRAISON_DEPART: r.delivery_start_ts ?? '',
          CLD_DATE_LIVRAISON_RETOUR: r.delivery_end_ts ?? '',
        })),
    );
  }),

  get_events_reserved: read(async (ctx, { start, end }) => {
    checkWindow(start, end);
    const rows = await ctx.db
      .selectFrom('reservations')
      .select(['id', 'start_ts', 'end_ts', 'state', 'data'])
      .where('start_ts', '<', end)
      .where('end_ts', '>', start)
      .orderBy('start_ts')
      .orderBy('id')
      .execute();
    return list(
      rows.map((r) => ({
        ...r.data,
        R_LIEN: r.id,
        CLD_STATE: r.state ?? '',
        R_DATE_DEPART_TIMESTAMP: r.start_ts,
        R_DATE_RETOUR_TIMESTAMP: r.end_ts,
      })),
    );
  }),

  get_events_sav: read(async (ctx, { start, end }) => {
    checkWindow(start, end);
    const rows = await ctx.db
      .selectFrom('interventions')
      .select(['id', 'start_ts', 'end_ts', 'status', 'data'])
      .where('start_ts', '<', end)
      .where('end_ts', '>', start)
      .orderBy('start_ts')
      .orderBy('id')
      .execute();
    return list(
      rows.map((r) => ({
        ...r.data,
        id: r.id,
        Debut_TIMESTAMP: r.start_ts ?? '',
        Fin_TIMESTAMP: r.end_ts ?? '',
      })),
    );
  }),

  get_contrat_state: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('contract_states')
      .select(['state', 'color'])
      .orderBy('state')
      .execute();
    return list(rows);
  }),

  get_state_colors: read(async (ctx) => {
    const colors = parseStateColors(await readSetting(ctx.db, 'state_colors', AVAILABILITY_SCOPE));
    return list([...colors].map(([state, color]) => ({ state, color })));
  }),

  ...calendarSettingsHandlers(AVAILABILITY_SCOPE, AVAILABILITY_COLORS),
  ...eventTypesHandlers(AVAILABILITY_SCOPE),
  ...planningDisplayHandlers(),

  user_registration: async (ctx, { user }) => {
    const created = await createUser(ctx.db, {
      login: user.email,
      email: user.email,
      password: user.password,
      applications: user.web_application_to_show ?? '',
      admin: String(user.admin ?? '0') === '1',
    });
    return { id: created.id };
  },
});
