import type { BarColorKey, CalendarColors } from './eventColors';
import { AVAILABILITY_EVENT_TYPES } from './eventColors';

/** One key of the availability legend: a colour drawn on the timeline and what it means. */
export interface AvailabilityLegendEntry {
  /** What the colour stands for: an event type, a contract state or an event state. */
  readonly kind: BarColorKey['kind'];
  /** The event type's label (Options) or the state's name. */
  readonly label: string;
  readonly color: string;
}

const KIND_ORDER: Readonly<Record<BarColorKey['kind'], number>> = {
  type: 0,
  contractState: 1,
  eventState: 2,
};

/**
 * spec 1 §2 « a colour legend » and §4 « A rental or reservation bar's colour is overridden by
 * the contract-state colour, then by the event-state colour when present »: the legend keys the
 * colours the bars actually take, so that every colour on screen has a key and no key shows a
 * colour nothing is drawn in (a LOCATION colour chosen in Options is listed only while some
 * rental has no state colour). Event types first in the order of spec 1 §4 (LOCATION,
 * RESERVATION, SAV, LIVRAISON) with their Options label, then contract states, then event
 * states, each by name; one entry per name and colour.
 */
export function availabilityLegend(
  bars: readonly { readonly color: string; readonly colorKey: BarColorKey }[],
  colors: CalendarColors,
): AvailabilityLegendEntry[] {
  const entries = new Map<string, AvailabilityLegendEntry & { readonly rank: number }>();
  for (const { color, colorKey } of bars) {
    const label = colorKey.kind === 'type' ? colors[colorKey.type].label : colorKey.state;
    const rank = colorKey.kind === 'type' ? AVAILABILITY_EVENT_TYPES.indexOf(colorKey.type) : 0;
    const id = `${colorKey.kind}\u0000${label}\u0000${color.toUpperCase()}`;
    if (!entries.has(id)) entries.set(id, { kind: colorKey.kind, label, color, rank });
  }
  const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
  return [...entries.values()]
    .sort(
      (a, b) =>
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        a.rank - b.rank ||
        collator.compare(a.label, b.label),
    )
    .map(({ kind, label, color }) => ({ kind, label, color }));
}
