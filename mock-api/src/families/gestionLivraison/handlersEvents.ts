import { ITINERARY_MESSAGES as M } from '@locasuite/core';
import { sql } from 'kysely';
import { HttpError } from '../../HttpError';
import { list } from '../answers';
import { isIntegerKey, unwrittenRefusal } from '../records';
import { cachedRead, type FamilyHandlers, type HandlerContext } from '../../http/defineHandlers';
import { checkEventPlaces, eventColumns, eventFieldData } from './queries';
import { checkDriverFit, checkWindow, storedEvent, type EventInput } from './rules';

function eventId(raw: string | number): number {
  const id = Number(raw);
  if (!isIntegerKey(id) || id === 0) throw missing(raw);
  return id;
}

const missing = (raw: string | number) => new HttpError(404, M.notFound(raw));

/** The versioned write of one itinerary that is not deleted (409 stale, 404 missing). */
async function writeEvent(
  ctx: HandlerContext,
  raw: string | number,
  version: number | undefined,
  values: Record<string, unknown>,
) {
  const id = eventId(raw);
  let update = ctx.db
    .updateTable('delivery_itineraries')
    .set({ ...values, updated_at: sql`now()`, version: sql`version + 1` })
    .where('id', '=', id)
    .where('deleted', '=', 0);
  if (version !== undefined) update = update.where('version', '=', version);
  const updated = await update.returning('version').executeTakeFirst();
  if (!updated) {
    throw await unwrittenRefusal(
      () =>
        ctx.db
          .selectFrom('delivery_itineraries')
          .select('id')
          .where('id', '=', id)
          .where('deleted', '=', 0)
          .executeTakeFirst(),
      () => missing(raw),
    );
  }
  return { recordId: id, version: updated.version };
}

async function checked(ctx: HandlerContext, event: EventInput) {
  const stored = storedEvent(event);
  checkDriverFit(stored, await checkEventPlaces(ctx.db, stored));
  return eventColumns(stored);
}

/**
 * spec 3 §7.2: the itineraries as calendar events. Start, name and driver are required (§5.5:
 * the catalogue's schema answers « Le champ « event.nom » est obligatoire. »); the server
 * recomputes distance, time, weights and end from the legs and refuses, in the page's words, an
 * itinerary over its driver's payload or outside the driver's hours; a delete only sets
 * supprimer 1.
 */
export const eventHandlers = {
  getEvents: cachedRead(['delivery_itineraries'], async (ctx, { start, end }) => {
    checkWindow(start, end);
    const rows = await ctx.db
      .selectFrom('delivery_itineraries')
      .selectAll()
      .where('deleted', '=', 0)
      .where('start_ts', '<', end)
      .where('end_ts', '>', start)
      .orderBy('start_ts')
      .orderBy('id')
      .execute();
    return list(rows.map(eventFieldData));
  }),

  addEvent: async (ctx, { event }) => {
    const values = await checked(ctx, event);
    const row = await ctx.db
      .insertInto('delivery_itineraries')
      .values(values)
      .returning(['id', 'version'])
      .executeTakeFirstOrThrow();
    return { event_id: row.id, recordId: row.id, version: row.version };
  },

  editEvent: async (ctx, { event }) => {
    if (event.supprimer === 1) {
      throw new HttpError(422, M.deleteThroughDeletion);
    }
    eventId(event.event_id);
    return writeEvent(ctx, event.event_id, event.version, await checked(ctx, event));
  },

  deleteEvent: async (ctx, { event }) => {
    return writeEvent(ctx, event.event_id, event.version, { deleted: 1 });
  },
} satisfies FamilyHandlers<'planningLivraison'>;
