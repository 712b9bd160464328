import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaSuiteProvider } from '../LocaSuiteProvider';
import { PeriodNavigation } from './PeriodNavigation';
import { periodLabel, usePeriod } from './usePeriod';

afterEach(cleanup);

const DAY = 86_400_000;
const MONDAY = Date.UTC(2026, 10, 23);
const between = (from: string, to: string) => `Du ${from} au ${to}`;

describe('usePeriod', () => {
  it('moves by the days shown and comes back to today’s period', () => {
    const today = vi.fn(() => MONDAY + 14 * DAY);
    const { result, rerender } = renderHook(
      ({ days }) => usePeriod({ initial: () => MONDAY, days, today }),
      {
        initialProps: { days: 7 },
      },
    );
    expect(result.current.start).toBe(MONDAY);
    act(() => result.current.navigate(1));
    expect(result.current.start).toBe(MONDAY + 7 * DAY);
    rerender({ days: 3 });
    act(() => result.current.navigate(-1));
    expect(result.current.start).toBe(MONDAY + 4 * DAY);
    act(() => result.current.navigate(0));
    expect(result.current.start).toBe(MONDAY + 14 * DAY);
    act(() => result.current.setStart(MONDAY));
    expect(result.current.start).toBe(MONDAY);
  });
});

describe('periodLabel', () => {
  it('says one day in full and a span with the tool’s words', () => {
    expect(periodLabel(MONDAY, 1, between)).toBe('lundi 23 novembre 2026');
    expect(periodLabel(MONDAY, 7, between)).toBe('Du 23/11/2026 au 29/11/2026');
  });
});

describe('PeriodNavigation', () => {
  it('names its arrows, says the period aloud and tells each step', async () => {
    const onNavigate = vi.fn();
    render(
      <LocaSuiteProvider>
        <PeriodNavigation
          period="Du 23/11/2026 au 29/11/2026"
          onNavigate={onNavigate}
          previousLabel="Période précédente"
          nextLabel="Période suivante"
          todayLabel="AUJ"
        />
      </LocaSuiteProvider>,
    );
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual([
      'AUJ',
      'Période précédente',
      'Période suivante',
    ]);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Du 23/11/2026 au 29/11/2026',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('button', { name: 'AUJ' }));
    await userEvent.click(screen.getByRole('button', { name: 'Période précédente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Période suivante' }));
    expect(onNavigate.mock.calls).toEqual([[0], [-1], [1]]);
  });

  it('puts today between the arrows, says Aujourd’hui by default, and may draw no heading', () => {
    render(
      <LocaSuiteProvider>
        <PeriodNavigation
          onNavigate={vi.fn()}
          previousLabel="Précédent"
          nextLabel="Suivant"
          today="between"
          tooltips
          quietToday
        />
      </LocaSuiteProvider>,
    );
    expect(
      screen.getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label')),
    ).toEqual(['Précédent', "Aujourd'hui", 'Suivant']);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
