import type { Kysely } from 'kysely';
import { SAVE_ID_FIELD } from '@locasuite/core';
import type { Database } from '../db/schema';
import type { Handler, HandlerContext } from './defineHandlers';
import { runsInTransaction } from './defineHandlers';
import { HttpError } from '../HttpError';
import { JsonText } from './readCache';

/**
 * Runs a call's handler: a write call inside one transaction, so it either commits everything or
 * nothing (a refusal or a crash half-way rolls back every row it wrote, and a mail it queued);
 * a `read` or `commitsItself` handler as is. Inside the transaction `ctx.db` is the transaction
 * and `ctx.mail.queue` writes through it: the embedded database has one connection, so a query
 * outside the open transaction would wait for it forever (issue 8, mock-api/README.md).
 *
 * A write whose payload carries a `saveId` (core `saveId()`, issue 15) is applied once per user
 * and id: the id is claimed in the same transaction as the write, so a replay (a device syncing
 * again after the answer was lost) or a race of two copies gets the first answer and writes
 * nothing; a refused write claims nothing and can be tried again.
 */
export async function runHandler(
  handler: Handler,
  ctx: HandlerContext,
  payload: unknown,
): Promise<unknown> {
  if (!runsInTransaction(handler)) return handler(ctx, payload);
  const saveId = saveIdOf(payload);
  return ctx.db.transaction().execute(async (trx) => {
    if (saveId !== null && ctx.user) {
      const replay = await claimSave(trx, ctx.user.id, saveId, ctx.call.name);
      if (replay) return replay.answer;
    }
    const result = await handler(
      {
        ...ctx,
        db: trx,
        mail: { delivers: ctx.mail.delivers, queue: (mail, db) => ctx.mail.queue(mail, db ?? trx) },
      },
      payload,
    );
    if (saveId !== null && ctx.user) {
      await trx
        .updateTable('applied_saves')
        .set({ answer: answerJson(result) })
        .where('user_id', '=', ctx.user.id)
        .where('save_id', '=', saveId)
        .execute();
    }
    return result;
  });
}

const SAVE_ID_REUSED =
  'Cet identifiant d’enregistrement (saveId) a déjà servi pour un autre appel : générez-en un nouveau.';

function saveIdOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const id = (payload as Record<string, unknown>)[SAVE_ID_FIELD];
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * Claims a save id for this user. Null when it is new (the write goes on); the first answer when
 * it was applied already. A concurrent claim of the same id waits on the primary key until the
 * first transaction ends, then sees it.
 */
async function claimSave(
  trx: Kysely<Database>,
  userId: number,
  saveId: string,
  call: string,
): Promise<{ answer: unknown } | null> {
  const claimed = await trx
    .insertInto('applied_saves')
    .values({ user_id: userId, save_id: saveId, call, answer: null })
    .onConflict((oc) => oc.columns(['user_id', 'save_id']).doNothing())
    .returning('save_id')
    .executeTakeFirst();
  if (claimed) return null;
  const row = await trx
    .selectFrom('applied_saves')
    .select(['answer', 'call'])
    .where('user_id', '=', userId)
    .where('save_id', '=', saveId)
    .executeTakeFirst();
  if (row && row.call !== call) throw new HttpError(422, SAVE_ID_REUSED);
  return { answer: row?.answer ?? {} };
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
