import {
  CONTRACT_SERVER_MESSAGES as S,
  addDuration,
  canClose,
  canEditContract,
  canInvoice,
  canRenew,
  formatTime,
  parseWireDay,
  toWireDay,
} from '@locasuite/core';
import { sql } from 'kysely';
import type { JsonObject } from '../../db/schema';
import { HttpError } from '../../HttpError';
import { signedInUser, type FamilyHandlers, type HandlerContext } from '../../http/defineHandlers';
import { isIntegerKey } from '../records';
import { booking, findMachine } from './booking';
import { moveLine, periodFields } from './handlersLines';
import {
  checkSeen,
  contractFacts,
  contractSettings,
  enforce,
  findContract,
  jsonSetting,
  knownAgency,
  linesOf,
  statusOf,
  text,
  writeContract,
  writeLine,
  type ContractRow,
} from './queries';

/** spec 2.4: the fields of a contract the edit form changes (the others are the server's). */
const EDITABLE_FIELDS = [
  'ID_Agence',
  'ID_LIEU_RETRAIT',
  'Lieu_retrait_nom',
  'LocdataS_::Date Debut Loc',
  'reglement_mode_prevu',
  'Caution_montant_saisie',
  'Acompte_final',
  'caution_multiple',
  'CL_REF_COMMANDE',
  'CL_REF_CHANTIER',
  'CL_SUIVI_PAR',
  'CL_COMMENTAIRE',
] as const;

/** The deposit method of a contract (caution_multiple::type_caution). */
export function depositMethod(c: ContractRow): string {
  const deposits = c.data.caution_multiple;
  const first = Array.isArray(deposits) ? (deposits[0] as JsonObject | undefined) : undefined;
  return text(first?.type_caution ?? c.data['caution_multiple::type_caution']);
}

/** A value among an option's list (§3.6 paiement_proposition, caution_proposition), else 422. */
async function checkOption(ctx: HandlerContext, key: string, field: string, value: string) {
  const offered = jsonSetting<unknown>(await contractSettings(ctx.db), key, []);
  const list = Array.isArray(offered) ? offered.map(String) : [];
  if (list.length > 0 && !list.includes(value)) {
    throw new HttpError(422, S.fieldNotOffered(field, list));
  }
}

async function editable(ctx: HandlerContext, ref: string | number, seen: number | undefined) {
  const c = await findContract(ctx.db, ref);
  checkSeen(seen, c.version);
  enforce(canEditContract(contractFacts(c)));
  return c;
}

const answer = (c: ContractRow, version: number) => ({ recordId: c.id, version });

/** How far a new departure day moves the contract (ms, whole days), 0 when unknown or the same. */
function departureShift(c: ContractRow, day: string): number {
  const before = parseWireDay(text(c.data['LocdataS_::Date Debut Loc']));
  const after = parseWireDay(day);
  return before && after ? after.getTime() - before.getTime() : 0;
}

/**
 * spec 4 §2.4 a new departure date moves the lines still waiting by as many days (their return
 * too), on the plannings as well; a machine booked on the new days is refused by the database.
 */
async function shiftWaitingLines(ctx: HandlerContext, c: ContractRow, shift: number) {
  for (const line of (await linesOf(ctx.db, c.id)).filter((l) => statusOf(l) === 'En attente')) {
    const start = line.start_ts + shift;
    const end = line.end_ts + shift;
    const machine = line.fleet_id === null ? null : await findMachine(ctx.db, line.fleet_id);
    await moveLine(ctx, line, machine, periodFields(start, end), { start_ts: start, end_ts: end });
  }
}

