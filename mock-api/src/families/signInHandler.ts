import { signIn } from '../auth/signIn';
import type { HandlerContext } from '../http/defineHandlers';

/** Every sign-in call of the specs answers `{ id: <token> }` (spec 1 §7 user_login and variants). */
export async function signInHandler(ctx: HandlerContext, identifier: string, password: string) {
  const { token } = await signIn(ctx.db, identifier, password, {
    ip: ctx.ip,
    now: ctx.now(),
    ttlHours: ctx.config.sessionTtlHours,
  });
  return { id: token };
}
