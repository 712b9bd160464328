import {
  CONDITION_CHECK_MESSAGES as M,
  SESSION_MESSAGES,
  groupedConditionStates,
  isConditionUnlocked,
  parseChecklist,
  readConditionOptions,
  type ChecklistLine,
  type ConditionOptions,
} from '@locasuite/core';
import { sql, type Kysely } from 'kysely';
import { resolveSession } from '../../auth/sessions';
import type { Database, JsonObject, UserRow } from '../../db/schema';
import { HttpError } from '../../HttpError';
import { optionRows } from '../planningSettings';
import { signedInUser, type HandlerContext } from '../../http/defineHandlers';
import { CONDITION_SCOPE } from '../../seed/buildConditionChecks';
import { isIntegerKey, unwrittenRefusal } from '../records';
import { DAY, text } from './values';

// The rental lines (contract_lines) carry the CLD_ record of spec 3 §3.1.

export interface LineRow {
  id: number;
  contract_id: number;
  data: JsonObject;
  version: number;
}

/** The record as the dashboard and the form read it: its CLD_ fields, its id, link and version. */
export function conditionFieldData(line: LineRow): JsonObject {
  return { ...line.data, CLD_IDEnreg: line.id, CLD_LIEN: line.contract_id, version: line.version };
}

export async function findLine(db: Kysely<Database>, id: string | number): Promise<LineRow> {
  const numeric = Number(id);
  const row = isIntegerKey(numeric)
    ? await db
        .selectFrom('contract_lines')
        .select(['id', 'contract_id', 'data', 'version'])
        .where('id', '=', numeric)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, M.recordNotFound(id));
  return row;
}

export async function findLineByItem(
  db: Kysely<Database>,
  contract: string | number,
  registration: string | number,
): Promise<LineRow> {
  const row = await db
    .selectFrom('contract_lines')
    .select(['id', 'contract_id', 'data', 'version'])
    .where(sql<string>`data->>'CLD_NUM_CONTRAT'`, '=', String(contract).trim())
    .where(sql<string>`data->>'CLD_MATRICULE'`, '=', String(registration).trim())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new HttpError(404, M.itemNotFound(contract, registration));
  return row;
}

/** How far around today the dashboard lists records (a month back for returns, two ahead). */
const LIST_DAYS_BEFORE = 45;
const LIST_DAYS_AFTER = 30;

/** The condition records of the dashboard: lines of live contracts around today, by start. */
export async function dashboardLines(ctx: HandlerContext): Promise<LineRow[]> {
  const now = ctx.now().getTime();
  return ctx.db
    .selectFrom('contract_lines as l')
    .innerJoin('contracts as c', 'c.id', 'l.contract_id')
    .select(['l.id', 'l.contract_id', 'l.data', 'l.version'])
    .where('l.end_ts', '>=', now - LIST_DAYS_BEFORE * DAY)
    .where('l.start_ts', '<=', now + LIST_DAYS_AFTER * DAY)
    .where((eb) => eb.or([eb('c.state', 'is', null), eb('c.state', 'not in', ['Devis', 'Annulé'])]))
    .orderBy('l.start_ts')
    .orderBy('l.id')
    .execute();
}

/** The versioned write of a line's data; 409 when someone saved it since it was read. */
export async function writeLine(
  ctx: HandlerContext,
  line: LineRow,
  data: JsonObject,
): Promise<{ version: number }> {
  const updated = await ctx.db
    .updateTable('contract_lines')
    .set({ data: JSON.stringify(data), version: sql`version + 1` })
    .where('id', '=', line.id)
    .where('version', '=', line.version)
    .returning('version')
    .executeTakeFirst();
  if (!updated) {
    throw await unwrittenRefusal(
      () =>
        ctx.db
          .selectFrom('contract_lines')
          .select('id')
          .where('id', '=', line.id)
          .executeTakeFirst(),
      () => new HttpError(404, M.recordNotFound(line.id)),
    );
  }
  return updated;
}

/** spec 3 §4.1 grouped status of a contract link, computed from its lines and stored. */
export async function storeGroupedState(db: Kysely<Database>, contractId: number) {
  const lines = await db
    .selectFrom('contract_lines')
    .select(['data'])
    .where('contract_id', '=', contractId)
    .execute();
  const grouped = groupedConditionStates(
    lines.map((l) => ({ ...l.data, CLD_LIEN: String(contractId) })),
  );
  const state = grouped.get(String(contractId)) ?? '0';
  await db
    .updateTable('contracts')
    .set({ data: sql`data || jsonb_build_object('CL_ETAT_DES_LIEUX', ${state}::text)` })
    .where('id', '=', contractId)
    .execute();
  return state;
}

export async function unlockedFor(
  ctx: HandlerContext,
  line: LineRow,
  user: UserRow,
): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('condition_unlocks')
    .select('until')
    .where('line_id', '=', line.id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  return isConditionUnlocked(
    row ? { recordId: String(line.id), until: row.until.getTime() } : null,
    line.id,
    ctx.now().getTime(),
  );
}

// Options, custom fields, checklists.

export async function conditionOptions(db: Kysely<Database>): Promise<ConditionOptions> {
  return readConditionOptions(await optionRows(db, CONDITION_SCOPE));
}

export async function customFields(db: Kysely<Database>, shownOnly: boolean) {
  let query = db.selectFrom('condition_custom_fields').selectAll().orderBy('id');
  if (shownOnly) query = query.where('show', '=', 1);
  const rows = await query.execute();
  return rows.map((r) => ({
    key: r.id,
    name: r.name,
    show: r.show,
    mandatory: r.mandatory,
    key_depart: r.key_depart,
    key_retour: r.key_retour,
    label_depart: r.label_depart,
    label_retour: r.label_retour,
    type: r.type,
    version: r.version,
  }));
}

/**
 * The checklist a record's cells are checked against: the one stored on the record
 * (CHECK_LIST_JSON), else the default form of its sub-family, else of its family; the sent
 * checklist cannot widen its own allowed values.
 */
export async function predefinedChecklist(
  db: Kysely<Database>,
  record: Readonly<Record<string, unknown>>,
): Promise<ChecklistLine[]> {
  const stored = parseChecklist(record.CHECK_LIST_JSON);
  if (stored.length > 0) return stored;
  const family = text(record.CLD_FAMILLE);
  const subFamily = text(record.CLD_SOUS_FAMILLE);
  const forms = await db
    .selectFrom('condition_forms')
    .select(['sub_family', 'checklist'])
    .where('family', '=', family)
    .where('sub_family', 'in', subFamily === '' ? [''] : [subFamily, ''])
    .execute();
  const form = forms.find((f) => f.sub_family !== '') ?? forms[0];
  return parseChecklist(form?.checklist ?? []);
}

// Reference data and sessions.

/** The user a sent token names: the session's own, or another live session's (else 401). */
export async function otherUser(ctx: HandlerContext, token: string): Promise<UserRow> {
  const me = signedInUser(ctx);
  if (token === ctx.token) return me;
  const other = await resolveSession(ctx.db, token, {
    ttlHours: ctx.config.sessionTtlHours,
    now: ctx.now(),
  });
  if (!other) throw new HttpError(401, SESSION_MESSAGES.session);
  return other;
}
