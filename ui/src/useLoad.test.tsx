import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_ERROR_MESSAGES, ApiError } from '@locasuite/core';
import { LoadProblem } from './LoadProblem';
import { refusalAware, useCall } from './useCall';
import { useLoad } from './useLoad';
import { words } from './words';

afterEach(cleanup);

const network = () => new ApiError('network', API_ERROR_MESSAGES.network, { call: 'x.y' });
const refused = () =>
  new ApiError('http', API_ERROR_MESSAGES.http401, { call: 'x.y', status: 401 });
const refusedData = () =>
  new ApiError('http', 'Les données envoyées sont invalides.', { call: 'x.y', status: 422 });

/** A load whose answers the test gives one by one. */
function scripted<T>() {
  const answers: { resolve: (v: T) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<T>((resolve, reject) => {
        answers.push({ resolve, reject });
      }),
  );
  return { load, answers };
}

describe('useLoad', () => {
  it('is loading, then ready with the data', async () => {
    const { load, answers } = scripted<string[]>();
    const { result } = renderHook(() => useLoad(load, { isEmpty: (d) => d.length === 0 }));
    expect(result.current.status).toBe('loading');
    expect(result.current.loading).toBe(true);
    act(() => answers[0]?.resolve(['a']));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual(['a']);
    expect(result.current.loading).toBe(false);
  });

  it('is empty only after a successful empty answer', async () => {
    const { load, answers } = scripted<string[]>();
    const { result } = renderHook(() => useLoad(load, { isEmpty: (d) => d.length === 0 }));
    act(() => answers[0]?.reject(network()));
    await waitFor(() => expect(result.current.status).toBe('unreachable'));
    expect(result.current.data).toBeUndefined();
    act(() => result.current.reload());
    act(() => answers[1]?.resolve([]));
    await waitFor(() => expect(result.current.status).toBe('empty'));
  });

  it('keeps the last good data through an outage, marked stale, until a reload succeeds', async () => {
    const { load, answers } = scripted<string[]>();
    const { result } = renderHook(() => useLoad(load));
    act(() => answers[0]?.resolve(['a', 'b']));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    act(() => answers[1]?.reject(network()));
    await waitFor(() => expect(result.current.status).toBe('unreachable'));
    expect(result.current.data).toEqual(['a', 'b']);
    expect(result.current.stale).toBe(true);
    expect(result.current.message).toBe(API_ERROR_MESSAGES.network);
    act(() => result.current.reload());
    act(() => answers[2]?.resolve(['c']));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.stale).toBe(false);
    expect(result.current.data).toEqual(['c']);
  });

  it('tells a refused answer from a refused session, which calls onRefused once', async () => {
    const { load, answers } = scripted<number>();
    const onRefused = vi.fn();
    const { result } = renderHook(() => useLoad(load, { onRefused }));
    act(() => answers[0]?.reject(refusedData()));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.message).toBe('Les données envoyées sont invalides.');
    expect(onRefused).not.toHaveBeenCalled();
    act(() => result.current.reload());
    act(() => answers[1]?.reject(refused()));
    await waitFor(() => expect(result.current.status).toBe('refused'));
    expect(onRefused).toHaveBeenCalledTimes(1);
  });

  it('drops the answer of a load replaced meanwhile, and waits while not enabled', async () => {
    const first = scripted<string>();
    const second = scripted<string>();
    const { result, rerender } = renderHook(({ load, enabled }) => useLoad(load, { enabled }), {
      initialProps: { load: first.load, enabled: false },
    });
    expect(first.load).not.toHaveBeenCalled();
    rerender({ load: first.load, enabled: true });
    rerender({ load: second.load, enabled: true });
    act(() => second.answers[0]?.resolve('nouveau'));
    act(() => first.answers[0]?.resolve('ancien'));
    await waitFor(() => expect(result.current.data).toBe('nouveau'));
  });
});

describe('useLoad with the data already in (initial)', () => {
  it('starts ready with it and does not load for its first render; a reload or a new load asks', async () => {
    const first = scripted<string>();
    const second = scripted<string>();
    const initial = vi.fn(() => 'déjà là');
    const { result, rerender } = renderHook(({ load }) => useLoad(load, { initial }), {
      initialProps: { load: first.load },
    });
    expect(result.current).toMatchObject({ status: 'ready', data: 'déjà là', loading: false });
    expect(first.load).not.toHaveBeenCalled();
    rerender({ load: first.load });
    expect(initial).toHaveBeenCalledTimes(1);
    act(() => result.current.reload());
    expect(first.load).toHaveBeenCalledTimes(1);
    act(() => first.answers[0]?.resolve('relu'));
    await waitFor(() => expect(result.current.data).toBe('relu'));
    rerender({ load: second.load });
    act(() => second.answers[0]?.resolve('autre semaine'));
    await waitFor(() => expect(result.current.data).toBe('autre semaine'));
  });

  it('is empty when the data already in is empty', () => {
    const { load } = scripted<string[]>();
    const { result } = renderHook(() =>
      useLoad(load, { initial: () => [], isEmpty: (d) => d.length === 0 }),
    );
    expect(result.current.status).toBe('empty');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads as usual when nothing is in yet, or when reading it failed', async () => {
    for (const initial of [
      () => undefined,
      () => {
        throw new Error('illisible');
      },
    ]) {
      const { load, answers } = scripted<string>();
      const { result, unmount } = renderHook(() => useLoad(load, { initial }));
      expect(result.current).toMatchObject({ status: 'loading', loading: true });
      expect(load).toHaveBeenCalledTimes(1);
      act(() => answers[0]?.resolve('chargé'));
      await waitFor(() => expect(result.current.data).toBe('chargé'));
      unmount();
    }
  });

  it('does not read it while not enabled', () => {
    const { load } = scripted<string>();
    const initial = vi.fn(() => 'déjà là');
    const { result } = renderHook(() => useLoad(load, { initial, enabled: false }));
    expect(initial).not.toHaveBeenCalled();
    expect(result.current.status).toBe('loading');
  });
});

