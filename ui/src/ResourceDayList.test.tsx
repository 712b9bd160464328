import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResourceDayList } from './ResourceDayList';
import type { DayResource } from './ResourceDayList';

afterEach(cleanup);

const open = vi.fn();
const resources: DayResource[] = [
  {
    name: 'Martin',
    notes: [],
    entries: [
      {
        key: 'a',
        color: '#1E88E5',
        primary: '08:00 – 10:00',
        secondary: 'BTP Durand · Lyon',
        label: 'BTP Durand, 08:00 – 10:00',
        onOpen: open,
      },
    ],
  },
  { name: 'Bernard', notes: [{ key: 'n', text: 'Indisponible (Congé)' }], entries: [] },
  { name: 'Petit', notes: [], entries: [] },
];

const list = () => screen.getByRole('region', { name: 'Livraisons du jour par chauffeur' });
const renderList = (props: { answered?: boolean; onSwipe?: (direction: 1 | -1) => void } = {}) =>
  render(
    <ResourceDayList
      label="Livraisons du jour par chauffeur"
      resources={resources}
      answered={props.answered ?? true}
      emptyText="Aucune livraison ce jour."
      onSwipe={props.onSwipe}
    />,
  );

describe('ResourceDayList', () => {
  it('gives each resource its section: notes, then entries that open their detail', () => {
    renderList();
    const sections = within(list()).getAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Martin',
      'Bernard',
      'Petit',
    ]);
    fireEvent.click(
      within(sections[0]!).getByRole('button', { name: 'BTP Durand, 08:00 – 10:00' }),
    );
    expect(open).toHaveBeenCalledTimes(1);
    expect(within(sections[1]!).getByText('Indisponible (Congé)')).toBeInTheDocument();
    // Only a resource with nothing at all that day says it is empty.
    expect(within(sections[1]!).queryByText('Aucune livraison ce jour.')).toBeNull();
    expect(within(sections[2]!).getByText('Aucune livraison ce jour.')).toBeInTheDocument();
  });

  it('never says a day is empty before it was answered', () => {
    renderList({ answered: false });
    expect(screen.queryByText('Aucune livraison ce jour.')).toBeNull();
  });

  it('moves a day on a horizontal swipe, not on a scroll', () => {
    const onSwipe = vi.fn();
    renderList({ onSwipe });
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.touchStart(list(), { touches: [{ clientX: from[0], clientY: from[1] }] });
      fireEvent.touchEnd(list(), { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
    };
    swipe([200, 100], [60, 110]);
    swipe([60, 100], [200, 90]);
    swipe([100, 100], [130, 300]);
    expect(onSwipe.mock.calls).toEqual([[1], [-1]]);
  });
});
