import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API_ERROR_MESSAGES, ApiError } from '@locasuite/core';
import { ActionMessage, useDialogAction } from './useDialogAction';

afterEach(cleanup);

/** An action whose outcome the test decides. */
function held() {
  let settle: { resolve: () => void; reject: (e: unknown) => void } | undefined;
  const action = () =>
    new Promise<void>((resolve, reject) => {
      settle = { resolve, reject };
    });
  return { action, settle: () => settle! };
}

describe('useDialogAction', () => {
  it('says a refusal was a 409 (saved meanwhile), and forgets it on reset', async () => {
    const { result } = renderHook(() => useDialogAction());
    const stale = new ApiError('http', 'Modifié entre-temps par quelqu’un d’autre.', {
      status: 409,
    });
    await act(() => result.current.run(() => Promise.reject(stale), 'Enregistré'));
    expect(result.current.result).toEqual({
      text: 'Modifié entre-temps par quelqu’un d’autre.',
      ok: false,
      conflict: true,
    });
    act(() => result.current.reset());
    expect(result.current.result).toBeNull();
    await act(() => result.current.run(() => Promise.resolve(), 'Enregistré'));
    expect(result.current.result).toEqual({ text: 'Enregistré', ok: true });
    act(() => result.current.reset());
    expect(result.current.result).toBeNull();
  });

  it('is busy while the action runs, then shows the done text', async () => {
    const { result } = renderHook(() => useDialogAction());
    const { action, settle } = held();
    let outcome: Promise<boolean> | undefined;
    act(() => {
      outcome = result.current.run(action, 'Commentaire ajouté');
    });
    expect(result.current.busy).toBe(true);
    expect(result.current.result).toBeNull();
    await act(async () => settle().resolve());
    await expect(outcome).resolves.toBe(true);
    expect(result.current.busy).toBe(false);
    expect(result.current.result).toEqual({ text: 'Commentaire ajouté', ok: true });
  });

  it('shows the French refusal of a failed action, then clears it on the next run', async () => {
    const { result } = renderHook(() => useDialogAction());
    const first = held();
    let outcome: Promise<boolean> | undefined;
    act(() => {
      outcome = result.current.run(first.action, 'Enregistré');
    });
    await act(async () =>
      first.settle().reject(new ApiError('http', 'La fin précède le début.', { status: 422 })),
    );
    await expect(outcome).resolves.toBe(false);
    expect(result.current.result).toEqual({ text: 'La fin précède le début.', ok: false });
    const second = held();
    act(() => {
      void result.current.run(second.action, 'Enregistré');
    });
    expect(result.current.result).toBeNull();
    await act(async () => second.settle().resolve());
    expect(result.current.result).toEqual({ text: 'Enregistré', ok: true });
  });

  it('says the server is unreachable when the network fails', async () => {
    const { result } = renderHook(() => useDialogAction());
    const { action, settle } = held();
    act(() => {
      void result.current.run(action);
    });
    await act(async () =>
      settle().reject(new ApiError('network', API_ERROR_MESSAGES.network, { call: 'x.y' })),
    );
    expect(result.current.result).toEqual({ text: API_ERROR_MESSAGES.network, ok: false });
  });

  it('shows nothing after a success without a done text', async () => {
    const { result } = renderHook(() => useDialogAction());
    const { action, settle } = held();
    act(() => {
      void result.current.run(action);
    });
    await act(async () => settle().resolve());
    expect(result.current.result).toBeNull();
  });
});

describe('ActionMessage', () => {
  it('draws a success or an error line, or nothing', () => {
    const { rerender } = render(<ActionMessage result={{ text: 'Enregistré', ok: true }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Enregistré');
    expect(screen.getByRole('alert').className).toMatch(/Success/);
    rerender(<ActionMessage result={{ text: 'Refusé', ok: false }} />);
    expect(screen.getByRole('alert').className).toMatch(/Error/);
    rerender(<ActionMessage result={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
