export { useToolPage } from './useToolPage';
export type {
  PageLoad,
  PageNotice,
  PageSaveOptions,
  ToolPageController,
  ToolPageOptions,
} from './useToolPage';
export { ToolPageFrame } from './ToolPageFrame';
export type { ToolPageFrameProps } from './ToolPageFrame';
export { PeriodNavigation } from './PeriodNavigation';
export type { PeriodNavigationProps } from './PeriodNavigation';
export { periodLabel, usePeriod } from './usePeriod';
export type { Period, PeriodOptions, PeriodStep } from './usePeriod';
