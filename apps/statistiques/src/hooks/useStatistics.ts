import { useEffect, useMemo, useRef, useState } from 'react';
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
import type { StatistiquesApi } from '../api';

export interface ComputedStatistic {
  readonly definition: StatisticDefinition;
  readonly result: StatisticResult;
}

export interface StatisticsState {
  readonly loading: boolean;
  readonly failed: boolean;
  readonly statistics: readonly ComputedStatistic[];
}

type Rows = readonly Record<string, unknown>[];

const records = (answer: { data: { fieldData: Record<string, unknown> }[] }): Rows =>
  answer.data.map((d) => d.fieldData);

/**
 * Loads the definitions once, then for each range the data of every base the definitions need
 * (one call per base and filter, results cached per base and range: spec 1 §4) and aggregates
 * each statistic. Loading always ends, also on failure (spec 1 §8): the page then shows its empty
 * message.
 */
export function useStatistics(api: StatistiquesApi, range: StatisticRange | null): StatisticsState {
  const cache = useMemo(() => createStatisticsCache<Rows>(), []);
  const definitionsRef = useRef<Promise<StatisticDefinition[]> | null>(null);
  const [state, setState] = useState<StatisticsState>({
    loading: true,
    failed: false,
    statistics: [],
  });

  useEffect(() => {
    if (!range) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    const definitions = (definitionsRef.current ??= api.statistique
      .getStatistiqueListe({})
      .then((answer) => parseStatisticDefinitions(records(answer))));
    definitions.catch(() => {
      definitionsRef.current = null;
    });

    const load = async (): Promise<ComputedStatistic[]> => {
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
    };

    load().then(
      (statistics) => {
        if (live) setState({ loading: false, failed: false, statistics });
      },
      () => {
        if (live) setState({ loading: false, failed: true, statistics: [] });
      },
    );
    return () => {
      live = false;
    };
  }, [api, cache, range]);

  return state;
}

/** True when a statistic has something to show. */
export function hasData(s: ComputedStatistic): boolean {
  return s.result.labels.length > 0;
}
