import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The settings scope of the availability planning (seed README: settings rows). */
export const AVAILABILITY_SCOPE = 'planning-disponibilite';

/** The value of one settings row, or undefined. */
export async function readSetting(
  db: Kysely<Database>,
  key: string,
  scope: string = AVAILABILITY_SCOPE,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** Inserts or replaces settings rows of one scope, in one statement. */
export async function writeSettings(
  db: Kysely<Database>,
  values: Readonly<Record<string, string>>,
  now: Date,
  scope: string = AVAILABILITY_SCOPE,
): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({
    scope,
    key,
    value,
    updated_at: now,
  }));
  if (rows.length === 0) return;
  await db
    .insertInto('settings')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['scope', 'key']).doUpdateSet((eb) => ({
        value: eb.ref('excluded.value'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .execute();
}
