import { RDV_MESSAGES as M, endOfDayUtc, startOfDayUtc } from '@locasuite/core';
import { HttpError } from '../../HttpError';
import type { FamilyHandlers } from '../../http/defineHandlers';
import { deleteSeries, seriesOf } from './queries';

/**
 * spec 2 §7.2 deleting a weekly series (the management dialog), named by one of its slots or by
 * its ID_HEBDOMADAIRE: all of it, from a day on, or between two days (days compared, not times).
 */
export const seriesHandlers = {
  delete_dispo_recurrence: async (ctx, { key }) =>
    deleteSeries(ctx.db, await seriesOf(ctx.db, key)),

  delete_future_dispo_recurrence: async (ctx, { key, start }) =>
    deleteSeries(ctx.db, await seriesOf(ctx.db, key), startOfDayUtc(start)),

  delete_future_dispo_recurrence_betwenne_date: async (ctx, { key, start, end }) => {
    const from = startOfDayUtc(start);
    const to = endOfDayUtc(end);
    if (to < from) throw new HttpError(422, M.seriesRangeReversed);
    return deleteSeries(ctx.db, await seriesOf(ctx.db, key), from, to);
  },
} satisfies FamilyHandlers<'gestionRdvVelo'>;
