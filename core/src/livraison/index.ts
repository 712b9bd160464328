export { DELIVERY_PLANNING, RENTAL_LEGS, deliveryRoleLabel } from './deliveryPlanning';
export type { DeliveryType } from './deliveryPlanning';
export { deliveryMaterialsOfLine, joinDescription, splitDescription } from './deliveryMaterials';
export type { DeliveryLine, DeliveryMaterial } from './deliveryMaterials';
export { deliveryEvents, deliveryTitle } from './deliveryEvents';
export type { DeliveryEvent } from './deliveryEvents';
export { deliveryColorInJson, deliveryColorOf, deliveryColorsJson } from './deliverySettings';
export type { SettingRowLike } from './deliverySettings';
export { driversToShow, formatDriverList, parseDriverList } from './shownDrivers';
export {
  DELIVERY_DAY_MS,
  DELIVERY_VISIBLE_HOURS,
  deliveriesOfDay,
  deliveryDayOf,
  deliveryHoursDuration,
  deliveryOpeningDay,
  deliveryScrollDays,
  deliveryWeekLayout,
  deliveryWeekStart,
  deliveryWeekday,
  isShownDay,
  shiftShownDay,
} from './deliveryWeek';
export type { DeliveryWeekLayout } from './deliveryWeek';
export {
  DELIVERY_VISIBLE_HOURS_LABEL,
  deliveriesOutsideVisibleHours,
} from './deliveryOutsideHours';
export { DELIVERY_PLANNING_MESSAGES } from './messages';
