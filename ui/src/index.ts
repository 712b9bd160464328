export { createLocaSuiteTheme, locaSuiteTheme, locaSuiteTokens, tokensOf } from './theme';
export type { LocaSuiteTokens } from './theme';
export { LocaSuiteProvider } from './LocaSuiteProvider';
export { REDUCED_MOTION_QUERY, useMotionPreference, withoutMotion } from './motion';
export type { LocaSuiteProviderProps } from './LocaSuiteProvider';
export { FrenchDatesProvider } from './FrenchDatesProvider';
export { TopBar, topBarTexts } from './TopBar';
export type { TopBarProps } from './TopBar';
export { AppTile } from './AppTile';
export type { AppTileProps } from './AppTile';
export { ToolIcon } from './ToolIcon';
export type { ToolIconProps } from './ToolIcon';
export { ConnectionIndicator, connectionTexts } from './ConnectionIndicator';
export type { ConnectionIndicatorProps, ConnectionLevel } from './ConnectionIndicator';
export { LoadingOverlay } from './LoadingOverlay';
export type { LoadingOverlayProps } from './LoadingOverlay';
export { TIMED_BANNER_DURATION_MS, TimedBanner } from './TimedBanner';
export type { TimedBannerProps } from './TimedBanner';
export { SNACKBAR_DEFAULT_DURATION_MS, Snackbar } from './Snackbar';
export type { SnackbarProps, SnackbarSeverity } from './Snackbar';
export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { ToolDialog } from './ToolDialog';
export type { ToolDialogButton, ToolDialogProps } from './ToolDialog';
export { FullScreenDialog } from './FullScreenDialog';
export type { FullScreenDialogProps } from './FullScreenDialog';
export { DATA_TABLE_DEFAULT_PAGE_SIZES, DataTable } from './DataTable';
export type { DataTableColumn, DataTableProps } from './DataTable';
export { ChoiceSelect } from './ChoiceSelect';
export type { ChoiceSelectProps } from './ChoiceSelect';
export { ColorLegend } from './ColorLegend';
export { DetailList } from './DetailList';
export type { DetailItem, DetailListProps } from './DetailList';
export type { ColorLegendItem, ColorLegendProps } from './ColorLegend';
export { FRENCH_DATE_FORMAT, FrenchDateField } from './FrenchDateField';
export type { FrenchDateFieldProps } from './FrenchDateField';
export { DateRangeField, dateRangeTexts, isCompleteDateRange } from './DateRangeField';
export type { DateRange, DateRangeFieldProps } from './DateRangeField';
export { localToUtcDay, utcDayToLocal } from './utcDay';
export type { ToolPageProps, ToolPrefetch, ToolSession, ToolUser } from './toolPage';
export { words } from './words';
export { classifyFailure, useLoad } from './useLoad';
export type { LoadOptions, LoadState, LoadStatus } from './useLoad';
export { conflictAware, refusalAware, useCall } from './useCall';
export { ActionMessage, useDialogAction } from './useDialogAction';
export type { ActionResult, DialogAction } from './useDialogAction';
export type { CallOutcome, CallState, CallStatus } from './useCall';
export { useLive } from './useLive';
export type { LiveOptions } from './useLive';
export { usePresence } from './usePresence';
export type { PresenceState } from './usePresence';
export { LoadProblem } from './LoadProblem';
export { lazyDialog } from './lazyDialog';
export type { LazyDialog } from './lazyDialog';
export { QUIET_MS, QUIET_WITHIN_MS, whenNetworkQuiet } from './whenNetworkQuiet';
export type { LoadProblemProps } from './LoadProblem';
export { ResourceDayList } from './ResourceDayList';
export type { DayEntry, DayResource, ResourceDayListProps } from './ResourceDayList';
export { LONG_PRESS_MS, TruncatedText, cutTextStyle } from './TruncatedText';
export type { TruncatedTextProps } from './TruncatedText';
export { clearDeviceAnswers, deviceUserOf } from './offline/deviceAnswers';
export {
  loadWithDeviceAnswers,
  storedAnswerKey,
  useDeviceAnswers,
  withOfflineReads,
} from './offline/offlineReads';
export type { DeviceAnswers, OfflineReadsOptions } from './offline/offlineReads';
export {
  announcePendingWork,
  deviceStore,
  getPendingWork,
  listPendingWork,
  onPendingWorkChange,
  putPendingWork,
  removePendingWork,
  requestPersistentStorage,
} from './offline/deviceStore';
export { countPendingWork, hasDeviceStore } from './offline/deviceDatabase';
export type { PendingWork, StoredAnswer } from './offline/deviceStore';
export { PeriodNavigation, ToolPageFrame, periodLabel, usePeriod, useToolPage } from './page';
export type {
  PageLoad,
  PageNotice,
  PageSaveOptions,
  Period,
  PeriodNavigationProps,
  PeriodOptions,
  PeriodStep,
  ToolPageController,
  ToolPageFrameProps,
  ToolPageOptions,
} from './page';
