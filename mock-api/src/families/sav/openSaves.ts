import {
  RECORD_MESSAGES,
  SAV_MESSAGES,
  SAV_STATUS,
  savLineAccess,
  type SavLine,
} from '@locasuite/core';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, JsonObject } from '../../db/schema';
import type { SavOpenSavesTable } from '../../db/schemaSav';
import { HttpError } from '../../HttpError';
import type { HandlerContext } from '../../http/defineHandlers';
import { insertLines, type ReportRow } from './queries';
import { settleReport } from './saves';

/**
 * Issue 37 « all or nothing, whatever the order »: a save the old client sends in several calls
 * (spec 4 §4.1: the report, then each line, then the SAV_2 copy; an edit: the report, the old lines
 * deleted by link, the lines again) is kept aside here (`sav_open_saves`, one row per report link)
 * and applied in ONE transaction when it completes: a validation with its SAV_2 copy call, a save
 * that signs without validating once quiet (core `savLineAccess`, `SAV_SIGNED_QUIET_MS`); a draft's
 * calls are applied one by one (a draft stays editable). A validation
 * whose copy call never comes within core `SAV_SAVE_WINDOW_MS` is dropped: nothing of it was ever
 * seen. Until then the lists, reads, recap and other users see the report as it was (or no report).
 * The `saveId`s of its calls (issue 15) are claimed when it is applied, so a sequence dropped and
 * sent again is taken again.
 */
export type OpenSave = Selectable<SavOpenSavesTable>;

const savesOf = (db: Kysely<Database>) => db.withTables<{ sav_open_saves: SavOpenSavesTable }>();

/** Core's view of a kept save at `now`: still open, complete (due) or expired. */
const accessOf = (save: OpenSave, now: Date) =>
  savLineAccess(
    null,
    { validates: save.validates, openedAt: save.opened_at, lastCallAt: save.last_call_at },
    now,
  );

/** Drops the save kept for a report's link: nothing of it is applied. */
export async function dropOpenSave(db: Kysely<Database>, link: string): Promise<void> {
  await savesOf(db).deleteFrom('sav_open_saves').where('link', '=', link).execute();
}

/**
 * Applies a complete save in the caller's transaction: the report created (with the id the old
 * client was answered) or updated from the version it was checked against, its lines, the SAV_2
 * copy and the signature's evidence (`settleReport`), the `saveId`s claimed (the recap is
 * made when next read, `recap.ts`).
 * A report changed meanwhile (or a new version made meanwhile): 409 when `refuse`, else the save is
 * dropped. Answers the id of the SAV_2 copy, if any.
 */
