import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';

const SCROLLS = new Set(['auto', 'scroll']);

/**
 * A part that scrolls and is not a tab stop of its own. The bars inside do not make it one: the
 * timeline draws bars a little beyond what it shows, so at night or at the weekend every bar it
 * holds can be out of sight, and the keyboard could not scroll to the next working day.
 */
function scrollsWithoutTabStop(el: HTMLElement): boolean {
  if (el.hasAttribute('tabindex')) return false;
  const style = getComputedStyle(el);
  return (
    (SCROLLS.has(style.overflowY) && el.scrollHeight > el.clientHeight) ||
    (SCROLLS.has(style.overflowX) && el.scrollWidth > el.clientWidth)
  );
}

const GRIDS = '[role="grid"], [role="treegrid"]';
/** What a list may hold besides list items (no role of its own, or none). */
const IN_LISTS = new Set(['listitem', 'presentation', 'none']);
const CELLS = '[role="gridcell"], [role="rowheader"], [role="columnheader"]';

/** Gives `el` a role, remembering the one FullCalendar gave it. */
function setRole(el: HTMLElement, role: string): boolean {
  if (el.getAttribute('role') === role) return false;
  if (!el.hasAttribute('data-ls-role'))
    el.setAttribute('data-ls-role', el.getAttribute('role') ?? '');
  el.setAttribute('role', role);
  return true;
}

/** The nearest ancestor of `el` below `grid` with one of `roles`, or null. */
function ancestorWith(el: HTMLElement, grid: HTMLElement, roles: readonly string[]) {
  for (let at = el.parentElement; at && at !== grid; at = at.parentElement)
    if (roles.includes(at.getAttribute('role') ?? '')) return at;
  return null;
}

/**
 * Fixes FullCalendar's DOM so that axe-core's WCAG 2 A and AA rules pass (issue 34 item 13):
 *
 * - a part that scrolls (the timeline's body, its header strip) takes `tabindex="0"`, so that the
 *   keyboard reaches it and scrolls it with the arrows (`scrollable-region-focusable`), even when
 *   the bars it holds are out of sight; inside a grid it becomes the grid's row group (a group
 *   around it, or inside it, loses its role), since a grid holds only rows and row groups;
 * - a cell (`gridcell`, `rowheader`, `columnheader`) that FullCalendar puts in a wrapper rather
 *   than a row (the timelines' resource and time headers) gets its wrapper as its row, so that
 *   the grid's children are what ARIA allows (`aria-required-children`, critical).
 *
 * - a list holding something else than list items (the list view's day, whose events are
 *   buttons when a click opens them) becomes a group under the same name, since a list holds
 *   list items only (`aria-required-children`, critical).
 *
 * Returns whether it changed anything. Bar texts get their colour from core's
 * `contrastTextColor` (4.5:1), passed as each event's `contrastColor`.
 */
export function makeCalendarAccessible(root: HTMLElement): boolean {
  let changed = false;
  // FullCalendar sets its scrollers' overflow inline: only those are looked at (not every bar).
  for (const el of root.querySelectorAll<HTMLElement>('[style*="overflow"]')) {
    if (scrollsWithoutTabStop(el)) {
      el.setAttribute('tabindex', '0');
      el.setAttribute('data-ls-scroller', '');
      changed = true;
    }
  }
  for (const grid of root.querySelectorAll<HTMLElement>(GRIDS)) {
    for (const scroller of grid.querySelectorAll<HTMLElement>('[data-ls-scroller]')) {
      const around = ancestorWith(scroller, grid, ['rowgroup']);
      if (around) changed = setRole(around, 'presentation') || changed;
      for (const inner of scroller.querySelectorAll<HTMLElement>('[role="rowgroup"]'))
        changed = setRole(inner, 'presentation') || changed;
      changed = setRole(scroller, 'rowgroup') || changed;
    }
    for (const cell of grid.querySelectorAll<HTMLElement>(CELLS)) {
      const wrapper = cell.parentElement;
      if (!wrapper || wrapper === grid || ancestorWith(cell, grid, ['row'])) continue;
      const role = wrapper.getAttribute('role');
      if (role === null || role === 'presentation') changed = setRole(wrapper, 'row') || changed;
    }
  }
  for (const list of root.querySelectorAll<HTMLElement>('[role="list"]')) {
    const others = [...list.children].some((child) => {
      const role = child.getAttribute('role');
      return role !== null && !IN_LISTS.has(role);
    });
    if (others) changed = setRole(list, 'group') || changed;
  }
  return changed;
}

/**
 * Keeps a calendar accessible while FullCalendar draws it: `makeCalendarAccessible` once its
 * view is mounted and again, at most once a frame, after it changes its DOM (rows scrolled into
 * view, another period). Returns the function the calendar's `viewDidMount` calls.
 */
export function useCalendarAccessibility(frame: RefObject<HTMLElement | null>) {
  const pending = useRef(0);
  const schedule = useCallback(() => {
    if (pending.current !== 0) return;
    pending.current = requestAnimationFrame(() => {
      pending.current = 0;
      if (frame.current) makeCalendarAccessible(frame.current);
    });
  }, [frame]);

  useEffect(() => {
    const root = frame.current;
    if (!root) return undefined;
    const observer = new MutationObserver(schedule);
    observer.observe(root, { childList: true, subtree: true });
    schedule();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(pending.current);
      pending.current = 0;
    };
  }, [frame, schedule]);

  return useCallback(
    (view: HTMLElement) => {
      makeCalendarAccessible(view);
      schedule();
    },
    [schedule],
  );
}
