import { CONDITION_CHECK_MESSAGES as M } from '@locasuite/core';
import type { JsonObject } from '../../db/schema';
import { HttpError } from '../../HttpError';
import { read, type FamilyHandlers } from '../../http/defineHandlers';
import { list } from '../answers';
import { agencyFieldData, logoAsText } from '../records';
import { clientRecord, clientsByName, findClient, findCompany } from '../shared/clientRecord';
import { text } from './values';

function parcRecord(row: { id: number; matricule: string; agency_id: number; data: JsonObject }) {
  return { ...row.data, ID: row.id, MATRICULE: row.matricule, ID_AGENCE: row.agency_id };
}

/** spec 3 §3.4, §7.1: the form's header and customer blocks, and the park (§2.2 section 3). */
export const referenceHandlers = {
  get_agency: read(async (ctx) => list(await agencyFieldData(ctx.db, false))),
  get_agency_soft: read(async (ctx) => list(await agencyFieldData(ctx.db, true))),

  get_societe_by_id: read(async (ctx, { id }) => {
    const row = await findCompany(ctx.db, id);
    return list([{ ...logoAsText(row.data), ID_Societe: row.id }]);
  }),

  get_societe_soft_by_id: read(async (ctx, { id }) => {
    const row = await findCompany(ctx.db, id);
    const data = Object.fromEntries(Object.entries(row.data).filter(([k]) => !/logo/i.test(k)));
    return list([{ ...data, ID_Societe: row.id }]);
  }),

  get_clients: read(async (ctx) => {
    return list((await clientsByName(ctx.db)).map((c) => clientRecord(c)));
  }),

  get_clients_SS_by_id: read(async (ctx, { id }) => {
    return list([clientRecord(await findClient(ctx.db, id))]);
  }),

  get_email_liste_by_id_client: read(async (ctx, { idClient }) => {
    const client = await findClient(ctx.db, idClient);
    const mails = text(client.data.CONTACT_MAIL_TOUS)
      .split('|')
      .map((m) => m.trim())
      .filter(Boolean);
    return list(mails.map((mail) => ({ mail })));
  }),

  get_parc: read(async (ctx) => {
    const rows = await ctx.db
      .selectFrom('fleet')
      .select(['id', 'matricule', 'agency_id', 'data'])
      .orderBy('id')
      .execute();
    return list(rows.map(parcRecord));
  }),

  get_parcs: read(async (ctx, { matricule }) => {
    const row = await ctx.db
      .selectFrom('fleet')
      .select(['id', 'matricule', 'agency_id', 'data'])
      .where('matricule', '=', String(matricule).trim())
      .executeTakeFirst();
    if (!row) throw new HttpError(404, M.equipmentNotFound(matricule));
    return list([parcRecord(row)]);
  }),
} satisfies FamilyHandlers<'etatdl'>;
