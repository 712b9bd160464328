import { useEffect, useLayoutEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { Draggable } from '@fullcalendar/react/interaction';

/** What a card dropped on an interactive `LocaCalendar` becomes. */
export interface DraggedCardEvent {
  readonly title: string;
  /** How long the event lasts (`HH:mm`). */
  readonly duration: string;
  readonly extendedProps: Record<string, unknown>;
}

export interface DraggableCardsOptions {
  /** Off: the cards only open on a click (spec 2 §6: only administrators drop cards). */
  readonly enabled: boolean;
  /** The cards inside the list, e.g. `.ls-unscheduled-card`. */
  readonly itemSelector: string;
  readonly eventData: (card: HTMLElement) => DraggedCardEvent;
}

/**
 * Cards outside the calendar that can be dropped on it (FullCalendar's `Draggable`): a drag starts
 * at once on touch (tablets, no long press) after 5 px, and the calendar receives an event to place.
 */
export function useDraggableCards(
  list: RefObject<HTMLElement | null>,
  { enabled, itemSelector, eventData }: DraggableCardsOptions,
): void {
  const latest = useRef(eventData);
  useLayoutEffect(() => {
    latest.current = eventData;
  });
  useEffect(() => {
    const el = list.current;
    if (!enabled || !el) return undefined;
    const dragging = new Draggable(el, {
      itemSelector,
      longPressDelay: 0,
      minDistance: 5,
      eventData: (card: HTMLElement) => ({ ...latest.current(card), create: true }),
    });
    return () => dragging.destroy();
  }, [list, enabled, itemSelector]);
}
