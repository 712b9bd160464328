import { formatHiddenDays, parseHiddenDays, type ToolRoute } from '@locasuite/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../HttpError';
import { read, type HandlerContext } from '../http/defineHandlers';
import { list } from './answers';

/**
 * The settings the plannings share (calendar colours, hidden days, event types), stored as
 * `settings` rows of one scope per planning (seed README: settings rows). One set of handlers
 * serves every planning; a planning only names its scope, its tool route (issue 8).
 */
export type PlanningScope = ToolRoute;

/** The settings scope of the availability planning. */
export const AVAILABILITY_SCOPE = 'planning-disponibilite' satisfies PlanningScope;

/** The value of one settings row, or undefined. */
export async function readSetting(
  db: Kysely<Database>,
  key: string,
  scope: PlanningScope,
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
  scope: PlanningScope,
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

/** Refused when every weekday would be hidden (spec 1 §9: the calendar keeps at least one day). */
export const ALL_DAYS_HIDDEN = 'Au moins un jour doit rester affiché.';

/**
 * `get_day_to_hide` / `save_day_to_hide` of a planning (spec 1 §7, spec 2 §7.1): comma-separated
 * weekday numbers, 0 = Sunday, answered as one `day_to_hide` row (empty when none is hidden),
 * saved sorted and without duplicates. Saving is admin-only (the catalogue's `access`).
 */
export function hiddenDaysHandlers(scope: PlanningScope) {
  return {
    get_day_to_hide: read(async (ctx: HandlerContext) => {
      const value = await readSetting(ctx.db, 'day_to_hide', scope);
      return list([{ Key: 'day_to_hide', Value: value ?? '' }]);
    }),
    save_day_to_hide: async (ctx: HandlerContext, { days }: { days: string }) => {
      const hidden = parseHiddenDays(days);
      // parseHiddenDays reads "all seven" as "none hidden": saying so beats silently showing all.
      if (days.trim() !== '' && hidden.length === 0) throw new HttpError(422, ALL_DAYS_HIDDEN);
      await writeSettings(ctx.db, { day_to_hide: formatHiddenDays(hidden) }, ctx.now(), scope);
      return {};
    },
  };
}
