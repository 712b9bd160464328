import { RECORD_MESSAGES, SESSION_MESSAGES } from '@locasuite/core';
import { resolveSession, revokeSession } from '../auth/sessions';
import type { JsonObject } from '../db/schema';
import { HttpError } from '../HttpError';
import { list } from './answers';
import { agencyFieldData, logoAsText } from './records';
import { commitsItself, defineHandlers, read, signedInUser } from '../http/defineHandlers';
import { clientRecord, clientsByName, findCompany } from './shared/clientRecord';
import { signInHandler } from './signInHandler';
import { userFieldData } from './userFieldData';

/** Logos are the heavy part of company and agency records; the `_soft` calls leave them out. */
const withoutLogos = (data: JsonObject): JsonObject =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !/logo/i.test(key)));

/** spec 1 §7 General (`/api/v1`) and `logout`. */
export const generalHandlers = defineHandlers('general', {
  user_login: commitsItself((ctx, { email, password }) => signInHandler(ctx, email, password)),

  get_user_by_token: read(async (ctx, { token }) => {
    let user = signedInUser(ctx);
    if (token !== ctx.token) {
      const other = await resolveSession(ctx.db, token, {
        ttlHours: ctx.config.sessionTtlHours,
        now: ctx.now(),
      });
      if (!other) throw new HttpError(401, SESSION_MESSAGES.session);
      user = other;
    }
    return { data: list([userFieldData(user)]) };
  }),

  logout: async (ctx) => {
    if (ctx.token) await revokeSession(ctx.db, ctx.token, ctx.now());
    return {};
  },

  get_contrat_from_num_contrat: read(async (ctx, { numContrat }) => {
    const row = await ctx.db
      .selectFrom('contracts')
      .innerJoin('clients', 'clients.id', 'contracts.client_id')
      .select([
        'contracts.num_contrat',
        'contracts.data',
        'clients.company_name',
        'clients.code_client',
      ])
      .where('contracts.num_contrat', '=', String(numContrat).trim())
      .executeTakeFirst();
    if (!row) throw new HttpError(404, RECORD_MESSAGES.contractNotFound(numContrat));
    return {
      data: [
        {
          fieldData: {
            CL_CLIENT_RAISON_SOCIALE: row.company_name,
            CL_CLIENT_COMPTE: row.code_client,
            ...row.data,
            CL_NUM_CONTRAT: row.num_contrat,
          },
        },
      ],
    };
  }),

  get_societe_by_id: read(async (ctx, { id }) => {
    const row = await findCompany(ctx.db, id);
    return list([{ ...logoAsText(row.data), ID_Societe: row.id }]);
  }),

  get_societe_by_id_soft: read(async (ctx, { id }) => {
    const row = await findCompany(ctx.db, id);
    return list([{ ...withoutLogos(row.data), ID_Societe: row.id }]);
  }),

  get_agency: read(async (ctx) => list(await agencyFieldData(ctx.db, false))),

  get_agency_soft: read(async (ctx) => list(await agencyFieldData(ctx.db, true))),

  get_clients: read(async (ctx) => {
    return list((await clientsByName(ctx.db)).map((c) => clientRecord(c, 'record wins')));
  }),
});
