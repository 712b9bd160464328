import { SAV_MESSAGES } from '@locasuite/core';
import { HttpError } from '../../HttpError';
import type { FamilyHandlers } from '../../http/defineHandlers';
import { findReportByLink, insertLines, parseLine, refuseReadOnly } from './queries';

const linkOf = (data: Record<string, unknown>) => String(data['_LINK SAV'] ?? '');

/**
 * spec 4 §3.2, §4.1, §7.1 lines sent one by one (the old client's order): each is one line
 * whatever the number of times it is sent (its id is made on the device), never on a report that
 * is validated or signed.
 */
export const lineHandlers = {
  creat_new_moteur_1_line: async (ctx, { data }) => {
    const line = parseLine(data);
    const report = await findReportByLink(ctx.db, linkOf(data), 'SAV_FICHE');
    if (!report) throw new HttpError(404, SAV_MESSAGES.notFound);
    refuseReadOnly(report);
    await insertLines(ctx.db, report, [line]);
    return { id: line.id };
  },

  creat_new_moteur_2_line: async (ctx, { data }) => {
    const line = parseLine(data);
    const copy = await findReportByLink(ctx.db, linkOf(data), 'SAV_2');
    if (!copy) throw new HttpError(404, SAV_MESSAGES.notFound);
    await insertLines(ctx.db, copy, [line]);
    return { id: `${line.id}~2` };
  },

  delete_old_moteur_by_link: async (ctx, { link }) => {
    const report = await findReportByLink(ctx.db, String(link), 'SAV_FICHE');
    if (!report) throw new HttpError(404, SAV_MESSAGES.notFound);
    refuseReadOnly(report);
    await ctx.db.deleteFrom('sav_lines').where('report_id', '=', report.id).execute();
    return { recordId: report.id };
  },
} satisfies Partial<FamilyHandlers<'sav'>>;
