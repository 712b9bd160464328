/** The four event types of the availability planning (spec 1 §4). */
export const AVAILABILITY_EVENT_TYPES = ['LOCATION', 'RESERVATION', 'SAV', 'LIVRAISON'] as const;
export type AvailabilityEventType = (typeof AVAILABILITY_EVENT_TYPES)[number];

export interface EventTypeColor {
  readonly label: string;
  readonly color: string;
}
export type CalendarColors = Readonly<Record<AvailabilityEventType, EventTypeColor>>;

/** spec 1 §4: LOCATION #A1887F, RESERVATION #81C784, SAV #A1887F, LIVRAISON #FF0000. */
export const DEFAULT_CALENDAR_COLORS: CalendarColors = {
  LOCATION: { label: 'Location', color: '#A1887F' },
  RESERVATION: { label: 'Réservation', color: '#81C784' },
  SAV: { label: 'SAV', color: '#A1887F' },
  LIVRAISON: { label: 'Livraison', color: '#FF0000' },
};

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Whether a text is a `#rgb` / `#rrggbb` colour. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim());
}

/**
 * spec 1 §3 Settings: reads the calendar colours JSON (by event type, each `{label, color}`);
 * anything missing or malformed falls back to the spec 1 §4 defaults, type by type.
 */
export function parseCalendarColors(value: unknown): CalendarColors {
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = null;
    }
  }
  const source = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  const result = {} as Record<AvailabilityEventType, EventTypeColor>;
  for (const type of AVAILABILITY_EVENT_TYPES) {
    const entry = source[type] as { label?: unknown; color?: unknown } | string | undefined;
    const fallback = DEFAULT_CALENDAR_COLORS[type];
    if (typeof entry === 'string') {
      result[type] = { label: fallback.label, color: isHexColor(entry) ? entry : fallback.color };
    } else {
      result[type] = {
        label: typeof entry?.label === 'string' && entry.label ? entry.label : fallback.label,
        color: isHexColor(entry?.color) ? entry.color.trim() : fallback.color,
      };
    }
  }
  return result;
}

/** Reads a `state → colour` map (JSON text or object, or `[{state, color}]` records). */
export function parseStateColors(value: unknown): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return map;
    }
  }
  if (Array.isArray(parsed)) {
    for (const row of parsed as { state?: unknown; color?: unknown }[]) {
      if (typeof row?.state === 'string' && isHexColor(row.color)) map.set(row.state, row.color);
    }
  } else if (parsed && typeof parsed === 'object') {
    for (const [state, color] of Object.entries(parsed as Record<string, unknown>)) {
      if (isHexColor(color)) map.set(state, color);
    }
  }
  return map;
}

/**
 * What decided a bar's colour (spec 1 §4): its event type's colour (Options), its contract
 * state's colour, or its event state's colour. The legend names the colours by these keys.
 */
export type BarColorKey =
  | { readonly kind: 'type'; readonly type: AvailabilityEventType }
  | { readonly kind: 'contractState'; readonly state: string }
  | { readonly kind: 'eventState'; readonly state: string };

/** A bar's drawn colour and what decided it. */
export interface DrawnColor {
  readonly color: string;
  readonly key: BarColorKey;
}

/** The colours a bar may take: by event type (Options), by contract state, by event state. */
export interface BarPalette {
  readonly colors: CalendarColors;
  readonly contractStateColors: ReadonlyMap<string, string>;
  readonly eventStateColors: ReadonlyMap<string, string>;
}

/**
 * spec 1 §4: « A rental or reservation bar's colour is overridden by the contract-state colour,
 * then by the event-state colour when present. » LOCATION and RESERVATION bars take the
 * event-state colour, else the contract-state colour, else their type's colour; SAV and
 * LIVRAISON bars always take their type's colour.
 */
export function drawnBarColor(
  bar: {
    readonly type: AvailabilityEventType;
    readonly contractState?: string | null;
    readonly eventState?: string | null;
  },
  palette: BarPalette,
): DrawnColor {
  if (bar.type === 'LOCATION' || bar.type === 'RESERVATION') {
    const eventState = bar.eventState?.trim();
    const byEvent = eventState ? palette.eventStateColors.get(eventState) : undefined;
    if (eventState && byEvent)
      return { color: byEvent, key: { kind: 'eventState', state: eventState } };
    const contractState = bar.contractState?.trim();
    const byContract = contractState ? palette.contractStateColors.get(contractState) : undefined;
    if (contractState && byContract)
      return { color: byContract, key: { kind: 'contractState', state: contractState } };
  }
  return { color: palette.colors[bar.type].color, key: { kind: 'type', type: bar.type } };
}

/**
 * spec 1 §4: a rental or reservation bar takes its event type's colour, overridden by the
 * contract-state colour, then by the event-state colour when present.
 */
export function barColor(
  typeColor: string,
  contractState: string | null | undefined,
  eventState: string | null | undefined,
  contractStateColors: ReadonlyMap<string, string>,
  eventStateColors: ReadonlyMap<string, string>,
): string {
  const byEvent = eventState ? eventStateColors.get(eventState) : undefined;
  if (byEvent) return byEvent;
  const byContract = contractState ? contractStateColors.get(contractState) : undefined;
  return byContract ?? typeColor;
}
