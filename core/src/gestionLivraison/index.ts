export { MAX_ITEM_HG, formatKg, kgWire, parseKg, sumHg } from './weights';
export {
  ESTIMATED_SPEED_KMH,
  ROAD_DETOUR_FACTOR,
  estimateLeg,
  formatHoursMinutes,
  formatTenthsKm,
  greatCircleKm,
  parseGps,
} from './geo';
export type { GeoPoint, LegMeasure } from './geo';
export { itineraryLegs, itineraryTotals, loadCurve, moveStop } from './itinerary';
export type {
  ItineraryLeg,
  ItineraryStart,
  ItineraryStop,
  ItineraryTotals,
  LoadCurve,
  MeasureLeg,
  StopItem,
} from './itinerary';
export { EXACT_LIMIT, heuristicOrder, optimiseOrder, orderDistance } from './optimise';
export type { Distance, OrderProposal } from './optimise';
export { itineraryRefusals } from './refusals';
export type { ItineraryRefusal, RefusalInput, RefusalKind } from './refusals';
export {
  ACTIVE_CONTRACT_KINDS,
  SEEDED_DRIVER_PAYLOADS_KG,
  DEFAULT_ITINERARY_COLORS,
  ITINERARY_KINDS,
  ITINERARY_MAP_ZOOM,
  ITINERARY_STEP_MINUTES,
  checkItinerarySettings,
  itinerarySettingsWire,
  minutesOfDay,
} from './settings';
export type { ActiveKind, DriverSetting, ItineraryKind, ItinerarySettings } from './settings';
export {
  MAX_LEGS,
  eventTotals,
  itineraryKind,
  legWeightSummary,
  normalisedRecap,
  parseRecap,
  recapOfLegs,
  stopsOfLegs,
} from './recap';
export type { ParsedLeg, RecapLeg } from './recap';
export { ITINERARY_MESSAGES } from './messages';
