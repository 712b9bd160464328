import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@locasuite/core';
import { conflictAware, useCall } from './useCall';

const stale = new ApiError('http', 'Modifié entre-temps par quelqu’un d’autre.', { status: 409 });
const invalid = new ApiError('http', 'La fin précède le début.', { status: 422 });

describe('conflictAware', () => {
  it('reads again on a 409 with the same arguments, then rejects with the refusal', async () => {
    const onConflict = vi.fn(async (_id: string) => undefined);
    const save = conflictAware((_id: string) => Promise.reject(stale), onConflict);
    await expect(save('42')).rejects.toBe(stale);
    expect(onConflict).toHaveBeenCalledWith('42');
  });

  it('leaves other refusals and successes alone', async () => {
    const onConflict = vi.fn();
    await expect(conflictAware(() => Promise.reject(invalid), onConflict)()).rejects.toBe(invalid);
    await expect(conflictAware(() => Promise.resolve(7), onConflict)()).resolves.toBe(7);
    expect(onConflict).not.toHaveBeenCalled();
  });
});

describe('useCall', () => {
  it('says whether a failure was a 409, and forgets it on the next run', async () => {
    const call = vi.fn<() => Promise<void>>();
    const { result } = renderHook(() => useCall(call));
    call.mockRejectedValueOnce(stale);
    await act(() => result.current.run());
    expect(result.current).toMatchObject({ status: 'failed', conflict: true });
    call.mockRejectedValueOnce(invalid);
    await act(() => result.current.run());
    expect(result.current).toMatchObject({
      status: 'failed',
      conflict: false,
      message: 'La fin précède le début.',
    });
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ status: 'idle', conflict: false, message: null });
  });
});
