import {
  RECORD_MESSAGES,
  SAV_MESSAGES,
  SAV_STATUS,
  mergeSavReport,
  savReportReadOnly,
  savConflictAnswer,
  savFieldLabel,
} from '@locasuite/core';
import type { JsonObject } from '../../db/schema';
import { HttpError } from '../../HttpError';
import {
  cachedRead,
  read,
  type FamilyHandlers,
  type HandlerContext,
} from '../../http/defineHandlers';
import { list } from '../answers';
import {
  checkedReport,
  findReport,
  findReportByLink,
  insertLines,
  refuseReadOnly,
  reportFieldData,
  reportFields,
  reportLines,
  reportLinesOf,
  reportLink,
  writeReport,
  type ReportRow,
} from './queries';
import { recapPath } from './files';
import { settleReport } from './saves';
import {
  applySave,
  claimedAnswer,
  deferClaim,
  dropOpenSave,
  openSaveOf,
  reserveReportId,
  stageReport,
} from './openSaves';
import { newVersionFields, previousVersion, replacements } from './versions';

const isRecord = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The subject of an edit's `saveId` (issue 15): the report edited. */
export const reportSubject = (id: unknown) => `report:${String(id)}`;

type EditAnswer = { recordId: number; modId: number; version: number; recap: string };
const editAnswer = (id: number, version: number, recap: string): EditAnswer => ({
  recordId: id,
  modId: version,
  version,
  recap,
});

/** Reports as the lists answer them, each saying whether a new version replaced it. */
async function answered(ctx: HandlerContext, rows: readonly ReportRow[]) {
  const replaced = await replacements(ctx.db, rows);
  return rows.map((row) => ({ ...reportFieldData(row), ...replaced.get(row.id) }));
}

async function reportsOf(ctx: HandlerContext, table: ReportRow['table_name']) {
  const rows = await ctx.db
    .selectFrom('sav_reports')
    .selectAll()
    .where('table_name', '=', table)
    .orderBy('id', 'desc')
    .execute();
  return list(await answered(ctx, rows));
}

const byLink = (table: ReportRow['table_name']) =>
  read(async (ctx, { link }: { link: string | number }) => {
    const row = await findReportByLink(ctx.db, String(link), table);
    if (!row) return list([]);
    const [fields] = await answered(ctx, [row]);
    return list([{ ...fields, lignes: await reportLinesOf(ctx.db, row.id) }]);
  });

/**
 * The report an edit asks for (issue 37 « Field-level merge »). Without `base`, the edit must
 * carry the stored version (else 409 stale) and its fields overwrite. With `base` (the report the
 * technician started from), the fields changed on one side only merge silently; a field changed
 * on both sides to different values is a 409 whose `data` is core's `SavConflictAnswer` (the
 * three values, the stored version), unless `resolved` names it and the edit carries the stored
 * version, i.e. the technician chose seeing the office's current value.
 */
function editedFields(row: ReportRow, data: JsonObject): JsonObject {
  const mine = reportFields(data);
  const seen = data.version === undefined ? row.version : Number(data.version);
  if (!isRecord(data.base)) {
    if (seen !== row.version) throw new HttpError(409, RECORD_MESSAGES.staleRecord);
    return { ...row.data, ...mine };
  }
  const merge = mergeSavReport(reportFields(data.base), mine, row.data);
  const settled = new Set(
    seen === row.version && Array.isArray(data.resolved) ? data.resolved.map(String) : [],
  );
  const open = merge.conflicts.filter((c) => !settled.has(c.field));
  if (open.length > 0) {
    throw new HttpError(
      409,
      SAV_MESSAGES.conflict(open.map((c) => savFieldLabel(c.field))),
      savConflictAnswer(open, row.version),
    );
  }
  const merged = { ...merge.merged };
  for (const field of settled) if (field in mine) merged[field] = mine[field];
  return merged;
}

/**
 * spec 4 §4.1, §5, §7.1 reports: creation and editing are each all or nothing, whatever the
 * order. In one call (the report with its lines as `lignes`): one transaction (the report, its
 * lines, at validation the SAV_2 copy and the signature's evidence). In the old client's order
 * (the report without `lignes`, then each line, then the SAV_2 copy; an edit: the report, the old
 * lines deleted by link, the lines), a save that validates or signs is kept aside and applied in
 * one transaction when it completes (`openSaves.ts`), the report's id answered at once; a draft's
 * calls are applied one by one (a draft stays editable; sent again, it converges). The device's
 * `_LINK MOTEUR` and line ids make a replay a no-op. An edit from an older version merges field by
 * field (issue 37), a field changed on both sides is a 409.
 */
