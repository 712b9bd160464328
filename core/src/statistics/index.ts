export {
  STATISTIC_BASES,
  STATISTIC_TYPES,
  parseStatisticDefinition,
  parseStatisticDefinitions,
} from './statisticDefinition';
export type { StatisticBase, StatisticDefinition, StatisticType } from './statisticDefinition';
export { EMPTY_KEY_LABEL, aggregateStatistic } from './aggregateStatistic';
export type {
  ComplexStatisticResult,
  SimpleStatisticResult,
  StatisticResult,
} from './aggregateStatistic';
export { TOTAL_LABEL, statisticTable } from './statisticTable';
export type { StatisticTable } from './statisticTable';
export {
  CUSTOM_PERIOD_LABEL,
  CUSTOM_RANGE_MESSAGES,
  DEFAULT_PERIOD_MONTHS,
  STATISTIC_PERIODS,
  customStatisticRange,
  defaultStatisticRange,
  monthsBackRange,
  rangeCriterion,
  rangeKey,
} from './statisticRanges';
export type { CustomRangeError, StatisticRange } from './statisticRanges';
export {
  BASE_DATE_FIELDS,
  FilterTemplateError,
  buildStatisticFilters,
  statisticQueryKey,
} from './statisticFilters';
export type { StatisticFilters } from './statisticFilters';
export { createStatisticsCache } from './createStatisticsCache';
export type { StatisticsCache } from './createStatisticsCache';
export { SHEET_NAME_MAX, uniqueSheetNames } from './sheetNames';
export { DEFAULT_STATISTIC_COLOR, statisticColors } from './statisticColors';
export { STATISTICS_EXPORT } from './statisticsExport';
export { frenchMonthLabel, statisticChartData } from './statisticChartData';
export { STATISTIC_FIND_MESSAGES } from './messages';
