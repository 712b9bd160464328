import { describe, expect, it } from 'vitest';
import { NOTIFY_MAX_BYTES, notifyPayload } from './postgresBus';

describe('notifyPayload', () => {
  it('keeps a change under PostgreSQL’s NOTIFY limit, dropping the ids first', () => {
    const change = { family: 'planningLivraison' as const, call: 'x', at: 'y' };
    const small = notifyPayload('o', { kind: 'change', change: { ...change, ids: ['1'] } });
    expect(JSON.parse(small!)).toEqual({
      origin: 'o',
      message: { kind: 'change', change: { ...change, ids: ['1'] } },
    });
    const big = notifyPayload('o', {
      kind: 'change',
      change: { ...change, ids: Array.from({ length: 100 }, () => 'z'.repeat(100)) },
    });
    expect(Buffer.byteLength(big!)).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
    expect(JSON.parse(big!).message.change).toEqual(change);
  });

  it('sends nothing it cannot fit', () => {
    const presence = {
      family: 'planningLivraison' as const,
      subject: 's',
      user: 'u'.repeat(9000),
      state: 'idle' as const,
    };
    expect(notifyPayload('o', { kind: 'presence', presence, userId: 1 })).toBeNull();
  });
});
