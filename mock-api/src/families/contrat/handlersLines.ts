import { randomUUID } from 'node:crypto';
import {
  CONTRACT_MESSAGES as M,
  CONTRACT_SERVER_MESSAGES as S,
  canEditContract,
  canRemoveLine,
  canSetStatus,
  formatTime,
  toWireDateTime,
  toWireDay,
  type LineStatus,
} from '@locasuite/core';
import { HttpError } from '../../HttpError';
import type { FamilyHandlers, HandlerContext } from '../../http/defineHandlers';
import { writtenVersion } from '../records';
import { reportHandlers as savReports } from '../sav/handlersReports';
import { booking, findMachine, type Machine } from './booking';
import {
  checkSeen,
  contractFacts,
  enforce,
  findContract,
  findContractLine,
  findLine,
  findLineByWebId,
  refreshContractState,
  refreshTotals,
  statusOf,
  text,
  writeLine,
  type LineRow,
} from './queries';

/** The period fields of a line's record, from its instants. */
export const periodFields = (start: number, end: number) => ({
  CLD_DATE_DEPART: toWireDay(start),
  CLD_HEURE_DEPART: formatTime(start),
  CLD_DATE_DEPART_TIMESTAMP: start,
  CLD_DATE_RETOUR: toWireDay(end),
  CLD_HEURE_RETOUR: formatTime(end),
  CLD_DATE_RETOUR_TIMESTAMP: end,
});

/** The fields of a line that name its machine. */
export const machineFields = (m: Machine) => ({
  CLD_MATRICULE: m.matricule,
  CLD_FAMILLE: m.family,
  CLD_SOUS_FAMILLE: m.sub_family,
  CLD_DESCRIPTION: [m.sub_family, m.data.MARQUE, m.data.TYPE].map(text).filter(Boolean).join(' '),
  CLD_MARQUE: text(m.data.MARQUE),
  CLD_TYPE: text(m.data.TYPE),
  CLD_NUMERO_SERIE: text(m.data.NUMERO_SERIE),
});

/** A write of a line that may move its booking: refused by the database when it collides. */
export async function moveLine(
  ctx: HandlerContext,
  line: LineRow,
  machine: Machine | null,
  data: Record<string, unknown>,
  columns: { start_ts?: number; end_ts?: number; fleet_id?: number },
): Promise<number> {
  const start = columns.start_ts ?? line.start_ts;
  const end = columns.end_ts ?? line.end_ts;
  const write = () => writeLine(ctx.db, line, data, columns);
  if (!machine) return write();
  return booking(ctx, machine, { start, end, buffer: line.buffer_ms, exceptLine: line.id }, write);
}

/**
 * spec 4 §4.2 the three status buttons. Taking a machine out before its planned start books it from
 * now; bringing it back before its planned return frees the rest of the period; cancelling puts
 * back the planned dates. The plannings show the moved period and the contract's state.
 */
function statusHandler(next: LineStatus) {
  return async (ctx: HandlerContext, p: { idContrat: string | number; version?: number }) => {
    const line = await findLine(ctx.db, p.idContrat);
    checkSeen(p.version, line.version);
    const contract = await findContract(ctx.db, line.contract_id);
    enforce(canSetStatus(contractFacts(contract), statusOf(line), next));
    const now = ctx.now().getTime();
    const plannedStart = Number(line.data.CLD_DEPART_PREVU_TIMESTAMP ?? line.start_ts);
    const plannedEnd = Number(line.data.CLD_RETOUR_PREVU_TIMESTAMP ?? line.end_ts);
    let start = line.start_ts;
    let end = line.end_ts;
    const data: Record<string, unknown> = { CLD_STATUT: next };
    if (next === 'Sortie') {
      if (now < start) start = now;
      end = Math.max(end, plannedEnd);
      Object.assign(data, {
        CLD_VISU_DEPART_RETOUR: 'Sortie',
        CLD_DATE_SORTIE: toWireDateTime(now),
        CLD_DATE_RENTREE: '',
      });
    } else if (next === 'Rentré') {
      if (now < end) end = Math.max(now, start);
      Object.assign(data, {
        CLD_VISU_DEPART_RETOUR: 'Stock',
        CLD_DATE_RENTREE: toWireDateTime(now),
      });
    } else {
      start = plannedStart;
      end = plannedEnd;
      Object.assign(data, {
        CLD_VISU_DEPART_RETOUR: 'Stock',
        CLD_DATE_SORTIE: '',
        CLD_DATE_RENTREE: '',
      });
    }
    Object.assign(data, periodFields(start, end), {
      CLD_DEPART_PREVU_TIMESTAMP: plannedStart,
      CLD_RETOUR_PREVU_TIMESTAMP: plannedEnd,
    });
    const machine = line.fleet_id === null ? null : await findMachine(ctx.db, line.fleet_id);
    const version = await moveLine(ctx, line, machine, data, { start_ts: start, end_ts: end });
    await refreshContractState(ctx, contract.id);
    return { recordId: line.id, version };
  };
}