describe('useLoad when no longer enabled', () => {
  it('is not loading any more, and the dropped answer changes nothing', async () => {
    const { load, answers } = scripted<string>();
    const { result, rerender } = renderHook(({ enabled }) => useLoad(load, { enabled }), {
      initialProps: { enabled: true },
    });
    expect(result.current.loading).toBe(true);
    rerender({ enabled: false });
    expect(result.current.loading).toBe(false);
    act(() => answers[0]?.resolve('tard'));
    await Promise.resolve();
    expect(result.current.data).toBeUndefined();
  });
});

describe('useCall', () => {
  it('gives the outcome and the failure, and calls onRefused on a refused session', async () => {
    const onRefused = vi.fn();
    const call = vi
      .fn<(n: number) => Promise<number>>()
      .mockResolvedValueOnce(2)
      .mockRejectedValueOnce(network())
      .mockRejectedValueOnce(refused());
    const { result } = renderHook(() => useCall(call, { onRefused }));
    await act(async () => expect(await result.current.run(1)).toEqual({ ok: true, value: 2 }));
    expect(result.current.status).toBe('done');
    await act(async () =>
      expect(await result.current.run(1)).toEqual({
        ok: false,
        status: 'unreachable',
        message: API_ERROR_MESSAGES.network,
        fromApi: true,
      }),
    );
    expect(result.current.status).toBe('unreachable');
    expect(result.current.message).toBe(API_ERROR_MESSAGES.network);
    expect(result.current.fromApi).toBe(true);
    await act(async () =>
      expect(await result.current.run(1)).toMatchObject({ ok: false, status: 'refused' }),
    );
    expect(result.current.status).toBe('refused');
    expect(onRefused).toHaveBeenCalledTimes(1);
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
  });

  it('tells a failure in the caller’s own code (no request made) from the API’s', async () => {
    const call = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('image illisible'))
      .mockRejectedValueOnce(refusedData());
    const { result } = renderHook(() => useCall(call));
    await act(async () =>
      expect(await result.current.run()).toEqual({
        ok: false,
        status: 'failed',
        message: 'image illisible',
        fromApi: false,
      }),
    );
    expect(result.current).toMatchObject({ status: 'failed', fromApi: false });
    await act(async () =>
      expect(await result.current.run()).toMatchObject({ status: 'failed', fromApi: true }),
    );
    expect(result.current).toMatchObject({
      status: 'failed',
      message: 'Les données envoyées sont invalides.',
      fromApi: true,
    });
    act(() => result.current.reset());
    expect(result.current.fromApi).toBe(false);
  });
});

describe('LoadProblem', () => {
  it('says the server is unreachable, that the data was not refreshed, and retries', async () => {
    const onRetry = vi.fn();
    render(<LoadProblem status="unreachable" stale onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(words.unreachable);
    expect(alert).toHaveTextContent(words.notRefreshed);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('uses the tool’s failure message, and draws nothing unless a load failed', () => {
    const { rerender, container } = render(
      <LoadProblem
        status="failed"
        failedMessage="Le planning n’a pas pu être chargé."
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Le planning n’a pas pu être chargé.');
    expect(screen.getByRole('alert')).not.toHaveTextContent(words.notRefreshed);
    for (const status of ['loading', 'ready', 'empty', 'refused'] as const) {
      rerender(<LoadProblem status={status} onRetry={vi.fn()} />);
      expect(container).toBeEmptyDOMElement();
    }
  });

  it('reads a load given whole: its status, whether older data stays, and its reload', async () => {
    const reload = vi.fn();
    const { rerender, container } = render(
      <LoadProblem load={{ status: 'failed', stale: true, reload }} failedMessage="Échec." />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(`Échec. ${words.notRefreshed}`);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(reload).toHaveBeenCalledTimes(1);
    const retryAll = vi.fn();
    rerender(
      <LoadProblem load={{ status: 'unreachable', stale: false, reload }} onRetry={retryAll} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(words.unreachable);
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retryAll).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
    rerender(<LoadProblem load={{ status: 'ready', stale: false, reload }} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('refusalAware', () => {
  it('hands a refused session to onRefused and still rejects, so the dialog can say why', async () => {
    const onRefused = vi.fn();
    const save = refusalAware(async (fail: 'refused' | 'data' | null) => {
      if (fail === 'refused') throw refused();
      if (fail === 'data') throw refusedData();
      return 'ok';
    }, onRefused);
    await expect(save(null)).resolves.toBe('ok');
    await expect(save('data')).rejects.toThrow('Les données envoyées sont invalides.');
    expect(onRefused).not.toHaveBeenCalled();
    await expect(save('refused')).rejects.toBeInstanceOf(ApiError);
    expect(onRefused).toHaveBeenCalledTimes(1);
  });
});
