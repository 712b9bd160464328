import {
  CONDITION_CHECK_MESSAGES,
  SAVE_ID_FIELD,
  type FamilyKey,
  type calls,
} from '@locasuite/core';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { HttpError } from '../HttpError';
import type { Handler, HandlerContext, HandlerSet } from './defineHandlers';
import { JsonText } from './readCache';

/**
 * Saves applied once (issue 15). A write whose payload carries a client-generated `saveId` (core
 * `saveId()`) claims it in the same transaction as the write. The id names one save: one person,
 * one call, one record (the handler's {@link savesOnce} subject). A replay of that save (a device
 * syncing again after the answer was lost, or a race of two copies) gets the first answer and
 * writes nothing; the same id from another person, on another call or on another record is a
 * client mistake, refused with a French 422 so the save is never silently dropped.
 */

const SUBJECT = Symbol('saveSubject');

/** What a save is about, from its payload: the same string for every copy of the same save. */
export type SaveSubject<P> = (payload: P) => string;

/**
 * Marks a write handler whose payload may carry a `saveId`, naming the record the save is for
 * (`edit_material`: the record id; `set_photos`: the item's photo folder and leg).
 */
export function savesOnce<P, A>(
  subject: SaveSubject<P>,
  handler: (ctx: HandlerContext, payload: P) => A,
): (ctx: HandlerContext, payload: P) => A {
  const marked = (ctx: HandlerContext, payload: P) => handler(ctx, payload);
  // The handler's own marks (none that opens no transaction may save) go with it.
  return Object.assign(marked, handler, { [SUBJECT]: subject });
}

type Catalogue = typeof calls;
type PayloadOf<K extends FamilyKey, N> = K extends keyof Catalogue
  ? N extends keyof Catalogue[K]
    ? Catalogue[K][N] extends { readonly payload: infer P extends z.ZodType }
      ? z.output<P>
      : never
    : never
  : never;

/** The subjects of a family's saves, by call, typed by the catalogue's payloads. */
export type SaveSubjects<K extends FamilyKey> = {
  readonly [N in K extends keyof Catalogue ? keyof Catalogue[K] : never]?: SaveSubject<
    PayloadOf<K, N>
  >;
};

/**
 * A family's handler set whose calls in `subjects` name the record of their saves (as
 * {@link savesOnce} does, where the handlers are assembled: `families/index.ts`).
 */
export function namingSaves<K extends FamilyKey>(
  family: K,
  set: HandlerSet,
  subjects: SaveSubjects<K>,
): HandlerSet {
  if (set.family !== family) throw new Error(`${set.family}: not the ${family} family.`);
  const handlers: Record<string, Handler> = { ...set.handlers };
  for (const [name, subject] of Object.entries(subjects) as [string, SaveSubject<unknown>][]) {
    const handler = handlers[name];
    if (!handler) throw new Error(`${family}/${name}: no handler to name the saves of.`);
    handlers[name] = savesOnce(subject, handler);
  }
  return { family, handlers };
}

/** Whether a handler names the record of its saves ({@link savesOnce}). */
export function namesItsSaves(handler: Handler): boolean {
  return typeof (handler as { [SUBJECT]?: unknown })[SUBJECT] === 'function';
}

/** The save a payload names, or null when it carries no `saveId`. */
export function saveOf(
  handler: Handler,
  payload: unknown,
): { readonly saveId: string; readonly subject: string } | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const saveId = (payload as Record<string, unknown>)[SAVE_ID_FIELD];
  if (typeof saveId !== 'string' || saveId === '') return null;
  const subject = (handler as { [SUBJECT]?: SaveSubject<unknown> })[SUBJECT];
  return { saveId, subject: subject ? subject(payload) : '' };
}

/**
 * Claims a save id for this person, call and record. Null when it is new (the write goes on); the
 * first answer when this very save was applied already; a 422 when the id named something else.
 * A concurrent claim of the same id waits on the primary key until the first transaction ends,
 * then sees its row (or, when it rolled back, claims the id itself).
 */
export async function claimSave(
  trx: Kysely<Database>,
  userId: number,
  call: string,
  save: { readonly saveId: string; readonly subject: string },
): Promise<{ answer: unknown } | null> {
  // Twice at most: a row purged between the insert and the read is claimed on the second pass.
  for (let pass = 0; pass < 2; pass += 1) {
    const claimed = await trx
      .insertInto('applied_saves')
      .values({ user_id: userId, save_id: save.saveId, call, subject: save.subject, answer: null })
      .onConflict((oc) => oc.column('save_id').doNothing())
      .returning('save_id')
      .executeTakeFirst();
    if (claimed) return null;
    const row = await trx
      .selectFrom('applied_saves')
      .select(['user_id', 'call', 'subject', 'answer'])
      .where('save_id', '=', save.saveId)
      .executeTakeFirst();
    if (!row) continue;
    if (row.user_id !== userId) throw new HttpError(422, CONDITION_CHECK_MESSAGES.saveIdOtherUser);
    if (row.call !== call) throw new HttpError(422, CONDITION_CHECK_MESSAGES.saveIdOtherCall);
    // A null subject: applied before saves named their record (migration 202611281040).
    if (row.subject !== null && row.subject !== save.subject) {
      throw new HttpError(422, CONDITION_CHECK_MESSAGES.saveIdOtherRecord);
    }
    return { answer: row.answer ?? {} };
  }
  throw new Error(`The save id ${save.saveId} could be neither claimed nor read.`);
}

/** Keeps the answer of a save just applied, for its replays. */
export async function keepSaveAnswer(
  trx: Kysely<Database>,
  saveId: string,
  result: unknown,
): Promise<void> {
  await trx
    .updateTable('applied_saves')
    .set({ answer: answerJson(result) })
    .where('save_id', '=', saveId)
    .execute();
}

function answerJson(result: unknown): string | null {
  if (result === undefined) return null;
  if (result instanceof JsonText) return result.text;
  try {
    return JSON.stringify(result);
  } catch {
    return null;
  }
}
