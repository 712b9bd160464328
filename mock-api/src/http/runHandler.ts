import type { Handler, HandlerContext } from './defineHandlers';
import { runsInTransaction } from './defineHandlers';
import { claimSave, keepSaveAnswer, saveOf } from './saveReplay';

/**
 * Runs a call's handler: a write call inside one transaction, so it either commits everything or
 * nothing (a refusal or a crash half-way rolls back every row it wrote, and a mail it queued);
 * a `read` or `commitsItself` handler as is. Inside the transaction `ctx.db` is the transaction
 * and `ctx.mail.queue` writes through it: the embedded database has one connection, so a query
 * outside the open transaction would wait for it forever (issue 8, mock-api/README.md).
 *
 * A write whose payload carries a `saveId` (core `saveId()`, issue 15) is applied once: the id is
 * claimed in the same transaction as the write, bound to the person, the call and the record
 * (`saveReplay.ts`), so a replay of that save (a device syncing again after the answer was lost)
 * or a race of two copies gets the first answer and writes nothing, and the same id on anything
 * else is refused (422); a refused write claims nothing and can be tried again.
 */
export async function runHandler(
  handler: Handler,
  ctx: HandlerContext,
  payload: unknown,
): Promise<unknown> {
  if (!runsInTransaction(handler)) return handler(ctx, payload);
  const save = ctx.user ? saveOf(handler, payload) : null;
  return ctx.db.transaction().execute(async (trx) => {
    if (save && ctx.user) {
      const replay = await claimSave(trx, ctx.user.id, ctx.call.name, save);
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
    if (save) await keepSaveAnswer(trx, save.saveId, result);
    return result;
  });
}