export async function applySave(
  ctx: HandlerContext,
  save: OpenSave,
  refuse: boolean,
): Promise<number | null> {
  const now = ctx.now();
  const report: ReportRow | undefined = save.creating
    ? await ctx.db
        .insertInto('sav_reports')
        .values({
          id: save.report_id,
          table_name: 'SAV_FICHE',
          link: save.link,
          previous_id: save.previous_id,
          data: JSON.stringify(save.data),
          created_by: save.user_id,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst()
    : await ctx.db
        .updateTable('sav_reports')
        .set({
          data: JSON.stringify(save.data),
          version: (save.base_version ?? 0) + 1,
          updated_at: now,
        })
        .where('id', '=', save.report_id)
        .where('version', '=', save.base_version ?? -1)
        .returningAll()
        .executeTakeFirst();
  if (!report) {
    if (refuse) throw new HttpError(409, RECORD_MESSAGES.staleRecord);
    await dropOpenSave(ctx.db, save.link);
    return null;
  }
  if (save.replace_lines) {
    await ctx.db.deleteFrom('sav_lines').where('report_id', '=', report.id).execute();
  }
  await insertLines(ctx.db, report, save.lines as unknown as SavLine[]);
  for (const claim of save.claims) {
    await ctx.db
      .insertInto('applied_saves')
      .values({
        user_id: Number(claim.user_id),
        save_id: String(claim.save_id),
        call: String(claim.call),
        subject: String(claim.subject),
        answer: JSON.stringify(claim.answer ?? {}),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await dropOpenSave(ctx.db, save.link);
  return settleReport(ctx, report.id);
}

/**
 * The save open on a report's link now, or null. A save found complete (quiet) is applied first
 * and one whose window passed is dropped: both answer null, the report then being as stored.
 */
export async function openSaveOf(ctx: HandlerContext, link: string): Promise<OpenSave | null> {
  const save = await savesOf(ctx.db)
    .selectFrom('sav_open_saves')
    .selectAll()
    .where('link', '=', link)
    // Two calls of the same save (a device sending it again meanwhile) wait for each other.
    .forUpdate()
    .executeTakeFirst();
  if (!save) return null;
  const access = accessOf(save, ctx.now());
  if (access === 'sameSave') return save;
  if (access === 'due') await applySave(ctx, save, false);
  else await dropOpenSave(ctx.db, link);
  return null;
}

/**
 * Before any after-sales call: the saves found complete are applied and the expired ones dropped,
 * each in its own transaction when the call has none (a read), so every list and read answers
 * the settled state.
 */
export async function settleDueSaves(ctx: HandlerContext): Promise<void> {
  const now = ctx.now();
  const saves = await savesOf(ctx.db).selectFrom('sav_open_saves').selectAll().execute();
  for (const save of saves.filter((s) => accessOf(s, now) !== 'sameSave')) {
    const settle = (db: Kysely<Database>) => openSaveOf({ ...ctx, db }, save.link);
    if (ctx.db.isTransaction) await settle(ctx.db);
    else await ctx.db.transaction().execute(settle);
  }
}

/** What a report call keeps aside: the report's fields as they will be stored. */
export interface StagedReport {
  readonly link: string;
  readonly reportId: number;
  readonly creating: boolean;
  readonly baseVersion: number | null;
  readonly previousId: number | null;
  readonly data: JsonObject;
}

/**
 * Opens (or, the same report call sent again while open, renews) the save of a report call sent
 * without its lines. Its window starts again; the lines already kept stay (a line is kept once).
 */
export async function stageReport(ctx: HandlerContext, staged: StagedReport): Promise<OpenSave> {
  const now = ctx.now();
  const fields = {
    report_id: staged.reportId,
    creating: staged.creating,
    base_version: staged.baseVersion,
    previous_id: staged.previousId,
    data: JSON.stringify(staged.data),
    validates: Number(staged.data.Statut) === SAV_STATUS.closed,
    opened_at: now,
    last_call_at: now,
  };
  return savesOf(ctx.db)
    .insertInto('sav_open_saves')
    .values({ link: staged.link, user_id: ctx.user?.id ?? null, ...fields })
    .onConflict((oc) => oc.column('link').doUpdateSet(fields))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new id for a report created in several calls, answered before the report exists. */
export async function reserveReportId(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{
    id: number;
  }>`SELECT nextval(pg_get_serial_sequence('sav_reports', 'id'))::integer AS id`.execute(db);
  return rows[0]!.id;
}

/**
 * Keeps a line with its save; false when the save holds it already (a replay). A line id of
 * another report is refused now (409), not when the save completes.
 */
export async function stageLine(
  ctx: HandlerContext,
  save: OpenSave,
  line: SavLine,
): Promise<boolean> {
  if (save.lines.some((l) => l.id === line.id)) return false;
  const owner = await ctx.db
    .selectFrom('sav_lines')
    .select('report_id')
    .where('id', '=', line.id)
    .executeTakeFirst();
  if (owner && owner.report_id !== save.report_id) {
    throw new HttpError(409, SAV_MESSAGES.lineOfOtherReport(line.id));
  }
  await savesOf(ctx.db)
    .updateTable('sav_open_saves')
    .set({ lines: JSON.stringify([...save.lines, line]), last_call_at: ctx.now() })
    .where('link', '=', save.link)
    .execute();
  return true;
}

/** The deletion by link of the old lines, kept with its save: the lines kept so far go too. */
export async function stageLineDeletion(ctx: HandlerContext, save: OpenSave): Promise<void> {
  await savesOf(ctx.db)
    .updateTable('sav_open_saves')
    .set({ replace_lines: true, lines: '[]', last_call_at: ctx.now() })
    .where('link', '=', save.link)
    .execute();
}

/** Forgets the runner's claim of `saveId` (issue 15): it waits with the save instead. */
async function releaseClaim(ctx: HandlerContext, saveId: string): Promise<void> {
  if (!ctx.user) return;
  await ctx.db
    .deleteFrom('applied_saves')
    .where('user_id', '=', ctx.user.id)
    .where('save_id', '=', saveId)
    .execute();
}

/**
 * The answer a call of this save with `saveId` already got (a replay while it is open), its claim
 * still waiting with the save; undefined when it is a new call.
 */
export async function claimedAnswer(
  ctx: HandlerContext,
  save: OpenSave | null,
  saveId: unknown,
): Promise<unknown> {
  if (!save || typeof saveId !== 'string' || saveId === '') return undefined;
  const claim = save.claims.find((c) => c.save_id === saveId);
  if (!claim) return undefined;
  await releaseClaim(ctx, saveId);
  return claim.answer;
}

/**
 * A call of a kept save carrying a `saveId` (issue 15): its claim, made by the runner, waits with
 * the save (claimed when the save is applied, forgotten with it when dropped).
 */
export async function deferClaim(
  ctx: HandlerContext,
  link: string,
  saveId: unknown,
  subject: string,
  answer: JsonObject,
): Promise<void> {
  if (!ctx.user || typeof saveId !== 'string' || saveId === '') return;
  await releaseClaim(ctx, saveId);
  const save = await savesOf(ctx.db)
    .selectFrom('sav_open_saves')
    .select('claims')
    .where('link', '=', link)
    .executeTakeFirstOrThrow();
  const claim = { user_id: ctx.user.id, save_id: saveId, call: ctx.call.name, subject, answer };
  await savesOf(ctx.db)
    .updateTable('sav_open_saves')
    .set({
      claims: JSON.stringify([...save.claims.filter((c) => c.save_id !== saveId), claim]),
    })
    .where('link', '=', link)
    .execute();
}
