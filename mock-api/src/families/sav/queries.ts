import { randomUUID } from 'node:crypto';
import {
  RECORD_MESSAGES,
  SAV_DRAFT_QUOTE_STATUS,
  SAV_MESSAGES,
  SAV_STATUS,
  checkSavDraft,
  checkSavValidation,
  frenchIssue,
  savLineSchema,
  savReportReadOnly,
  splitDeliveryPostcode,
  type SavCheckOptions,
  type SavLine,
} from '@locasuite/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, JsonObject, SavReportsTable } from '../../db/schema';
import { HttpError } from '../../HttpError';
import type { HandlerContext } from '../../http/defineHandlers';
import { isIntegerKey } from '../records';
import { recapPath } from './files';

export type ReportRow = Selectable<SavReportsTable>;
type Table = ReportRow['table_name'];

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The fields the server owns on a report: sent back by a client, they are ignored. */
const SERVER_FIELDS = [
  'id',
  'Table',
  '_LINK MOTEUR',
  'version',
  'lignes',
  'base',
  'resolved',
  'saveId',
  'signed_sha256',
  'signed_at',
  'signed_by',
  'version_de',
  'remplace_par',
  'Note_version',
  'Note_remplacement',
  'recap_pdf',
];

/** A device-made id (a link, a line id): letters, digits, `-`, `_`, 8 to 64 of them. */
const DEVICE_ID = /^[A-Za-z0-9_-]{8,64}$/;

/** The report as the backend answers it: its fields, then what the server owns. */
export const reportFieldData = (row: ReportRow): JsonObject => ({
  ...row.data,
  id: row.id,
  Table: row.table_name,
  '_LINK MOTEUR': row.link,
  version: row.version,
  ...(row.previous_id === null ? {} : { version_de: row.previous_id }),
  ...(row.table_name === 'SAV_FICHE' ? { recap_pdf: recapPath(row.link) } : {}),
  ...(row.signed_sha256
    ? {
        signed_sha256: row.signed_sha256,
        signed_at: row.signed_at?.toISOString() ?? '',
        signed_by: row.signed_by ?? '',
      }
    : {}),
});

/** The report's own fields from a client's record: server-owned fields dropped (spec 4 §5 split). */
export function reportFields(data: JsonObject): JsonObject {
  const fields: JsonObject = {};
  for (const [key, value] of Object.entries(data)) {
    if (!SERVER_FIELDS.includes(key)) fields[key] = value;
  }
  // spec 4 §5: the delivery postcode is split into department and code (length ≥ 3).
  if (text(data.CODE_POSTAL_LIV) !== '') {
    Object.assign(fields, splitDeliveryPostcode(text(data.CODE_POSTAL_LIV)));
  }
  return fields;
}

/** The device-made link of a new report; an old client that sends none gets one from here. */
export function reportLink(data: JsonObject): string {
  const link = text(data['_LINK MOTEUR']);
  if (link === '') return randomUUID();
  if (!DEVICE_ID.test(link)) throw new HttpError(422, SAV_MESSAGES.badLink);
  return link;
}

/** The lines a report carries (`lignes`), each checked by core's schema; 422 naming the line. */
export function reportLines(data: JsonObject): SavLine[] | null {
  if (data.lignes === undefined) return null;
  if (!Array.isArray(data.lignes)) throw new HttpError(422, SAV_MESSAGES.linesNotAList);
  return data.lignes.map((line, i) => parseLine(line, `lignes[${i}]`));
}

export function parseLine(value: unknown, where = 'data'): SavLine {
  const parsed = savLineSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    // Core's own sentences (« La quantité doit… ») say it as they are, after the line.
    throw new HttpError(
      422,
      /^[A-Z]/.test(issue.message)
        ? `${where} : ${issue.message}`
        : frenchIssue({ ...issue, path: [where, ...issue.path] }),
    );
  }
  return parsed.data;
}

/** The §3.6 options the rules read (settings of scope `sav-gestion`). */
export async function savOptions(db: Kysely<Database>): Promise<SavCheckOptions> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('scope', '=', 'sav-gestion')
    .where('key', 'in', ['signature_facultative', 'Mandatory_keys'])
    .execute();
  const value = (key: string) => rows.find((r) => r.key === key)?.value ?? '';
  let mandatoryKeys: string[] = [];
  try {
    const parsed: unknown = JSON.parse(value('Mandatory_keys') || '[]');
    if (Array.isArray(parsed)) mandatoryKeys = parsed.map(String);
  } catch {
    mandatoryKeys = [];
  }
  return { signatureOptional: value('signature_facultative').trim() === '1', mandatoryKeys };
}

