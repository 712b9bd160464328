import type { ItineraryLeg, ItineraryStop, LoadCurve } from './itinerary';
import { minutesOfDay, type DriverSetting } from './settings';
import { formatKg } from './weights';

/**
 * Issue 35 « Every refusal explains itself »: why a stop cannot fit — over the payload of this
 * driver, outside the driver's hours that day, or a client without a position — in French, naming
 * the stop.
 */
export type RefusalKind = 'payload' | 'hours' | 'position';

export interface ItineraryRefusal {
  readonly kind: RefusalKind;
  /** The stop concerned, null for the departure. */
  readonly stopId: string | null;
  readonly message: string;
  /**
   * Whether the server refuses to save an itinerary with it (over the payload, outside the
   * driver's hours: yes, so the page does not offer to save it); a client without a position is
   * the page's to say (the server stores the legs the page measured).
   */
  readonly blocksSave: boolean;
}

const WEEKDAYS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
const DAY_MS = 86_400_000;

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const stopName = (index: number, stop: ItineraryStop) => `Arrêt ${index + 1} (« ${stop.label} »)`;

export interface RefusalInput {
  /** Departure time, ms (UTC clock). */
  readonly startMs: number;
  readonly stops: readonly ItineraryStop[];
  readonly legs: readonly ItineraryLeg[];
  readonly curve: LoadCurve;
  readonly driver: DriverSetting | null;
}

export function itineraryRefusals({
  startMs,
  stops,
  legs,
  curve,
  driver,
}: RefusalInput): ItineraryRefusal[] {
  const refusals: ItineraryRefusal[] = [];
  stops.forEach((stop, index) => {
    if (!stop.position) {
      refusals.push({
        kind: 'position',
        stopId: stop.id,
        blocksSave: false,
        message: `${stopName(index, stop)} : ce client n'a pas de position GPS, l'étape ne peut être ni placée sur la carte ni mesurée.`,
      });
    }
  });
  if (!driver) return refusals;
  const payload = formatKg(driver.payloadHg);
  if (curve.firstOver === -1) {
    refusals.push({
      kind: 'payload',
      stopId: null,
      blocksSave: true,
      message: `Charge utile dépassée dès le départ : ${formatKg(curve.departureHg)} à livrer pour ${payload} de charge utile (véhicule de ${driver.name}).`,
    });
  } else if (curve.firstOver !== null) {
    const stop = stops[curve.firstOver]!;
    refusals.push({
      kind: 'payload',
      stopId: stop.id,
      blocksSave: true,
      message: `${stopName(curve.firstOver, stop)} : charge utile dépassée, ${formatKg(curve.afterStopHg[curve.firstOver]!)} dans le véhicule pour ${payload} de charge utile (véhicule de ${driver.name}).`,
    });
  }
  const weekday = new Date(startMs).getUTCDay();
  if (!driver.days.includes(weekday)) {
    refusals.push({
      kind: 'hours',
      stopId: null,
      blocksSave: true,
      message: `${driver.name} ne travaille pas le ${WEEKDAYS[weekday]}.`,
    });
    return refusals;
  }
  const dayStart = Math.floor(startMs / DAY_MS) * DAY_MS;
  const departure = Math.floor((startMs - dayStart) / 60_000);
  const serviceStart = minutesOfDay(driver.start) ?? 0;
  const serviceEnd = minutesOfDay(driver.end) ?? 24 * 60;
  if (departure < serviceStart || departure >= serviceEnd) {
    refusals.push({
      kind: 'hours',
      stopId: null,
      blocksSave: true,
      message: `Départ à ${clock(departure)}, hors des horaires de ${driver.name} (${driver.start}–${driver.end}).`,
    });
    return refusals;
  }
  let arrival = departure;
  for (let index = 0; index < legs.length; index++) {
    arrival += legs[index]!.measure?.minutes ?? 0;
    if (arrival > serviceEnd) {
      refusals.push({
        kind: 'hours',
        stopId: stops[index]!.id,
        blocksSave: true,
        message: `${stopName(index, stops[index]!)} : arrivée à ${clock(arrival)}, après la fin de service de ${driver.name} (${driver.end}).`,
      });
      break;
    }
  }
  return refusals;
}
