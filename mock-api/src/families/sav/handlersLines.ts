import { SAV_MESSAGES } from '@locasuite/core';
import { HttpError } from '../../HttpError';
import type { FamilyHandlers, HandlerContext } from '../../http/defineHandlers';
import {
  findReportByLink,
  hasLine,
  insertLines,
  parseLine,
  refuseReadOnly,
  type ReportRow,
} from './queries';
import {
  claimedAnswer,
  deferClaim,
  openSaveOf,
  stageLine,
  stageLineDeletion,
  type OpenSave,
} from './openSaves';
import { settleReport } from './saves';

const linkOf = (data: Record<string, unknown>) => String(data['_LINK SAV'] ?? '');

/** The subject of a deletion by link's `saveId` (issue 15): the lines of that report. */
export const linesSubject = (link: unknown) => `lines:${String(link)}`;

/**
 * Where a line call goes: the save open on the report's link (kept aside with it), else the stored
 * report (404 when neither exists).
 */
async function target(
  ctx: HandlerContext,
  link: string,
): Promise<{ save: OpenSave } | { report: ReportRow }> {
  const save = await openSaveOf(ctx, link);
  if (save) return { save };
  const report = await findReportByLink(ctx.db, link, 'SAV_FICHE');
  if (!report) throw new HttpError(404, SAV_MESSAGES.notFound);
  return { report };
}

/** A line sent one by one: kept with the open save, else added to a stored draft once. */
async function addLine(ctx: HandlerContext, data: Record<string, unknown>): Promise<void> {
  const line = parseLine(data);
  const to = await target(ctx, linkOf(data));
  if ('save' in to) {
    await stageLine(ctx, to.save, line);
    return;
  }
  if (await hasLine(ctx.db, to.report, line.id)) return;
  refuseReadOnly(to.report);
  await insertLines(ctx.db, to.report, [line]);
  await settleReport(ctx, to.report.id);
}

/**
 * spec 4 §3.2, §4.1, §7.1 lines sent one by one (the old client's order): each is one line
 * whatever the number of times it is sent (its id is made on the device; a replay answers as the
 * first time, even on a locked report). While a save sent in several calls is open on the report
 * (`openSaves.ts`), a line, or the deletion by link, is kept with it and seen by nobody until the
 * save completes. Otherwise a stored draft takes them at once and a validated or signed report
 * refuses them (409).
 */
export const lineHandlers = {
  creat_new_moteur_1_line: async (ctx, { data }) => {
    await addLine(ctx, data);
    return { id: parseLine(data).id };
  },

  creat_new_moteur_2_line: async (ctx, { data }) => {
    const line = parseLine(data);
    const id = `${line.id}~2`;
    const save = await openSaveOf(ctx, linkOf(data));
    if (!save) {
      const copy = await findReportByLink(ctx.db, linkOf(data), 'SAV_2');
      if (!copy) throw new HttpError(404, SAV_MESSAGES.notFound);
      if (await hasLine(ctx.db, copy, line.id)) return { id };
    }
    // The copy holds the report's lines: a new one goes to the report, then to its copy.
    await addLine(ctx, data);
    return { id };
  },

  delete_old_moteur_by_link: async (ctx, payload) => {
    const link = String(payload.link);
    const to = await target(ctx, link);
    if ('save' in to) {
      const replayed = await claimedAnswer(ctx, to.save, payload.saveId);
      if (replayed !== undefined) return replayed as { recordId: number };
      await stageLineDeletion(ctx, to.save);
      const answer = { recordId: to.save.report_id };
      await deferClaim(ctx, link, payload.saveId, linesSubject(link), answer);
      return answer;
    }
    refuseReadOnly(to.report);
    await ctx.db.deleteFrom('sav_lines').where('report_id', '=', to.report.id).execute();
    await settleReport(ctx, to.report.id);
    return { recordId: to.report.id };
  },
} satisfies Partial<FamilyHandlers<'sav'>>;
