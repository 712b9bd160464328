import { PLANNING_SETTINGS_MESSAGES, RDV_MESSAGES as M, rdvTypeColors } from '@locasuite/core';
import { HttpError } from '../../HttpError';
import { signedInUser, type FamilyHandlers } from '../../http/defineHandlers';
import { colorObject, type CalendarColorScheme } from '../calendarColorSchemes';
import { calendarSettingsHandlers } from '../planningSettings';
import { isIntegerKey, setDisplayKey } from '../records';
import { RDV_SCOPE, appointmentTypes } from './queries';

/** A stored colours text, or nothing when it is not a JSON object. */
function savedColors(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
}

/**
 * The bike planning's colours (spec 2 §7.2): `calendar_colors`, one `#rrggbb` colour per
 * appointment type of the database, a type never coloured taking the palette's.
 */
const RDV_COLORS: CalendarColorScheme = {
  rows: [{ key: 'calendar_colors' }],
  async answer(stored, ctx) {
    const types = await appointmentTypes(ctx.db);
    return {
      calendar_colors: JSON.stringify(rdvTypeColors(types, savedColors(stored.calendar_colors))),
    };
  },
  async save(colors, ctx, stored) {
    const parsed = colorObject(colors, M.colorsNotObject);
    const types = await appointmentTypes(ctx.db);
    for (const [key, color] of Object.entries(parsed)) {
      if (!types.some((t) => t.KEY === key)) {
        throw new HttpError(
          422,
          M.unknownType(
            [key],
            types.map((t) => t.KEY),
          ),
        );
      }
      if (typeof color !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(color)) {
        throw new HttpError(422, M.badTypeColor(key));
      }
    }
    const before = rdvTypeColors(types, savedColors(stored.calendar_colors));
    return { calendar_colors: JSON.stringify(rdvTypeColors(types, { ...before, ...parsed })) };
  },
};

/** spec 2 §2.2 the calendar settings and the person's `Liste des agences`. */
export const settingsHandlers = {
  /**
   * spec 2 §2.2 `Liste des agences` "(several for admins, one for others, remembered)": the
   * person's choice goes to `planning_display[key]`, as the plannings' displays do. Known agencies
   * only, each once; at most one for a non-admin; an empty list is a choice too (nothing shown).
   */
  update_planning_vue: async (ctx, { newData, key, token }) => {
    const user = signedInUser(ctx);
    if (token !== ctx.token) throw new HttpError(403, PLANNING_SETTINGS_MESSAGES.otherToken);
    const ids: number[] = [];
    for (const raw of newData.agencies) {
      const id = Number(String(raw).trim());
      if (!isIntegerKey(id)) throw new HttpError(422, M.unknownAgency(String(raw)));
      if (!ids.includes(id)) ids.push(id);
    }
    if (!user.admin && ids.length > 1) throw new HttpError(422, M.oneAgencyOnly);
    const known = ids.length
      ? await ctx.db.selectFrom('bike_agencies').select('id').where('id', 'in', ids).execute()
      : [];
    const unknown = ids.filter((id) => !known.some((a) => a.id === id));
    if (unknown.length > 0) throw new HttpError(422, M.unknownAgency(unknown.join(', ')));
    await setDisplayKey(ctx.db, user.id, key, ids.map(String), ctx.now());
    return { recordId: user.id };
  },

  ...calendarSettingsHandlers(RDV_SCOPE, RDV_COLORS),
} satisfies FamilyHandlers<'gestionRdvVelo'>;
