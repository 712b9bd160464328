import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaSuiteProvider } from './LocaSuiteProvider';
import { TIMED_BANNER_DURATION_MS, TimedBanner } from './TimedBanner';
import { keepEveryStyle } from '../../tests/web/visibilityStyles';

// These tests read colours and ellipses: this file gets Emotion's whole CSS.
keepEveryStyle();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Harness({ durationMs }: { durationMs?: number }) {
  const [message, setMessage] = useState<string | null>('Le technicien est indisponible');
  return (
    <LocaSuiteProvider>
      <TimedBanner message={message} onClose={() => setMessage(null)} durationMs={durationMs} />
    </LocaSuiteProvider>
  );
}

describe('TimedBanner', () => {
  it('lasts 5 seconds by default (spec 2 §2.1)', () => {
    expect(TIMED_BANNER_DURATION_MS).toBe(5000);
  });

  it('shows the message in a red alert, then calls onClose when the time is up', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(
      <LocaSuiteProvider>
        <TimedBanner message="Erreur de chargement" onClose={onClose} />
      </LocaSuiteProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Erreur de chargement');
    expect(alert).toHaveStyle({ backgroundColor: 'rgb(211, 47, 47)' });
    act(() => vi.advanceTimersByTime(4999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not restart its countdown when the parent passes a new onClose', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<TimedBanner message="Erreur" onClose={first} durationMs={1000} />);
    act(() => vi.advanceTimersByTime(600));
    rerender(<TimedBanner message="Erreur" onClose={second} durationMs={1000} />);
    act(() => vi.advanceTimersByTime(400));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stays until closed when its duration is Infinity', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<TimedBanner message="Erreur" onClose={onClose} durationMs={Infinity} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renders nothing when there is no message', () => {
    render(<TimedBanner message={null} onClose={() => {}} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('closes at once with its close button', async () => {
    render(<Harness durationMs={60_000} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByText('Le technicien est indisponible')).toBeNull();
  });
});
