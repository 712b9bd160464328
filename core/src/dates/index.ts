export { pad2 } from './pad2';
export { fromUtcParts, toMs } from './dateInput';
export type { DateInput } from './dateInput';
export {
  formatFrenchDateTime,
  formatFrenchDay,
  formatFrenchLongDateTime,
  formatFrenchLongDay,
  formatTime,
  frenchDayOfWire,
  parseFrenchDateTime,
  parseFrenchDay,
} from './frenchFormats';
export {
  parseIsoDay,
  parseWireDashDay,
  parseWireDateTime,
  parseWireDay,
  toIsoDay,
  toWireDashDay,
  toWireDateTime,
  toWireDay,
} from './wireFormats';
export { addDaysUtc, dayTimestamp, endOfDayUtc, startOfDayUtc } from './dayTimestamp';
export { defaultSlotTimes, roundToTenMinutes } from './roundToTenMinutes';
export { hourSeparatorToColon } from './hourSeparator';