/** spec 4 §4.1, §5: a draft is 130 « En cours » needing a client; 140 passes every §5 rule. */
export async function checkedReport(db: Kysely<Database>, fields: JsonObject): Promise<JsonObject> {
  const validating = Number(fields.Statut) === SAV_STATUS.closed;
  const check = validating
    ? checkSavValidation(fields, await savOptions(db))
    : checkSavDraft(fields);
  if (!check.ok) throw new HttpError(422, check.message ?? SAV_MESSAGES.clientRequired);
  return validating
    ? { ...fields, Statut: SAV_STATUS.closed }
    : { ...fields, Statut: SAV_STATUS.draft, STATUS_DEVIS: SAV_DRAFT_QUOTE_STATUS };
}

export async function findReport(
  db: Kysely<Database>,
  id: string | number,
  table: Table,
): Promise<ReportRow> {
  const numeric = Number(id);
  const row = isIntegerKey(numeric)
    ? await db
        .selectFrom('sav_reports')
        .selectAll()
        .where('id', '=', numeric)
        .where('table_name', '=', table)
        .executeTakeFirst()
    : undefined;
  if (!row) throw new HttpError(404, SAV_MESSAGES.notFound);
  return row;
}

/** A report (SAV_FICHE) by its number (`N° RAP COMP`), else by its id; 404 in French. */
export async function findReportByNumber(
  db: Kysely<Database>,
  numero: string | number,
): Promise<ReportRow> {
  const value = String(numero).trim();
  const byNumber = await db
    .selectFrom('sav_reports')
    .selectAll()
    .where(sql<string>`data->>'N° RAP COMP'`, '=', value)
    .where('table_name', '=', 'SAV_FICHE')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return byNumber ?? findReport(db, value, 'SAV_FICHE');
}

export async function findReportByLink(
  db: Kysely<Database>,
  link: string,
  table: Table,
): Promise<ReportRow | undefined> {
  if (table === 'SAV_FICHE') {
    return db
      .selectFrom('sav_reports')
      .selectAll()
      .where('link', '=', link)
      .where('table_name', '=', 'SAV_FICHE')
      .executeTakeFirst();
  }
  return db
    .selectFrom('sav_reports as c')
    .innerJoin('sav_reports as r', 'r.id', 'c.source_id')
    .selectAll('c')
    .where('r.link', '=', link)
    .where('c.table_name', '=', 'SAV_2')
    .executeTakeFirst();
}

/** spec 4 §4.1: a report with status 140 or a signature is read-only: 409 in French. */
export function refuseReadOnly(row: ReportRow): void {
  if (row.table_name === 'SAV_2' || savReportReadOnly(row.data)) {
    throw new HttpError(409, SAV_MESSAGES.readOnly);
  }
}

/** Whether the report already holds the line `id` (a replay of the line). */
export async function hasLine(
  db: Kysely<Database>,
  report: ReportRow,
  lineId: string,
): Promise<boolean> {
  const id = report.table_name === 'SAV_2' ? `${lineId}~2` : lineId;
  const row = await db
    .selectFrom('sav_lines')
    .select('id')
    .where('id', '=', id)
    .where('report_id', '=', report.id)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Writes a report's lines: each id made on the device is one line (a replay writes nothing); an
 * id already used by another report is refused.
 */
export async function insertLines(
  db: Kysely<Database>,
  report: ReportRow,
  lines: readonly SavLine[],
): Promise<void> {
  const last = await db
    .selectFrom('sav_lines')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('report_id', '=', report.id)
    .executeTakeFirst();
  const start = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
  for (const [index, line] of lines.entries()) {
    const position = start + index;
    const id = report.table_name === 'SAV_2' ? `${line.id}~2` : line.id;
    const existing = await db
      .selectFrom('sav_lines')
      .select('report_id')
      .where('id', '=', id)
      .executeTakeFirst();
    if (existing && existing.report_id !== report.id) {
      throw new HttpError(409, SAV_MESSAGES.lineOfOtherReport(line.id));
    }
    if (existing) continue;
    await db
      .insertInto('sav_lines')
      .values({
        id,
        report_id: report.id,
        link: report.link,
        position,
        data: JSON.stringify({
          ...line,
          '_LINK SAV': report.link,
          id_SAV: report.id,
          PIECE_TOTAL: line['SAV QTE PROD'] * line['SAV PV UNIT'],
        }),
      })
      .execute();
  }
}

export async function reportLinesOf(db: Kysely<Database>, reportId: number): Promise<JsonObject[]> {
  const rows = await db
    .selectFrom('sav_lines')
    .select(['id', 'data'])
    .where('report_id', '=', reportId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r.data, id: r.id }));
}

/** A versioned update: 409 when the row changed meanwhile. */
export async function writeReport(
  ctx: HandlerContext,
  row: ReportRow,
  data: JsonObject,
): Promise<ReportRow> {
  const written = await ctx.db
    .updateTable('sav_reports')
    .set({ data: JSON.stringify(data), version: row.version + 1, updated_at: ctx.now() })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .returningAll()
    .executeTakeFirst();
  if (!written) throw new HttpError(409, RECORD_MESSAGES.staleRecord);
  return written;
}
