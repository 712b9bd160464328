import { parseKg } from './weights';

/**
 * DECISIONS.md: the drivers of delivery management are a settings list (seeded with three names,
 * editable by admins), each with the payload of their vehicle (exact to 0.1 kg) and their hours;
 * the event types Livraison (#1E88E5) and Reprise (#FB8C00) have editable colours.
 */

export const ITINERARY_KINDS = ['Livraison', 'Reprise'] as const;
export type ItineraryKind = (typeof ITINERARY_KINDS)[number];

export const DEFAULT_ITINERARY_COLORS: Readonly<Record<ItineraryKind, string>> = {
  Livraison: '#1E88E5',
  Reprise: '#FB8C00',
};

/** spec 3 §2.6 / §9: the calendar's step. */
export const ITINERARY_STEP_MINUTES = 10;
/** spec 3 §2.6 / §9: the map's initial zoom. */
export const ITINERARY_MAP_ZOOM = 9;

export interface DriverSetting {
  readonly name: string;
  /** Payload of the driver's vehicle, hectograms. */
  readonly payloadHg: number;
  /** Start and end of service, `HH:mm` (UTC, like every planning of the suite). */
  readonly start: string;
  readonly end: string;
  /** Weekdays worked, 0 = Sunday. */
  readonly days: readonly number[];
}

export interface ItinerarySettings {
  readonly drivers: readonly DriverSetting[];
  readonly colors: Readonly<Record<ItineraryKind, string>>;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const HEX = /^#[0-9a-fA-F]{6}$/;

/** `HH:mm` → minutes of the day, or null. */
export function minutesOfDay(value: string): number | null {
  const match = HH_MM.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * The settings sent by an admin, checked: the French message of the first problem, or the
 * settings. Names unique and non-empty, payload a weight over 0, hours `HH:mm` with the end after
 * the start, at least one weekday, colours `#RRGGBB`.
 */
export function checkItinerarySettings(value: unknown): ItinerarySettings | string {
  if (!value || typeof value !== 'object') return 'Les réglages doivent être un objet.';
  const { drivers, colors } = value as { drivers?: unknown; colors?: unknown };
  if (!Array.isArray(drivers) || drivers.length === 0) return 'Indiquez au moins un chauffeur.';
  if (drivers.length > 50) return '50 chauffeurs au plus.';
  const checked: DriverSetting[] = [];
  for (const raw of drivers as unknown[]) {
    const d = (raw ?? {}) as Record<string, unknown>;
    const name = typeof d.name === 'string' ? d.name.trim() : '';
    if (name === '' || name.length > 100)
      return 'Chaque chauffeur a un nom (100 caractères au plus).';
    if (checked.some((other) => other.name === name)) return `Chauffeur en double : ${name}.`;
    const payloadHg = parseKg(d.payloadKg);
    if (payloadHg === null || payloadHg === 0) {
      return `Charge utile invalide pour ${name} : un poids en kg, supérieur à 0, à 0,1 kg près.`;
    }
    const start = String(d.start ?? '');
    const end = String(d.end ?? '');
    const from = minutesOfDay(start);
    const to = minutesOfDay(end);
    if (from === null || to === null || to <= from) {
      return `Horaires invalides pour ${name} : HH:mm, la fin après le début.`;
    }
    const days = Array.isArray(d.days) ? d.days : [];
    if (days.length === 0 || !days.every((day) => Number.isInteger(day) && day >= 0 && day <= 6)) {
      return `Jours travaillés invalides pour ${name} : au moins un jour, de 0 (dimanche) à 6.`;
    }
    checked.push({ name, payloadHg, start, end, days: [...new Set(days as number[])].sort() });
  }
  const c = (colors ?? {}) as Record<string, unknown>;
  const result: Record<ItineraryKind, string> = { ...DEFAULT_ITINERARY_COLORS };
  for (const kind of ITINERARY_KINDS) {
    if (c[kind] === undefined) continue;
    if (typeof c[kind] !== 'string' || !HEX.test(c[kind])) {
      return `Couleur invalide pour ${kind} : #RRGGBB.`;
    }
    result[kind] = c[kind].toUpperCase();
  }
  return { drivers: checked, colors: result };
}

/** The settings as the wire carries them (payload in kg). */
export function itinerarySettingsWire(settings: ItinerarySettings) {
  return {
    drivers: settings.drivers.map((d) => ({
      name: d.name,
      payloadKg: d.payloadHg / 10,
      start: d.start,
      end: d.end,
      days: [...d.days],
    })),
    colors: { ...settings.colors },
  };
}

/**
 * The active contracts of the map (spec 3 §2.6, §3.5): a delivered line of a booked contract is
 * outgoing, to deliver (Sortie); of a running contract, in stock at the client, to collect (Stock).
 */
export const ACTIVE_CONTRACT_KINDS = { Réservé: 'Sortie', 'En cours': 'Stock' } as const;
export type ActiveKind = (typeof ACTIVE_CONTRACT_KINDS)[keyof typeof ACTIVE_CONTRACT_KINDS];

/** The seeded payloads and hours of the three drivers (DECISIONS.md), in kg. */
export const SEEDED_DRIVER_PAYLOADS_KG = [3500, 7500, 12000] as const;
