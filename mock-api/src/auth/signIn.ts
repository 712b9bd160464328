import { SESSION_MESSAGES } from '@locasuite/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../HttpError';
import { loginSubject, recordLoginSuccess, takeLoginAttempt } from './loginThrottle';
import { dummyPasswordHash, verifyPassword } from './password';
import { createSession } from './sessions';
import { findUserByIdentifier } from './users';

export interface SignInOptions {
  readonly ip: string;
  readonly now: Date;
  readonly ttlHours: number;
}

/**
 * Checks a login (or email, case-insensitive) and password and opens a session (spec 1 §5, §7
 * `user_login`). Throttled: the attempt is counted before the password is checked, 429 once an
 * account has had 5 attempts or an address 100 failures in 15 minutes. A wrong pair answers 401
 * « L'adresse email ou le mot de passe est incorrect ».
 */
export async function signIn(
  db: Kysely<Database>,
  identifier: string,
  password: string,
  { ip, now, ttlHours }: SignInOptions,
): Promise<{ token: string; userId: number }> {
  if (identifier.trim().length === 0 || password.length === 0) {
    throw new HttpError(401, SESSION_MESSAGES.badCredentials);
  }
  const user = await findUserByIdentifier(db, identifier);
  const subject = loginSubject(identifier, user?.id);
  await takeLoginAttempt(db, subject, ip, now);
  // An unknown login is checked against a dummy hash, so both paths take the same scrypt time.
  const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash()));
  if (!user || !ok) throw new HttpError(401, SESSION_MESSAGES.badCredentials);
  await recordLoginSuccess(db, subject, ip);
  const token = await createSession(db, user.id, { ttlHours, now });
  return { token, userId: user.id };
}
