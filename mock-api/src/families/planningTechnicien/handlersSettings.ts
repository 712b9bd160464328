import { PLANNING_SETTINGS_MESSAGES, TECHNICIAN_PLANNING_MESSAGES as M } from '@locasuite/core';
import { HttpError } from '../../HttpError';
import { read, signedInUser, type FamilyHandlers } from '../../http/defineHandlers';
import { list } from '../answers';
import { agencyFieldData, checkStaffNames, isIntegerKey, setDisplayKey } from '../records';
import { STATUS_COLORS } from '../calendarColorSchemes';
import {
  calendarSettingsHandlers,
  optionRows,
  planningDisplayHandlers,
  readSetting,
} from '../planningSettings';
import { AGENCY_KEY, NOT_OPTIONS, TECHNICIAN_SCOPE, ownAccount } from './queries';

/**
 * spec 2 §7.1: the planning's settings and options, the agencies, and each person's choices
 * (technicians shown, agency, display), with the settings handlers every planning shares.
 */
export const settingsHandlers = {
  get_calendar_settings: read(async (ctx) => {
    const multi = await readSetting(ctx.db, 'multie-technicien', TECHNICIAN_SCOPE);
    return list([{ Params: { 'multie-technicien': String(multi ?? '0').trim() === '1' } }]);
  }),

  get_planning_technicien_options: read(async (ctx) =>
    list(await optionRows(ctx.db, TECHNICIAN_SCOPE, NOT_OPTIONS)),
  ),

  ...calendarSettingsHandlers(TECHNICIAN_SCOPE, STATUS_COLORS),

  // spec 2 §7 "The agency list response is at data.data.data".
  get_agency: read(async (ctx) => ({ data: list(await agencyFieldData(ctx.db, false)) })),

  get_agency_soft: read(async (ctx) => ({ data: list(await agencyFieldData(ctx.db, true)) })),

  setTechToShow: async (ctx, { token, liste }) => {
    const user = signedInUser(ctx);
    if (token !== ctx.token) throw new HttpError(403, PLANNING_SETTINGS_MESSAGES.otherToken);
    const names = [
      ...new Set(
        liste
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n !== ''),
      ),
    ];
    await checkStaffNames(ctx.db, 'technicien', names);
    await ctx.db
      .updateTable('users')
      .set({ tech_to_show_planning_technicien: names.join(','), updated_at: ctx.now() })
      .where('id', '=', user.id)
      .execute();
    return { recordId: user.id };
  },

  getTechToShow: read(async (ctx, { username }) => {
    // The session proves who asks; `username` must name that account (the password the old
    // payload carries is not checked again).
    const user = ownAccount(ctx, username);
    return list([{ tech_to_show_planning_technicien: user.tech_to_show_planning_technicien }]);
  }),

  setAgency: async (ctx, { username, agencyId }) => {
    const user = ownAccount(ctx, username);
    // An empty agencyId clears the choice (the page's clearable Agence filter, spec 2 §2.1).
    let chosen = '';
    if (agencyId !== '') {
      const id = Number(agencyId);
      const agency = isIntegerKey(id)
        ? await ctx.db.selectFrom('agencies').select('id').where('id', '=', id).executeTakeFirst()
        : undefined;
      if (!agency) throw new HttpError(422, M.unknownAgency(String(agencyId)));
      chosen = String(agency.id);
    }
    // The planning's own choice, beside the person's display (planning_display), not their home
    // agency (users.agency_id, user_id_agence).
    await setDisplayKey(ctx.db, user.id, AGENCY_KEY, chosen, ctx.now());
    return { recordId: user.id };
  },

  getAgency: read(async (ctx, { username }) => {
    const user = ownAccount(ctx, username);
    const saved = (user.planning_display as Record<string, unknown> | null)?.[AGENCY_KEY];
    const id = typeof saved === 'string' && /^\d+$/.test(saved) ? Number(saved) : '';
    return list([{ ID_Agence: id }]);
  }),

  ...planningDisplayHandlers(),
} satisfies FamilyHandlers<'planningTechnicien'>;
