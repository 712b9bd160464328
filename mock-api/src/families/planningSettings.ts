import {
  EVENT_TYPE_SETTING_KEYS,
  PLANNING_SETTINGS_MESSAGES as M,
  formatHiddenDays,
  parseHiddenDays,
  type EventTypeSettingKey,
  type PlanningDisplay,
  type ToolRoute,
} from '@locasuite/core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../HttpError';
import { read, signedInUser, type HandlerContext } from '../http/defineHandlers';
import { list } from './answers';
import type { CalendarColorScheme, StoredColorRows } from './calendarColorSchemes';
import { setDisplayKey } from './records';

/**
 * The settings the plannings share (calendar colours, hidden days, event types, each person's
 * display), stored as `settings` rows of one scope per planning (seed README: settings rows) and
 * in `users.planning_display`. One set of handlers serves every planning; a planning names its
 * scope, its tool route, and what its colours are (issue 8, mock-api/README.md).
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

/** A scope's settings rows as the options calls answer them (`Key`, `Value`), by key, `except` left out. */
export async function optionRows(
  db: Kysely<Database>,
  scope: PlanningScope,
  except: ReadonlySet<string> = new Set(),
): Promise<{ Key: string; Value: string }[]> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('scope', '=', scope)
    .orderBy('key')
    .execute();
  return rows.filter((r) => !except.has(r.key)).map((r) => ({ Key: r.key, Value: r.value }));
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
      if (days.trim() !== '' && hidden.length === 0) throw new HttpError(422, M.allDaysHidden);
      await writeSettings(ctx.db, { day_to_hide: formatHiddenDays(hidden) }, ctx.now(), scope);
      return {};
    },
  };
}

/**
 * `get_calendar_colors` / `save_calendar_colors` of a planning (spec 1 §7, spec 2 §7.1): the
 * scheme's rows, `{ Key, Value }`, and their saving (admin-only: the catalogue's `access`).
 */
export function calendarColorsHandlers(scope: PlanningScope, scheme: CalendarColorScheme) {
  const keys = scheme.rows.map((r) => r.key);
  async function storedRows(ctx: HandlerContext): Promise<StoredColorRows> {
    const stored = await ctx.db
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('scope', '=', scope)
      .where('key', 'in', keys)
      .execute();
    return Object.fromEntries(keys.map((key) => [key, stored.find((r) => r.key === key)?.value]));
  }
  return {
    get_calendar_colors: read(async (ctx: HandlerContext) => {
      const stored = await storedRows(ctx);
      const values = scheme.answer ? await scheme.answer(stored, ctx) : stored;
      return list(
        scheme.rows.flatMap(({ key, fallback }) => {
          const value = values[key] ?? fallback;
          return value === undefined ? [] : [{ Key: key, Value: value }];
        }),
      );
    }),
    save_calendar_colors: async (ctx: HandlerContext, { colors }: { colors: string }) => {
      const rows = await scheme.save(colors, ctx, await storedRows(ctx));
      await writeSettings(ctx.db, rows, ctx.now(), scope);
      return {};
    },
  };
}

/**
 * The four calendar-settings calls of a planning, as core's `calendarSettingsCalls` declares
 * them: its colours (`scheme`) and its hidden days, in its scope.
 */
export function calendarSettingsHandlers(scope: PlanningScope, scheme: CalendarColorScheme) {
  return { ...calendarColorsHandlers(scope, scheme), ...hiddenDaysHandlers(scope) };
}

/**
 * `get_planning_events_type_to_show` / `save_planning_events_type_to_show` (spec 1 §7): one row
 * per type (`showLivraison`, `showLocation`, `showReservation`), `'0'` = shown (the default).
 */
export function eventTypesHandlers(scope: PlanningScope) {
  return {
    get_planning_events_type_to_show: read(async (ctx: HandlerContext) => {
      const rows = await ctx.db
        .selectFrom('settings')
        .select(['key', 'value'])
        .where('scope', '=', scope)
        .where('key', 'in', [...EVENT_TYPE_SETTING_KEYS])
        .execute();
      return list(
        EVENT_TYPE_SETTING_KEYS.map((Key) => ({
          Key,
          Value: rows.find((r) => r.key === Key)?.value ?? '0',
        })),
      );
    }),
    save_planning_events_type_to_show: async (
      ctx: HandlerContext,
      shown: Readonly<Record<EventTypeSettingKey, string | number>>,
    ) => {
      const values = Object.fromEntries(EVENT_TYPE_SETTING_KEYS.map((k) => [k, String(shown[k])]));
      await writeSettings(ctx.db, values, ctx.now(), scope);
      return {};
    },
  };
}

/**
 * `update_planning_vue` (spec 1 §3/§7, spec 2 §9): saves the person's display of one page under
 * `planning_display[key]`. The catalogue has already refused another page's key, unknown fields
 * and, for the pages with choices, a value outside core's `PLANNING_DISPLAY_CHOICES`.
 */
export function planningDisplayHandlers() {
  return {
    update_planning_vue: async (
      ctx: HandlerContext,
      { newData, key, token }: { newData: PlanningDisplayInput; key: string; token: string },
    ) => {
      const user = signedInUser(ctx);
      if (token !== ctx.token) throw new HttpError(403, M.otherToken);
      const saved: PlanningDisplay = {
        selectedNbrDays: Number(newData.selectedNbrDays),
        selectedslotduration: newData.selectedslotduration,
        selectedStartTime: newData.selectedStartTime,
        selectedEndTime: newData.selectedEndTime,
      };
      await setDisplayKey(ctx.db, user.id, key, saved, ctx.now());
      return { recordId: user.id };
    },
  };
}

/** The display as the catalogue lets it through (the number of days as number or text). */
type PlanningDisplayInput = Omit<PlanningDisplay, 'selectedNbrDays'> & {
  readonly selectedNbrDays: number | string;
};
