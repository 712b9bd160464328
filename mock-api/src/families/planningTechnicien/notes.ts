import {
  TECHNICIAN_PLANNING_MESSAGES as M,
  parseWireDateTime,
  toWireDateTime,
} from '@locasuite/core';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../HttpError';
import type { HandlerContext } from '../../http/defineHandlers';
import { checkStaffNames } from '../records';

/** DEBUT and FIN of an unavailability or a comment, in milliseconds. */
function period(data: { DEBUT: string; FIN: string }, allowEqual: boolean) {
  const start = parseWireDateTime(data.DEBUT);
  if (!start) throw new HttpError(422, M.notADateTime('data.DEBUT'));
  const end = parseWireDateTime(data.FIN);
  if (!end) throw new HttpError(422, M.notADateTime('data.FIN'));
  if (allowEqual ? end < start : end <= start) {
    throw new HttpError(422, M.periodReversed);
  }
  return { start: start.getTime(), end: end.getTime() };
}

/** The two dated notes of a technician: unavailabilities and comments (state 1 active, 0 deleted). */
type NoteTable = 'technician_unavailabilities' | 'technician_comments';
type NoteColumns = Omit<Database['technician_comments'], 'comment'>;

/** The active notes of a table, oldest first, with the wire fields both lists share. */
export async function activeNotes<T extends NoteTable>(db: Kysely<Database>, table: T) {
  const rows = (await db
    .selectFrom(table as NoteTable)
    .selectAll()
    .where('state', '=', 1)
    .orderBy('start_ts')
    .orderBy('key')
    .execute()) as (Selectable<Database[T]> & Selectable<NoteColumns>)[];
  return rows.map((r) => ({
    row: r,
    wire: {
      'Clé primaire': r.key,
      DEBUT: toWireDateTime(r.start_ts),
      FIN: toWireDateTime(r.end_ts),
      DEBUT_TIMESTAMP: r.start_ts,
      FIN_TIMESTAMP: r.end_ts,
      TECHNICIEN: r.technician,
    },
  }));
}

/**
 * The columns both notes share, from a save's `data`: the period checked (`allowEqual`: a comment
 * may end when it starts), the technician known, the state (1 unless given).
 */
export async function noteColumns(
  ctx: HandlerContext,
  data: { DEBUT: string; FIN: string; TECHNICIEN: string; state?: unknown },
  allowEqual: boolean,
) {
  const { start, end } = period(data, allowEqual);
  await checkStaffNames(ctx.db, 'technicien', [data.TECHNICIEN]);
  return {
    technician: data.TECHNICIEN,
    start_ts: start,
    end_ts: end,
    state: Number(data.state ?? 1),
  };
}

/** Creates a note (`id` null) or rewrites it; 404 in French (`what` it is) when it does not exist. */
export async function saveNote<T extends NoteTable>(
  ctx: HandlerContext,
  table: T,
  id: number | null,
  values: Omit<Insertable<Database[T]>, 'key'>,
  what: string,
): Promise<{ recordId: number }> {
  const db = ctx.db as unknown as Kysely<Record<NoteTable, Database['technician_comments']>>;
  const fields = values as unknown as Insertable<Database['technician_comments']>;
  if (id === null) {
    const row = await db
      .insertInto(table as NoteTable)
      .values(fields)
      .returning('key')
      .executeTakeFirstOrThrow();
    return { recordId: row.key };
  }
  const updated = await db
    .updateTable(table as NoteTable)
    .set({ ...fields, updated_at: ctx.now() })
    .where('key', '=', id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new HttpError(404, M.notFound(what, String(id)));
  return { recordId: id };
}
