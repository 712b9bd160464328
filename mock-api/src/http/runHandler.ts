import type { Handler, HandlerContext } from './defineHandlers';
import { runsInTransaction } from './defineHandlers';

/**
 * Runs a call's handler: a write call inside one transaction, so it either commits everything or
 * nothing (a refusal or a crash half-way rolls back every row it wrote, and a mail it queued);
 * a `read` or `commitsItself` handler as is. Inside the transaction `ctx.db` is the transaction
 * and `ctx.mail.queue` writes through it: the embedded database has one connection, so a query
 * outside the open transaction would wait for it forever (issue 8, mock-api/README.md).
 */
export async function runHandler(
  handler: Handler,
  ctx: HandlerContext,
  payload: unknown,
): Promise<unknown> {
  if (!runsInTransaction(handler)) return handler(ctx, payload);
  return ctx.db.transaction().execute(async (trx) =>
    handler(
      {
        ...ctx,
        db: trx,
        mail: { delivers: ctx.mail.delivers, queue: (mail, db) => ctx.mail.queue(mail, db ?? trx) },
      },
      payload,
    ),
  );
}