/** spec 4 §2.4, §4.3 the contract's own calls: edit, deposit, payment, invoice, renew, close. */
export const contractHandlers = {
  update_contrat: async (ctx, { contrat }) => {
    const ref = contrat.ID ?? contrat['N° Contrat Comp'];
    if (typeof ref !== 'string' && typeof ref !== 'number') {
      throw new HttpError(422, S.fieldRequired('contrat.ID'));
    }
    const seen = contrat.version;
    if (seen !== undefined && typeof seen !== 'number') {
      throw new HttpError(422, S.fieldNotAVersion('contrat.version'));
    }
    const c = await editable(ctx, ref, seen);
    const changes: JsonObject = {};
    for (const key of EDITABLE_FIELDS) if (key in contrat) changes[key] = contrat[key];
    const day = changes['LocdataS_::Date Debut Loc'];
    if (day !== undefined && (typeof day !== 'string' || !parseWireDay(day))) {
      throw new HttpError(422, S.fieldNotADay('LocdataS_::Date Debut Loc'));
    }
    let agencyId: number | undefined;
    if (changes.ID_Agence !== undefined) {
      agencyId = (await knownAgency(ctx.db, changes.ID_Agence)).id;
    }
    if (changes.reglement_mode_prevu !== undefined && text(changes.reglement_mode_prevu) !== '') {
      await checkOption(
        ctx,
        'paiement_proposition',
        'reglement_mode_prevu',
        text(changes.reglement_mode_prevu),
      );
    }
    for (const key of ['Caution_montant_saisie', 'Acompte_final'] as const) {
      const v = changes[key];
      if (v !== undefined && v !== '' && !(Number(v) >= 0 && Number(v) <= 1e9)) {
        throw new HttpError(422, S.fieldNotAnAmount(key));
      }
    }
    const shift = typeof day === 'string' ? departureShift(c, day) : 0;
    if (shift !== 0) {
      await shiftWaitingLines(ctx, c, shift);
      const end = parseWireDay(text(c.data['LocdataS_::Date retour']));
      if (end) changes['LocdataS_::Date retour'] = toWireDay(end.getTime() + shift);
    }
    const version = await writeContract(
      ctx.db,
      c,
      changes,
      agencyId ? { agency_id: agencyId } : {},
    );
    return answer(c, version);
  },

  update_caution: async (ctx, { idLigne, modeDepot, montant, version }) => {
    const c = await editable(ctx, idLigne, version);
    await checkOption(ctx, 'caution_proposition', 'modeDepot', modeDepot.trim());
    const amount = Number(String(montant).replace(',', '.'));
    if (!(Number.isFinite(amount) && amount >= 0 && amount <= 1e9)) {
      throw new HttpError(422, S.fieldNotAnAmount('montant'));
    }
    const deposits = Array.isArray(c.data.caution_multiple)
      ? (c.data.caution_multiple as JsonObject[])
      : [];
    const [first = {}, ...others] = deposits;
    const written = await writeContract(ctx.db, c, {
      Caution_montant_saisie: amount,
      caution_multiple: [{ ...first, type_caution: modeDepot.trim() }, ...others],
    });
    return answer(c, written);
  },

  send_to_facturation: async (ctx, { idLigne, numContrat, paiement, version }) => {
    const c = await editable(ctx, idLigne, version);
    if (text(numContrat) !== c.num_contrat && text(numContrat) !== String(c.id)) {
      throw new HttpError(422, S.contractOfOtherRecord(text(numContrat), text(idLigne)));
    }
    await checkOption(ctx, 'paiement_proposition', 'paiement', paiement.trim());
    return answer(c, await writeContract(ctx.db, c, { reglement_mode_prevu: paiement.trim() }));
  },

  /**
   * spec 4 §4.3 invoicing, idempotent (issue 38): a contract has one invoice number; invoicing it
   * again (a double click, a replay, two people at once) answers that number and writes nothing.
   */
  facturation: async (ctx, { contrat, user, version }) => {
    const c = await findContract(ctx.db, contrat);
    const invoiced = (row: ContractRow) => ({
      'N° FACT Comp': row.invoice_number ?? text(row.data['N° FACT Comp']),
      recordId: row.id,
      version: row.version,
    });
    if (contractFacts(c).invoiceNumber) return invoiced(c);
    checkSeen(version, c.version);
    const statuses = (await linesOf(ctx.db, c.id)).map(statusOf);
    enforce(
      canInvoice({
        ...contractFacts(c),
        paymentMethod: text(c.data.reglement_mode_prevu),
        depositMethod: depositMethod(c),
        statuses,
      }),
    );
    const { seq } = await sql<{ seq: string }>`select nextval('contract_invoice_seq') as seq`
      .execute(ctx.db)
      .then((r) => r.rows[0]!);
    const now = ctx.now();
    const number = `FAC-${now.getUTCFullYear()}-${String(seq).padStart(6, '0')}`;
    const by = typeof user === 'string' ? user : text(user.nom ?? user.login ?? '');
    const written = await ctx.db
      .updateTable('contracts')
      .set({
        invoice_number: number,
        state: 'Facturé',
        data: sql`data || ${JSON.stringify({
          'N° FACT Comp': number,
          'Date facturation': toWireDay(now),
          CONTRAT_STATE: 'Facturé',
          facture_par: by || signedInUser(ctx).display_name,
        })}::jsonb`,
        version: sql`version + 1`,
      })
      .where('id', '=', c.id)
      .where('invoice_number', 'is', null)
      .returningAll()
      .executeTakeFirst();
    // Someone invoiced it meanwhile: their number is the contract's.
    if (!written) return invoiced(await findContract(ctx.db, c.id));
    await ctx.db
      .updateTable('contract_lines')
      .set({ data: sql`data || jsonb_build_object('CLD_CONTRAT_STATE', 'Facturé')` })
      .where('contract_id', '=', c.id)
      .execute();
    return invoiced(written);
  },

  /**
   * spec 4 §4.3 renewal (at least one line Sortie): each line out is extended by its grid's
   * duration (the same length again without a grid), on the plannings too; a machine booked right
   * after is refused by the database (409 naming who holds it). scriptResult: the contract number.
   */
  renew_contrat: async (ctx, { contrat, version }) => {
    const c = await findContract(ctx.db, contrat);
    checkSeen(version, c.version);
    const lines = await linesOf(ctx.db, c.id);
    enforce(canRenew(contractFacts(c), lines.map(statusOf)));
    let lastEnd = 0;
    for (const line of lines.filter((l) => statusOf(l) === 'Sortie')) {
      const grid = isIntegerKey(Number(line.data.CLD_ID_DUREE_LOCATION))
        ? await ctx.db
            .selectFrom('tariff_grids')
            .select('data')
            .where('id', '=', Number(line.data.CLD_ID_DUREE_LOCATION))
            .executeTakeFirst()
        : undefined;
      const end =
        addDuration(line.end_ts, Number(grid?.data.duree), grid?.data.unite) ??
        line.end_ts + Math.max(line.end_ts - line.start_ts, 86_400_000);
      lastEnd = Math.max(lastEnd, end);
      const machine = line.fleet_id === null ? null : await findMachine(ctx.db, line.fleet_id);
      const write = () =>
        writeLine(
          ctx.db,
          line,
          {
            CLD_DATE_RETOUR: toWireDay(end),
            CLD_HEURE_RETOUR: formatTime(end),
            CLD_DATE_RETOUR_TIMESTAMP: end,
            CLD_STATE: 'Prolongé',
          },
          { end_ts: end, state: 'Prolongé' },
        );
      if (machine) {
        await booking(
          ctx,
          machine,
          { start: line.end_ts, end, buffer: line.buffer_ms, exceptLine: line.id },
          write,
        );
      } else {
        await write();
      }
    }
    await writeContract(ctx.db, c, { 'LocdataS_::Date retour': toWireDay(lastEnd) });
    return { data: { scriptResult: c.num_contrat } };
  },

  /** spec 4 §4.3 closing (no line Sortie): the contract is closed and read-only. */
  cloture_contrat: async (ctx, { contrat, version }) => {
    const c = await findContract(ctx.db, contrat);
    checkSeen(version, c.version);
    enforce(canClose(contractFacts(c), (await linesOf(ctx.db, c.id)).map(statusOf)));
    const state = c.invoice_number === null ? 'Terminé' : (c.state ?? 'Facturé');
    const written = await writeContract(
      ctx.db,
      c,
      { CONTRAT_STATE: state, Cloture: '1' },
      { closed_at: ctx.now(), state },
    );
    return answer(c, written);
  },
} satisfies Partial<FamilyHandlers<'contrat'>>;
