import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const DAY = 86_400_000;

/**
 * Deletes sessions expired or revoked more than a week ago, and sign-in counters whose window
 * and lock are long over, and the ids of saves applied more than 90 days ago (a device that has
 * not synced for that long finds its record's version moved: its replay is refused as stale,
 * never applied twice), and the spent live stream tickets that have expired, so these tables do
 * not grow forever. Returns the rows deleted.
 */
export async function purgeExpired(db: Kysely<Database>, now: Date): Promise<number> {
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  const dayAgo = new Date(now.getTime() - DAY);
  const sessions = await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('expires_at', '<', weekAgo), eb('revoked_at', '<', weekAgo)]))
    .executeTakeFirst();
  const attempts = await db
    .deleteFrom('login_attempts')
    .where('window_start', '<', dayAgo)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  const saves = await db
    .deleteFrom('applied_saves')
    .where('applied_at', '<', new Date(now.getTime() - 90 * DAY))
    .executeTakeFirst();
  // An expired ticket opens nothing: the record that it was spent is no longer needed.
  const tickets = await db
    .deleteFrom('used_live_tickets')
    .where('expires_at', '<', now)
    .executeTakeFirst();
  return (
    Number(sessions.numDeletedRows) +
    Number(attempts.numDeletedRows) +
    Number(saves.numDeletedRows) +
    Number(tickets.numDeletedRows)
  );
}
