// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { makeCalendarAccessible } from './accessibility';

/** A page's piece of FullCalendar's resource timeline DOM, as Chromium gets it (issue 34 item 13). */
function timeline(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = `
    <div role="grid" id="grid">
      <div><div role="presentation" id="headerWrap"><div role="columnheader">Techniciens</div></div></div>
      <div id="lanes" style="overflow-x: auto; overflow-y: auto">
        <div role="presentation" id="rowWrap"><div role="rowheader">Paul MARTIN</div></div>
        <div role="presentation" id="laneWrap"><div role="gridcell"><div role="button" tabindex="0">RAP</div></div></div>
      </div>
    </div>
    <div role="grid" id="agencies">
      <div role="rowgroup" id="group">
        <div id="scroller" style="overflow-x: hidden; overflow-y: auto">
          <div role="row"><div role="rowheader">08:00</div><div role="gridcell">Libre</div></div>
        </div>
      </div>
    </div>`;
  document.body.append(root);
  return root;
}

/** jsdom lays nothing out: `el` is made to scroll (content taller than its box). */
function scrolls(el: HTMLElement) {
  Object.defineProperty(el, 'scrollHeight', { value: 900 });
  Object.defineProperty(el, 'clientHeight', { value: 300 });
}

describe('makeCalendarAccessible', () => {
  it('gives a cell outside any row its wrapper as its row (aria-required-children)', () => {
    const root = timeline();
    expect(makeCalendarAccessible(root)).toBe(true);
    for (const id of ['headerWrap', 'rowWrap', 'laneWrap'])
      expect(root.querySelector(`#${id}`)?.getAttribute('role')).toBe('row');
    // A second pass finds nothing left to change.
    expect(makeCalendarAccessible(root)).toBe(false);
    root.remove();
  });

  it('a scroller without anything focusable takes tabindex 0 and becomes the row group of its grid', () => {
    const root = timeline();
    const scroller = root.querySelector<HTMLElement>('#scroller')!;
    scrolls(scroller);
    makeCalendarAccessible(root);
    expect(scroller.getAttribute('tabindex')).toBe('0');
    expect(scroller.getAttribute('role')).toBe('rowgroup');
    // The group around it keeps no role of its own: a row group holds rows only.
    expect(root.querySelector('#group')?.getAttribute('role')).toBe('presentation');
    root.remove();
  });

  it('a list view day whose events are buttons becomes a group of the same name; a list of items stays', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <div role="list" id="days" aria-label="Itinéraires">
        <div role="listitem" aria-label="23 novembre 2026">
          <div role="list" id="events" aria-label="Événements">
            <div role="button" tabindex="0">08:00 Livraison</div>
          </div>
        </div>
      </div>`;
    expect(makeCalendarAccessible(root)).toBe(true);
    const events = root.querySelector('#events')!;
    expect(events.getAttribute('role')).toBe('group');
    expect(events.getAttribute('aria-label')).toBe('Événements');
    expect(root.querySelector('#days')?.getAttribute('role')).toBe('list');
    expect(makeCalendarAccessible(root)).toBe(false);
  });

  it('a scroller that holds bars takes tabindex 0 too: its bars may all be out of sight (night, weekend)', () => {
    const root = timeline();
    const lanes = root.querySelector<HTMLElement>('#lanes')!;
    scrolls(lanes);
    makeCalendarAccessible(root);
    expect(lanes.getAttribute('tabindex')).toBe('0');
    expect(lanes.getAttribute('role')).toBe('rowgroup');
    // Its rows stay rows of the grid, inside it.
    expect(root.querySelector('#laneWrap')?.getAttribute('role')).toBe('row');
    root.remove();
  });
});