/** spec 4 §4.3: a line's registration changed (En attente: `update_contrat_from_SSynch`). */
async function changeMachine(
  ctx: HandlerContext,
  line: LineRow,
  registration: string | number,
  seen: number | undefined,
) {
  checkSeen(seen, line.version);
  const contract = await findContract(ctx.db, line.contract_id);
  enforce(canEditContract(contractFacts(contract)));
  const machine = await findMachine(ctx.db, registration);
  if (!machine) throw new HttpError(404, M.equipmentNotFound(registration));
  const version = await moveLine(ctx, line, machine, machineFields(machine), {
    fleet_id: machine.id,
  });
  return { recordId: line.id, version };
}

/** spec 4 §4.2–4.3 the equipment lines: status, removal, registration, inspection, repair. */
export const lineHandlers = {
  sortie_mat: statusHandler('Sortie'),
  retour_mat: statusHandler('Rentré'),
  cancel_mat: statusHandler('En attente'),

  delete_mat: async (ctx, { contrat }) => {
    const line = await findLine(ctx.db, contrat.CLD_ID_CONTRAT_LOC_DATA);
    const seen = contrat.version;
    checkSeen(typeof seen === 'number' ? seen : undefined, line.version);
    const c = await findContract(ctx.db, line.contract_id);
    enforce(canRemoveLine(contractFacts(c), statusOf(line)));
    await writtenVersion(
      ctx.db
        .deleteFrom('contract_lines')
        .where('id', '=', line.id)
        .where('version', '=', line.version)
        .returning('version')
        .executeTakeFirst(),
      () => findLine(ctx.db, line.id),
      () => new HttpError(404, M.lineNotFound(line.id)),
    );
    await refreshTotals(ctx.db, c.id);
    await refreshContractState(ctx, c.id);
    return { recordId: line.id };
  },

  change_matricule: async (ctx, { contrat, idcldata, matricule, nvMatricule, version }) => {
    const { line } = await findContractLine(ctx.db, {
      contract: contrat,
      line: idcldata,
      matricule,
    });
    return changeMachine(ctx, line, nvMatricule, version);
  },

  update_contrat_from_SSynch: async (ctx, { CLD_ID_WEB, CLD_MATRICULE, version }) => {
    const line = await findLineByWebId(ctx.db, CLD_ID_WEB);
    if (statusOf(line) !== 'En attente') {
      throw new HttpError(409, S.notWaiting);
    }
    return changeMachine(ctx, line, CLD_MATRICULE, version);
  },

  /** spec 4 §4.3: both controls to 0, the condition check then lists it (state « Départ »). */
  send_mat_etadl: async (ctx, { id, version }) => {
    const line = await findLine(ctx.db, id);
    checkSeen(version, line.version);
    if (text(line.data.CLD_CONTROLE_DEPART) !== '' || text(line.data.CLD_CONTROLE_RETOUR) !== '') {
      throw new HttpError(409, M.conditionAlreadySent);
    }
    const written = await writeLine(ctx.db, line, {
      CLD_CONTROLE_DEPART: '0',
      CLD_CONTROLE_RETOUR: '0',
      CLD_WAITING: '0',
    });
    return { recordId: line.id, version: written };
  },

  /**
   * A repair order (after-sales report En cours) for a machine of the contract, made through the
   * SAV tool's own creation; the machine is then immobilised until the report is closed.
   */
  send_mat_or: async (ctx, { matricul, contrat, id, commente }) => {
    const { line, contract: c } = await findContractLine(ctx.db, {
      contract: contrat,
      line: id,
      matricule: matricul,
    });
    const client = await ctx.db
      .selectFrom('clients')
      .select(['id', 'company_name'])
      .where('id', '=', c.client_id)
      .executeTakeFirstOrThrow();
    const created = await savReports.creat_new_or_1(ctx, {
      data: {
        '_LINK MOTEUR': randomUUID(),
        ID_client: client.id,
        societeliv: client.company_name,
        'N° MATR INT': text(matricul),
        'N° Contrat': c.num_contrat,
        Observ: commente.trim() || `Retour du contrat ${c.num_contrat}`,
      },
    });
    const written = await writeLine(ctx.db, line, { CLD_OR_ID: created.id });
    return { recordId: created.id, version: written };
  },
} satisfies Partial<FamilyHandlers<'contrat'>>;
