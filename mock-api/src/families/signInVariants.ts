import { commitsItself, defineHandlers } from '../http/defineHandlers';
import { signInHandler } from './signInHandler';

// Sign-in records a failed attempt before it answers 401: it must not run in one transaction.

/** spec 1 §7 delivery planning `account_login` (username, password). */
export const planningLivraisonSignIn = defineHandlers('planningLivraison', {
  account_login: commitsItself((ctx, { username, password }) =>
    signInHandler(ctx, username, password),
  ),
});

/** spec 2 §7 technician planning `login` (username, password). */
export const planningTechnicienSignIn = defineHandlers('planningTechnicien', {
  login: commitsItself((ctx, { username, password }) => signInHandler(ctx, username, password)),
});

/** spec 3 §7 condition check `user_login` (user_email, user_password). */
export const etatdlSignIn = defineHandlers('etatdl', {
  user_login: commitsItself((ctx, { user_email, user_password }) =>
    signInHandler(ctx, user_email, user_password),
  ),
});
