import { useCallback, useMemo, useRef } from 'react';
import {
  aggregateStatistic,
  buildStatisticFilters,
  createStatisticsCache,
  parseStatisticDefinitions,
  statisticQueryKey,
  type StatisticDefinition,
  type StatisticRange,
  type StatisticResult,
} from '@locasuite/core';
import { useLoad } from '@locasuite/ui';
import type { StatistiquesApi } from '../api';

export interface ComputedStatistic {
  readonly definition: StatisticDefinition;
  readonly result: StatisticResult;
}

type Rows = readonly Record<string, unknown>[];

const records = (answer: { data: { fieldData: Record<string, unknown> }[] }): Rows =>
  answer.data.map((d) => d.fieldData);

const NO_STATISTICS: readonly ComputedStatistic[] = [];

/**
 * Loads the definitions once, then for each range the data of every base the definitions need
 * (one call per base and filter, results cached per base and range: spec 1 §4) and aggregates
 * each statistic. Loading always ends; a failure keeps the statistics shown before (issue 11
 * item 1), and the empty status only follows a successful answer without data.
 */
export function useStatistics(api: StatistiquesApi, range: StatisticRange, onRefused?: () => void) {
  const cache = useMemo(() => createStatisticsCache<Rows>(), []);
  const definitionsRef = useRef<Promise<StatisticDefinition[]> | null>(null);

  const load = useCallback(async (): Promise<readonly ComputedStatistic[]> => {
    const definitions = (definitionsRef.current ??= api.statistique
      .getStatistiqueListe({})
      .then((answer) => parseStatisticDefinitions(records(answer))));
    definitions.catch(() => {
      definitionsRef.current = null;
    });
    const defs = await definitions;
    const computed = await Promise.all(
      defs.map(async (definition): Promise<ComputedStatistic | null> => {
        let filters;
        try {
          filters = buildStatisticFilters(definition, range);
        } catch {
          return null;
        }
        const variant = statisticQueryKey(definition.base, filters);
        const rows = await cache.get(definition.base, range, variant, async () => {
          const payload = { data: filters };
          if (definition.base === 'moteur')
            return records(await api.statistique.getMoteurData(payload));
          if (definition.base === 'reglement')
            return records(await api.statistique.getReglementData(payload));
          return records(await api.statistique.getContratData(payload));
        });
        return { definition, result: aggregateStatistic(definition, rows) };
      }),
    );
    return computed.filter((c): c is ComputedStatistic => c !== null);
  }, [api, cache, range]);

  const state = useLoad(load, {
    onRefused,
    isEmpty: (statistics) => !statistics.some(hasData),
  });
  return { ...state, statistics: state.data ?? NO_STATISTICS };
}

/** True when a statistic has something to show. */
export function hasData(s: ComputedStatistic): boolean {
  return s.result.labels.length > 0;
}
