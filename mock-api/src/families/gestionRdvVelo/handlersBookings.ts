import { RDV_MESSAGES as M } from '@locasuite/core';
import { sql } from 'kysely';
import { HttpError } from '../../HttpError';
import { read, type FamilyHandlers } from '../../http/defineHandlers';
import { list } from '../answers';
import { isIntegerKey } from '../records';
import { clientFieldData, contractRecords } from './fieldData';
import { mailable, queueSlotMail } from './mails';
import {
  checkedContract,
  clientByCode,
  findAgency,
  findSlot,
  openContractsOf,
  searchClients,
} from './queries';

/** Clients answered by a search by name or code. */
const MAX_CLIENTS = 50;

/**
 * spec 2 §5.2, §7.2 the booking dialog: its clients and their contracts, the contract of a
 * booked slot, and the validation mail of a booking.
 */
export const bookingHandlers = {
  get_client_by_code_client: read(async (ctx, { code_client }) => {
    const row = await clientByCode(ctx.db, code_client);
    return list(row ? [clientFieldData(row)] : []);
  }),

  get_client_by_name_or_code_client: read(async (ctx, { clientData }) => {
    const rows = await searchClients(ctx.db, clientData, MAX_CLIENTS);
    return list(rows.map(clientFieldData));
  }),

  get_contracts_by_code_client: read(async (ctx, { code }) => {
    const client = await clientByCode(ctx.db, code);
    const contracts = client ? await openContractsOf(ctx.db, client.id) : [];
    if (contracts.length === 0) throw new HttpError(404, M.noContract);
    return list(await contractRecords(ctx.db, contracts));
  }),

  get_contract_by_num: read(async (ctx, { num }) => {
    const text = String(num).trim();
    const contracts = await ctx.db
      .selectFrom('contracts')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('num_contrat', '=', text),
          eb(sql<string>`data->>'numero_reservation'`, '=', text),
        ]),
      )
      .orderBy('id')
      .execute();
    if (contracts.length === 0) throw new HttpError(404, M.noReservationContract(text));
    return list(await contractRecords(ctx.db, contracts));
  }),

  get_contract_materiel_by_id: read(async (ctx, { id }) => {
    const text = String(id).trim();
    const numeric = Number(text);
    const contract = await ctx.db
      .selectFrom('contracts')
      .selectAll()
      .where((eb) =>
        /^\d+$/.test(text) && isIntegerKey(numeric)
          ? eb.or([eb('id', '=', numeric), eb('num_contrat', '=', text)])
          : eb('num_contrat', '=', text),
      )
      .orderBy('id')
      .executeTakeFirst();
    if (!contract) throw new HttpError(404, M.contractNotFound(text));
    const lines = await ctx.db
      .selectFrom('contract_lines')
      .leftJoin('fleet', 'fleet.id', 'contract_lines.fleet_id')
      .select(['contract_lines.id', 'contract_lines.data', 'fleet.data as fleet'])
      .where('contract_lines.contract_id', '=', contract.id)
      .orderBy('contract_lines.id')
      .execute();
    return list(
      lines.map((l) => {
        const fleet = (l.fleet ?? {}) as Record<string, unknown>;
        const matricule = String(l.data.CLD_MATRICULE ?? '');
        return {
          CLD_ID: l.id,
          'N° Contrat Comp': contract.num_contrat,
          'N° Mat interne': matricule,
          'LocdataS_::N° Mat interne': matricule,
          'Descrip Materiel': String(l.data.CLD_DESCRIPTION ?? ''),
          FAMILLE: String(fleet.FAMILLE ?? l.data.CLD_FAMILLE ?? ''),
          SOUS_FAMILLE: String(fleet.SOUS_FAMILLE ?? l.data.CLD_SOUS_FAMILLE ?? ''),
          MARQUE: String(fleet.MARQUE ?? ''),
        };
      }),
    );
  }),

  update_contrat_num_by_key: async (ctx, { key, contratNum }) => {
    const row = await findSlot(ctx.db, key);
    let contract = '';
    let matricule = '';
    if (contratNum.trim() !== '') {
      if (row.booked !== 1) throw new HttpError(409, M.contractNeedsBooking);
      const checked = await checkedContract(ctx.db, contratNum, row.client_code);
      contract = checked.contract.num_contrat;
      matricule = checked.matricule;
    }
    const updated = await ctx.db
      .updateTable('bike_slots')
      .set({ contract, matricule, version: sql<number>`version + 1`, updated_at: ctx.now() })
      .where('key', '=', row.key)
      .where('version', '=', row.version)
      .returning('version')
      .executeTakeFirst();
    if (!updated) throw new HttpError(409, M.stale);
    return { recordId: row.key, version: updated.version };
  },

  validation_dispo_mail: async (ctx, { resa }) => {
    const row = await findSlot(ctx.db, resa.key);
    if (row.client_code === '' || row.last_name === '' || row.mail === '') {
      throw new HttpError(409, M.validationMailNoClient);
    }
    // spec 2 §4.2 "using the original agency data": the agency the page had before the edit.
    const agency = await findAgency(ctx.db, resa.AGENCE ?? row.agency_id);
    if (!mailable(row.mail)) return { errorListe: [row.mail] };
    await queueSlotMail(
      ctx,
      'validation',
      { mail: row.mail, day: row.day_ts, start: row.start_time, end: row.end_time },
      agency,
    );
    return { errorListe: [] };
  },
} satisfies FamilyHandlers<'gestionRdvVelo'>;
