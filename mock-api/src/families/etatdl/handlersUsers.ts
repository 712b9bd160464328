import { CONDITION_CHECK_MESSAGES as M } from '@locasuite/core';
import { resolveSession } from '../../auth/sessions';
import { createUser } from '../../auth/users';
import { HttpError } from '../../HttpError';
import { read, signedInUser, type FamilyHandlers } from '../../http/defineHandlers';
import { CONDITION_SCOPE } from '../../seed/buildConditionChecks';
import { list } from '../answers';
import { isIntegerKey } from '../records';
import { userFieldData } from '../userFieldData';
import { otherUser } from './queries';

/**
 * spec 3 §2.3, §7.1: the settings dialog's user (one's own name and agency), the token check,
 * and accounts for this tool (admin). `user_login` is in `signInVariants.ts`.
 */
export const userHandlers = {
  get_user_info: read(async (ctx, { token }) => {
    const user = await otherUser(ctx, token);
    return list([userFieldData(user)]);
  }),

  edit_user_info: async (ctx, { token, user: changes }) => {
    const user = signedInUser(ctx);
    if (token !== ctx.token) throw new HttpError(403, M.ownAccountOnly);
    const set: { display_name?: string; agency_id?: number | null } = {};
    if ('user_name' in changes) {
      const name = typeof changes.user_name === 'string' ? changes.user_name.trim() : '';
      if (name.length < 1 || name.length > 100) throw new HttpError(422, M.userName);
      set.display_name = name;
    }
    const agency = changes.user_id_agence ?? changes.ID_Agence;
    if (agency !== undefined) {
      if (agency === null || agency === '') {
        set.agency_id = null;
      } else {
        const n = Number(agency);
        const found = isIntegerKey(n)
          ? await ctx.db.selectFrom('agencies').select('id').where('id', '=', n).executeTakeFirst()
          : undefined;
        if (!found) throw new HttpError(422, M.unknownAgency(agency));
        set.agency_id = found.id;
      }
    }
    if (Object.keys(set).length > 0) {
      await ctx.db
        .updateTable('users')
        .set({ ...set, updated_at: ctx.now() })
        .where('id', '=', user.id)
        .execute();
    }
    return { recordId: user.id };
  },

  user_token_is_valide: read(async (ctx, { token }) => ({
    valide:
      (await resolveSession(ctx.db, token, {
        ttlHours: ctx.config.sessionTtlHours,
        now: ctx.now(),
      })) !== null,
  })),

  user_create_account: async (ctx, { user }) => {
    const created = await createUser(ctx.db, {
      login: user.user_email,
      email: user.user_email,
      password: user.user_password,
      applications: [CONDITION_SCOPE],
    });
    return { id: created.id };
  },
} satisfies FamilyHandlers<'etatdl'>;
