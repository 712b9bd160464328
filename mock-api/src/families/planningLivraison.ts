import {
  DELIVERY_PLANNING_MESSAGES as M,
  deliveryMaterialsOfLine,
  formatDriverList,
  parseDriverList,
} from '@locasuite/core';
import { sql } from 'kysely';
import { HttpError } from '../HttpError';
import { list } from './answers';
import { checkStaffNames, isIntegerKey, staffListHandler, writtenVersion } from './records';
import { DELIVERY_COLORS } from './calendarColorSchemes';
import { calendarSettingsHandlers, type PlanningScope } from './planningSettings';
import { cachedRead, defineHandlers, read, signedInUser } from '../http/defineHandlers';

/** Settings scope of the delivery planning (mock-api/src/seed/README.md). */
const SCOPE = 'planning-livraison' satisfies PlanningScope;
const DAY = 86_400_000;
/** The widest window `get_materials` serves: a week view needs 7 days; 100 covers any view. */
const MAX_WINDOW_DAYS = 100;

function checkWindow(start: number, end: number) {
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) {
    throw new HttpError(422, M.rangeReversed);
  }
  if (end - start > MAX_WINDOW_DAYS * DAY) {
    throw new HttpError(422, M.rangeTooLong(MAX_WINDOW_DAYS));
  }
}

/**
 * spec 1 §7 Delivery planning (`/api/planningLivraison/v1`): deliveries by driver, the drivers and
 * their unavailabilities, the shown drivers (per user), the return comment, colours and hidden
 * days. Saving colours, hidden days, shown drivers and unavailabilities is admin-only (the
 * catalogue's `access`, checked before these run).
 */
export const planningLivraisonHandlers = defineHandlers('planningLivraison', {
  get_materials: cachedRead(['contract_lines'], async (ctx, { start, end }) => {
    checkWindow(start, end);
    // A DEPART spans [delivery start, rental start], a RETOUR [rental end, delivery end]: both
    // conditions use the delivery-date indexes (a leg never lasts longer than the window cap).
    const reach = MAX_WINDOW_DAYS * DAY;
    const lines = await ctx.db
      .selectFrom('contract_lines')
      .select([
        'id',
        'start_ts',
        'end_ts',
        'delivery_start_ts',
        'delivery_end_ts',
        'data',
        'version',
      ])
      .where((eb) =>
        eb.or([
          eb.and([
            eb('delivery_start_ts', '<=', end),
            eb('delivery_start_ts', '>=', start - reach),
            eb('start_ts', '>=', start),
          ]),
          eb.and([
            eb('delivery_end_ts', '>=', start),
            eb('delivery_end_ts', '<=', end + reach),
            eb('end_ts', '<=', end),
          ]),
        ]),
      )
      .orderBy('id')
      .execute();
    const items = lines
      .flatMap((line) =>
        deliveryMaterialsOfLine(line, { start, end }).map((item) => ({
          ...item,
          version: line.version,
        })),
      )
      .sort((a, b) => a.debut_timestamp - b.debut_timestamp || a.id.localeCompare(b.id));
    return list(items);
  }),

  get_technicien_liste: staffListHandler('chauffeur'),

  get_technicien_available_liste: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('driver_unavailabilities')
      .selectAll()
      .orderBy('start_ts')
      .orderBy('key')
      .execute();
    return list(
      rows.map((r) => ({
        motif: '',
        ...r.data,
        key: r.key,
        NOM_TECHNICIEN: r.driver,
        debut_timestamp: r.start_ts,
        fin_timestamp: r.end_ts,
        version: r.version,
      })),
    );
  }),

  set_technicien_available_liste_by_key: async (ctx, { key, data, version }) => {
    const { NOM_TECHNICIEN: driver, debut_timestamp: startTs, fin_timestamp: endTs } = data;
    if (!(endTs > startTs)) {
      throw new HttpError(422, M.unavailabilityReversed);
    }
    await checkStaffNames(ctx.db, 'chauffeur', [driver]);
    const values = {
      driver,
      start_ts: startTs,
      end_ts: endTs,
      data: JSON.stringify({ motif: data.motif ?? '' }),
    };
    if (key.trim() === '') {
      const row = await ctx.db
        .insertInto('driver_unavailabilities')
        .values(values)
        .returning('key')
        .executeTakeFirstOrThrow();
      return { recordId: row.key, version: 1 };
    }
    const id = Number(key);
    const missing = () => new HttpError(404, M.unavailabilityNotFound(key));
    if (!isIntegerKey(id) || id === 0) throw missing();
    // Versioned edit (issue 9 §7): with the version the person saw, the UPDATE only applies to
    // that version; a changed record gets nothing written and a 409.
    let update = ctx.db
      .updateTable('driver_unavailabilities')
      .set({ ...values, updated_at: sql`now()`, version: sql`version + 1` })
      .where('key', '=', id);
    if (version !== undefined) update = update.where('version', '=', version);
    const written = await writtenVersion(
      update.returning('version').executeTakeFirst(),
      () =>
        ctx.db
          .selectFrom('driver_unavailabilities')
          .select('key')
          .where('key', '=', id)
          .executeTakeFirst(),
      missing,
    );
    return { recordId: id, version: written };
  },

  get_technicien_liste_to_show: read(async (ctx) => {
    const user = signedInUser(ctx);
    return list([{ tech_to_show_planning_livraison: user.tech_to_show_planning_livraison }]);
  }),

  set_technicien_liste_to_show: async (ctx, { liste }) => {
    const user = signedInUser(ctx);
    const names = parseDriverList(liste);
    await checkStaffNames(ctx.db, 'chauffeur', names);
    await ctx.db
      .updateTable('users')
      .set({ tech_to_show_planning_livraison: formatDriverList(names), updated_at: sql`now()` })
      .where('id', '=', user.id)
      .execute();
    return { recordId: user.id };
  },

  set_livraison_retour_comment: async (ctx, { idEnregistrement, data, version }) => {
    const id = Number(idEnregistrement);
    const missing = () => new HttpError(404, M.deliveryNotFound(idEnregistrement));
    if (!isIntegerKey(id) || id === 0) throw missing();
    // Versioned edit (issue 9 §7): of two people commenting the same delivery from the same
    // version, the second gets a 409 instead of silently replacing the first one's comment.
    let update = ctx.db
      .updateTable('contract_lines')
      .set({
        data: sql`data || jsonb_build_object('CLD_COMMENTAIRE_LIVRAISON_RETOUR', ${data.trim()}::text)`,
        version: sql`version + 1`,
      })
      .where('id', '=', id)
      .where('delivery_end_ts', 'is not', null);
    if (version !== undefined) update = update.where('version', '=', version);
    const written = await writtenVersion(
      update.returning('version').executeTakeFirst(),
      () =>
        ctx.db
          .selectFrom('contract_lines')
          .select('id')
          .where('id', '=', id)
          .where('delivery_end_ts', 'is not', null)
          .executeTakeFirst(),
      missing,
    );
    return { recordId: id, version: written };
  },

  ...calendarSettingsHandlers(SCOPE, DELIVERY_COLORS),
});