export const reportHandlers = {
  get_or_liste_sav: cachedRead(['sav_reports'], (ctx) => reportsOf(ctx, 'SAV_FICHE')),
  get_or_liste_sav2: cachedRead(['sav_reports'], (ctx) => reportsOf(ctx, 'SAV_2')),
  get_or_1_Liste_byLink: byLink('SAV_FICHE'),
  get_or_2_Liste_byLink: byLink('SAV_2'),

  creat_new_or_1: async (ctx, { data }) => {
    const link = reportLink(data);
    const open = await openSaveOf(ctx, link);
    const replayed = await findReportByLink(ctx.db, link, 'SAV_FICHE');
    if (replayed) return { id: replayed.id, recap: recapPath(link) };
    const lines = reportLines(data);
    // Issue 37: a signed report changes only through a new version, which says so.
    const previous = await previousVersion(ctx.db, data);
    const own = reportFields(data);
    const fields = await checkedReport(ctx.db, previous ? newVersionFields(own, previous) : own);
    const stored = { ...fields, IS_FROM_WEB: 1 };
    if (lines === null && savReportReadOnly(stored)) {
      // The old client's order: the report now, its lines and the SAV_2 copy next (openSaves.ts).
      const reportId = open?.creating ? open.report_id : await reserveReportId(ctx.db);
      await stageReport(ctx, {
        link,
        reportId,
        creating: true,
        baseVersion: null,
        previousId: previous?.id ?? null,
        data: stored,
      });
      return { id: reportId, recap: recapPath(link) };
    }
    // Applied at once (in one call, or a draft): it replaces a save left open on the link.
    if (open) await dropOpenSave(ctx.db, link);
    const now = ctx.now();
    const row = await ctx.db
      .insertInto('sav_reports')
      .values({
        table_name: 'SAV_FICHE',
        link,
        previous_id: previous?.id ?? null,
        data: JSON.stringify(stored),
        created_by: ctx.user?.id ?? null,
        created_at: now,
        updated_at: now,
      })
      // A concurrent copy of this save (same link) or another new version of the same report.
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const first = await findReportByLink(ctx.db, link, 'SAV_FICHE');
      if (first) return { id: first.id, recap: recapPath(link) };
      // The other new version won: refused naming it.
      await previousVersion(ctx.db, data);
      throw new HttpError(409, RECORD_MESSAGES.staleRecord);
    }
    await insertLines(ctx.db, row, lines ?? []);
    await settleReport(ctx, row.id);
    return { id: row.id, recap: recapPath(link) };
  },

  creat_new_or_2: async (ctx, { data }) => {
    const link = isRecord(data) ? reportLink(data) : '';
    const open = link === '' ? null : await openSaveOf(ctx, link);
    if (open) {
      if (!open.validates) throw new HttpError(409, SAV_MESSAGES.onlyValidatedCopy);
      // The old client's last call of a validation: the save complete, applied at once.
      return { id: (await applySave(ctx, open, true))! };
    }
    const source = link === '' ? undefined : await findReportByLink(ctx.db, link, 'SAV_FICHE');
    if (!source) throw new HttpError(404, SAV_MESSAGES.notFound);
    if (Number(source.data.Statut) !== SAV_STATUS.closed) {
      throw new HttpError(409, SAV_MESSAGES.onlyValidatedCopy);
    }
    // Sent again once applied: the copy is there already.
    return { id: (await settleReport(ctx, source.id))! };
  },

  edit_or: async (ctx, payload) => {
    const { id, data } = payload;
    const found = await findReport(ctx.db, id, 'SAV_FICHE');
    const open = await openSaveOf(ctx, found.link);
    const replayed = await claimedAnswer(ctx, open, payload.saveId);
    if (replayed !== undefined) return replayed as EditAnswer;
    // A save that completed just now changed it: read it again.
    const row = open ? found : await findReport(ctx.db, id, 'SAV_FICHE');
    refuseReadOnly(row);
    const mine = editedFields(row, data);
    const fields = await checkedReport(ctx.db, mine);
    const lines = reportLines(data);
    if (lines === null && savReportReadOnly(fields)) {
      // The old client's order: the report now, the old lines deleted and the lines next.
      await stageReport(ctx, {
        link: row.link,
        reportId: row.id,
        creating: false,
        baseVersion: row.version,
        previousId: null,
        data: fields,
      });
      const answer = editAnswer(row.id, row.version + 1, recapPath(row.link));
      await deferClaim(ctx, row.link, payload.saveId, reportSubject(row.id), answer);
      return answer;
    }
    // Applied at once (in one call, or a draft): it replaces a save left open on the report.
    if (open) await dropOpenSave(ctx.db, row.link);
    const written = await writeReport(ctx, row, fields);
    if (lines) {
      // spec 4 §4.1 editing: the old lines deleted by link, the web lines sent again.
      await ctx.db.deleteFrom('sav_lines').where('report_id', '=', row.id).execute();
      await insertLines(ctx.db, written, lines);
    }
    await settleReport(ctx, written.id);
    return editAnswer(written.id, written.version, recapPath(written.link));
  },

  delete_or_by_id: async (ctx, { id }) => {
    const row = await findReport(ctx.db, id, 'SAV_FICHE');
    refuseReadOnly(row);
    await ctx.db.deleteFrom('sav_reports').where('id', '=', row.id).execute();
    return { recordId: row.id };
  },

  delete_or2_by_id: async (ctx, { id }) => {
    const copy = await findReport(ctx.db, id, 'SAV_2');
    const source =
      copy.source_id === null
        ? undefined
        : await ctx.db
            .selectFrom('sav_reports')
            .select('data')
            .where('id', '=', copy.source_id)
            .executeTakeFirst();
    // The copy of a validated report is what the customer signed: it stays.
    if (source && Number(source.data.Statut) === SAV_STATUS.closed) {
      throw new HttpError(409, SAV_MESSAGES.readOnly);
    }
    await ctx.db.deleteFrom('sav_reports').where('id', '=', copy.id).execute();
    return { recordId: copy.id };
  },
} satisfies Partial<FamilyHandlers<'sav'>>;
