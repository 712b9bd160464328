import { describe, expect, it } from 'vitest';
import { measureSpeed } from './measureSpeed';

function clock(...times: number[]) {
  let i = 0;
  return () => times[Math.min(i++, times.length - 1)] ?? 0;
}

describe('measureSpeed', () => {
  it('turns 125 000 bytes arriving in 1 s into 1 Mbit/s and asks for an uncached copy', async () => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    const fetchFn = (async (url: string, init?: RequestInit) => {
      calls.push([url, init]);
      return new Response(new Uint8Array(125_000));
    }) as typeof fetch;
    // Asked at 1000, headers at 1500, body complete at 2500.
    const speed = await measureSpeed(fetchFn, clock(1000, 1500, 2500));
    expect(speed).toBeCloseTo(1, 5);
    expect(calls[0]?.[0]).toMatch(/^\/connection-probe\.txt\?t=1000$/);
    expect(calls[0]?.[1]).toEqual({ cache: 'no-store' });
  });

  it('does not count the wait before the answer starts (a busy host is not a slow line)', async () => {
    const fetchFn = (async () => new Response(new Uint8Array(33_000))) as typeof fetch;
    // 600 ms before the headers, 20 ms for the body: 13.2 Mbit/s, not 0.42.
    const speed = await measureSpeed(fetchFn, clock(0, 600, 620));
    expect(speed).toBeCloseTo(13.2, 5);
  });

  it('prefers the browser’s timing of the body to the page’s clock', async () => {
    const fetchFn = (async () => new Response(new Uint8Array(125_000))) as typeof fetch;
    // The page's clock says 2 s (a busy main thread), the browser's timing 100 ms: 10 Mbit/s.
    const speed = await measureSpeed(fetchFn, clock(0, 0, 2000), '/probe', (requested) =>
      requested === '/probe?t=0' ? 100 : null,
    );
    expect(speed).toBeCloseTo(10, 5);
  });

  it('gives null when the host cannot be reached or answers an error', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await measureSpeed(failing, clock(0, 10))).toBeNull();
    const notFound = (async () => new Response('x', { status: 404 })) as typeof fetch;
    expect(await measureSpeed(notFound, clock(0, 10))).toBeNull();
  });

  it('never divides by zero on an instant answer', async () => {
    const fetchFn = (async () => new Response(new Uint8Array(1000))) as typeof fetch;
    expect(Number.isFinite(await measureSpeed(fetchFn, clock(5, 5)))).toBe(true);
  });
});
