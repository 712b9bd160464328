import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaSuiteProvider } from './LocaSuiteProvider';
import { Snackbar } from './Snackbar';
import { keepEveryStyle } from '../../tests/web/visibilityStyles';

// These tests read colours and ellipses: this file gets Emotion's whole CSS.
keepEveryStyle();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Snackbar', () => {
  it('is green for a success', () => {
    render(
      <LocaSuiteProvider>
        <Snackbar message="Modifications enregistrées" onClose={() => {}} />
      </LocaSuiteProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Modifications enregistrées');
    expect(alert).toHaveStyle({ backgroundColor: 'rgb(46, 125, 50)' });
  });

  it('is red for a failure', () => {
    render(
      <LocaSuiteProvider>
        <Snackbar message="Échec de l'enregistrement" severity="error" onClose={() => {}} />
      </LocaSuiteProvider>,
    );
    expect(screen.getByRole('alert')).toHaveStyle({ backgroundColor: 'rgb(211, 47, 47)' });
  });

  it('closes after the configured time', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Snackbar message="Enregistré" onClose={onClose} durationMs={1500} />);
    act(() => vi.advanceTimersByTime(1499));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('gives a new message its whole time, even when it replaces one still shown', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    const { rerender } = render(<Snackbar message="Client obligatoire" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(2900));
    rerender(<Snackbar message="Signature obligatoire" onClose={onClose} />);
    act(() => vi.advanceTimersByTime(2900));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Signature obligatoire');
    act(() => vi.advanceTimersByTime(100));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays until closed when its duration is Infinity', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Snackbar message="Enregistré" onClose={onClose} durationMs={Infinity} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows nothing without a message', () => {
    render(<Snackbar message={null} onClose={() => {}} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
