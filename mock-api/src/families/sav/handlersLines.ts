import { SAV_MESSAGES } from '@locasuite/core';
import { HttpError } from '../../HttpError';
import type { FamilyHandlers } from '../../http/defineHandlers';
import { findReportByLink, hasLine, insertLines, parseLine, refuseLockedLines } from './queries';
import { refreshRecap } from './recap';
import { settleReport } from './saves';

const linkOf = (data: Record<string, unknown>) => String(data['_LINK SAV'] ?? '');

/**
 * spec 4 §3.2, §4.1, §7.1 lines sent one by one (the old client's order): each is one line
 * whatever the number of times it is sent (its id is made on the device; a replay answers as the
 * first time, even on a locked report). A new line, or the deletion by link, is taken on a draft,
 * or on a validated or signed report while the save that locked it is open (core
 * `savLineAccess`): the SAV_2 copy and the signature's evidence then follow. Otherwise 409.
 */
export const lineHandlers = {
  creat_new_moteur_1_line: async (ctx, { data }) => {
    const line = parseLine(data);
    const report = await findReportByLink(ctx.db, linkOf(data), 'SAV_FICHE');
    if (!report) throw new HttpError(404, SAV_MESSAGES.notFound);
    if (await hasLine(ctx.db, report, line.id)) return { id: line.id };
    refuseLockedLines(report, ctx.now());
    await insertLines(ctx.db, report, [line]);
    await settleReport(ctx, report.id, 'keep');
    await refreshRecap(ctx, report.id);
    return { id: line.id };
  },

  creat_new_moteur_2_line: async (ctx, { data }) => {
    const line = parseLine(data);
    const copy = await findReportByLink(ctx.db, linkOf(data), 'SAV_2');
    const report = await findReportByLink(ctx.db, linkOf(data), 'SAV_FICHE');
    if (!copy || !report) throw new HttpError(404, SAV_MESSAGES.notFound);
    const id = `${line.id}~2`;
    if (await hasLine(ctx.db, copy, line.id)) return { id };
    // The copy holds the report's lines: a new one goes to the report, then to its copy.
    refuseLockedLines(report, ctx.now());
    await insertLines(ctx.db, report, [line]);
    await settleReport(ctx, report.id, 'keep');
    await refreshRecap(ctx, report.id);
    return { id };
  },

  delete_old_moteur_by_link: async (ctx, { link }) => {
    const report = await findReportByLink(ctx.db, String(link), 'SAV_FICHE');
    if (!report) throw new HttpError(404, SAV_MESSAGES.notFound);
    refuseLockedLines(report, ctx.now());
    await ctx.db.deleteFrom('sav_lines').where('report_id', '=', report.id).execute();
    await settleReport(ctx, report.id, 'keep');
    await refreshRecap(ctx, report.id);
    return { recordId: report.id };
  },
} satisfies Partial<FamilyHandlers<'sav'>>;
