import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@locasuite/core';
import { failureStatus, isUnreachable, workQueue } from './workQueue';

// spec 3 §4.2 « store locally … on success upload to the server and clear the local copy »:
// the kit's queue, with a tool's own content (here an after-sales report).
interface Report {
  readonly order: string;
}
const queue = workQueue<Report>('sav-test');
const other = workQueue<Report>('other-tool');
const ME = 'tech@locasuite-location.fr';
const keep = (order: string, user = ME) =>
  queue.keep({ key: `sav-test:${order}`, id: order, label: { order }, data: { order } }, user);

const refusal = (status: number) =>
  new ApiError('http', `Refus ${status}`, { call: 'edit', status });
const noAnswer = () => new ApiError('network', 'Le serveur est injoignable.', { call: 'edit' });

afterEach(async () => {
  for (const q of [queue, other]) for (const w of await q.list()) await q.clear(w.key);
});

describe('failureStatus', () => {
  it('0 when nothing answered, the HTTP status otherwise, 500 for anything else', () => {
    expect(failureStatus(noAnswer())).toBe(0);
    expect(isUnreachable(noAnswer())).toBe(true);
    expect(failureStatus(refusal(409))).toBe(409);
    expect(isUnreachable(refusal(409))).toBe(false);
    expect(failureStatus(new Error('bug'))).toBe(500);
  });
});

describe('workQueue', () => {
  it('keeps work per tool, oldest first, until it is cleared', async () => {
    expect(await keep('BI-1')).toBe('sav-test:BI-1');
    await other.keep({ key: 'other:1', id: '1', label: {}, data: { order: 'X' } }, ME);
    await keep('BI-2');
    const listed = await queue.list();
    expect(listed.map((w) => w.data.order)).toEqual(['BI-1', 'BI-2']);
    expect(listed[0]).toMatchObject({ tool: 'sav-test', user: ME, state: 'waiting' });
    await queue.clear('sav-test:BI-1');
    expect((await queue.list()).map((w) => w.id)).toEqual(['BI-2']);
    expect(await other.list()).toHaveLength(1);
  });

  it('a sync sends the user’s work, clears what the server took, leaves the others’', async () => {
    await keep('BI-1');
    await keep('BI-2', 'autre@locasuite-location.fr');
    const sent: string[] = [];
    const result = await queue.sync(ME, async (r) => {
      sent.push(r.order);
    });
    expect(sent).toEqual(['BI-1']);
    expect(result).toEqual({ sent: 1, waiting: 1, review: 0, refused: false, stoppedBy: null });
  });

  it('no answer stops the sync: everything stays waiting', async () => {
    await keep('BI-1');
    await keep('BI-2');
    let tries = 0;
    const result = await queue.sync(ME, async () => {
      tries += 1;
      throw noAnswer();
    });
    expect(tries).toBe(1);
    expect(result).toMatchObject({ sent: 0, waiting: 2, stoppedBy: 'Le serveur est injoignable.' });
  });

  it('a refusal for good flags the piece for review and goes on; it is sent again only when asked', async () => {
    await keep('BI-1');
    await keep('BI-2');
    const result = await queue.sync(ME, async (r) => {
      if (r.order === 'BI-1') throw refusal(409);
    });
    expect(result).toMatchObject({ sent: 1, waiting: 0, review: 1 });
    const [flagged] = await queue.list();
    expect(flagged).toMatchObject({ id: 'BI-1', state: 'review', message: 'Refus 409' });
    const again: string[] = [];
    await queue.sync(ME, async (r) => {
      again.push(r.order);
    });
    expect(again).toEqual([]);
    await queue.sync(
      ME,
      async (r) => {
        again.push(r.order);
      },
      { includeReview: true },
    );
    expect(again).toEqual(['BI-1']);
    expect(await queue.list()).toEqual([]);
  });

  it('a refused session stops the sync and keeps the work for the next sign-in', async () => {
    await keep('BI-1');
    const result = await queue.sync(ME, async () => {
      throw refusal(401);
    });
    expect(result).toMatchObject({ sent: 0, waiting: 1, refused: true });
  });

  it('runs one task at a time: the second waits for the first', async () => {
    const order: string[] = [];
    let release = () => {};
    const first = queue.exclusively(
      () =>
        new Promise<void>((resolve) => {
          order.push('first starts');
          release = () => {
            order.push('first ends');
            resolve();
          };
        }),
    );
    const second = queue.exclusively(async () => {
      order.push('second');
    });
    await Promise.resolve();
    await Promise.resolve();
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first starts', 'first ends', 'second']);
  });
});
