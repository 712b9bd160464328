import {
  AVAILABILITY_DAYS_SHOWN,
  AVAILABILITY_DISPLAY_KEY,
  AVAILABILITY_END_TIMES,
  AVAILABILITY_EVENT_TYPES,
  AVAILABILITY_SLOT_DURATIONS,
  AVAILABILITY_START_TIMES,
  DEFAULT_CALENDAR_COLORS,
  EVENT_TYPE_SETTING_KEYS,
  isHexColor,
  parseStateColors,
} from '@locasuite/core';
import { sql } from 'kysely';
import { createUser } from '../auth/users';
import { HttpError } from '../HttpError';
import { list } from './answers';
import { defineHandlers, read, signedInUser } from '../http/defineHandlers';
import {
  AVAILABILITY_SCOPE,
  hiddenDaysHandlers,
  readSetting,
  writeSettings,
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

/** The calendar colours JSON (spec 1 §3): every type present with a `#rrggbb` colour. */
function validColors(text: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(422, 'Les couleurs doivent être un texte JSON valide.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(422, 'Les couleurs doivent être un objet JSON par type d’événement.');
  }
  const source = parsed as Record<string, { label?: unknown; color?: unknown } | undefined>;
  const result: Record<string, { label: string; color: string }> = {};
  for (const type of AVAILABILITY_EVENT_TYPES) {
    const entry = source[type];
    if (!entry || !isHexColor(entry.color)) {
      throw new HttpError(
        422,
        `Couleur invalide pour ${type} : attendu un code couleur comme #A1887F.`,
      );
    }
    result[type] = {
      label:
        typeof entry.label === 'string' && entry.label.trim()
          ? entry.label.trim().slice(0, 60)
          : DEFAULT_CALENDAR_COLORS[type].label,
      color: entry.color.trim().toUpperCase(),
    };
  }
  return JSON.stringify(result);
}

const inChoices = (allowed: readonly (string | number)[], value: unknown) =>
  allowed.some((a) => String(a) === String(value).trim());

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

  get_calendar_colors: read(async (ctx) => {
    const value = await readSetting(ctx.db, 'calendar_colors', AVAILABILITY_SCOPE);
    return list([
      { Key: 'calendar_colors', Value: value ?? JSON.stringify(DEFAULT_CALENDAR_COLORS) },
    ]);
  }),

  save_calendar_colors: async (ctx, { colors }) => {
    await writeSettings(
      ctx.db,
      { calendar_colors: validColors(colors) },
      ctx.now(),
      AVAILABILITY_SCOPE,
    );
    return {};
  },

  ...hiddenDaysHandlers(AVAILABILITY_SCOPE),

  get_planning_events_type_to_show: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('scope', '=', AVAILABILITY_SCOPE)
      .where('key', 'in', [...EVENT_TYPE_SETTING_KEYS])
      .execute();
    return list(
      EVENT_TYPE_SETTING_KEYS.map((Key) => ({
        Key,
        Value: rows.find((r) => r.key === Key)?.value ?? '0',
      })),
    );
  }),

  save_planning_events_type_to_show: async (ctx, payload) => {
    await writeSettings(
      ctx.db,
      {
        showLivraison: String(payload.showLivraison),
        showLocation: String(payload.showLocation),
        showReservation: String(payload.showReservation),
      },
      ctx.now(),
      AVAILABILITY_SCOPE,
    );
    return {};
  },

  update_planning_vue: async (ctx, { newData, key, token }) => {
    const user = signedInUser(ctx);
    if (token !== ctx.token) throw new HttpError(403, 'Le jeton ne correspond pas à la session.');
    // The catalogue accepts only the pages' keys (PLANNING_DISPLAY_KEYS) and the four fields, so
    // a person's planning_display stays the size of three small objects.
    const pageKey = key;
    if (pageKey === AVAILABILITY_DISPLAY_KEY) {
      if (!inChoices(AVAILABILITY_DAYS_SHOWN, newData.selectedNbrDays))
        throw new HttpError(422, 'Nombre de jours invalide : 1, 7, 15, 30 ou 90.');
      if (!inChoices(AVAILABILITY_SLOT_DURATIONS, newData.selectedslotduration))
        throw new HttpError(422, 'Durée de créneau invalide : 01:00, 02:00, 06:00 ou 12:00.');
      if (!inChoices(AVAILABILITY_START_TIMES, newData.selectedStartTime))
        throw new HttpError(422, 'Heure de début invalide : de 00:00 à 10:00 par pas de 2 heures.');
      if (!inChoices(AVAILABILITY_END_TIMES, newData.selectedEndTime))
        throw new HttpError(
          422,
          'Heure de fin invalide : 14:00, 16:00, 18:00, 20:00, 22:00 ou 23:59.',
        );
    }
    const saved = {
      selectedNbrDays: Number(newData.selectedNbrDays),
      selectedslotduration: newData.selectedslotduration,
      selectedStartTime: newData.selectedStartTime,
      selectedEndTime: newData.selectedEndTime,
    };
    // One jsonb update, so two pages saving at once do not overwrite each other's key.
    await ctx.db
      .updateTable('users')
      .set({
        planning_display: sql<string>`coalesce(planning_display, '{}'::jsonb) || jsonb_build_object(${pageKey}::text, ${JSON.stringify(saved)}::jsonb)`,
        updated_at: ctx.now(),
      })
      .where('id', '=', user.id)
      .execute();
    return { recordId: user.id };
  },

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
