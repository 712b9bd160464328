import { describe, expect, it, vi } from 'vitest';
import type { SessionApi } from './SessionApi';
import type { ShellUser } from './ShellUser';
import { withEarlyLookup } from './earlyLookup';

const user = (name: string): ShellUser => ({ name, email: '', admin: false, apps: [], record: {} });

function countingApi() {
  const asked: string[] = [];
  const api = {
    lookup: async (token: string) => {
      asked.push(token);
      return user(`${token}#${asked.length}`);
    },
  } as unknown as SessionApi;
  return { api, asked };
}

describe('withEarlyLookup', () => {
  it('asks at once, and gives that answer to the first lookup of the same token only', async () => {
    const { api, asked } = countingApi();
    const early = withEarlyLookup(api, 'abc');
    expect(asked).toEqual(['abc']);
    expect((await early.lookup('abc')).name).toBe('abc#1');
    expect(asked).toEqual(['abc']);
    expect((await early.lookup('abc')).name).toBe('abc#2');
    expect((await early.lookup('other')).name).toBe('other#3');
  });

  it('asks nothing without a stored token, and passes a failure to the first lookup', async () => {
    const { api, asked } = countingApi();
    expect(withEarlyLookup(api, null)).toBe(api);
    expect(asked).toEqual([]);
    const failing = {
      lookup: () => Promise.reject(new Error('injoignable')),
    } as unknown as SessionApi;
    await expect(withEarlyLookup(failing, 'abc').lookup('abc')).rejects.toThrow('injoignable');
  });

  it('tells the user first, and a failing listener does not fail the lookup', async () => {
    const { api } = countingApi();
    const told: string[] = [];
    const early = withEarlyLookup(api, 'abc', (user) => {
      told.push(user.name);
    });
    expect((await early.lookup('abc')).name).toBe('abc#1');
    expect(told).toEqual(['abc#1']);
    const throwing = withEarlyLookup(api, 'def', () => {
      throw new Error('prefetch');
    });
    expect((await throwing.lookup('def')).name).toBe('def#2');
  });

  it('gives the answer once the listener’s work settles (the first loads handed to fetch)', async () => {
    const { api } = countingApi();
    const order: string[] = [];
    let handed!: () => void;
    const early = withEarlyLookup(
      api,
      'abc',
      () =>
        new Promise<void>((resolve) => {
          order.push('first loads asked');
          handed = () => {
            order.push('handed to fetch');
            resolve();
          };
        }),
    );
    const answer = early.lookup('abc').then((user) => order.push(`session ${user.name}`));
    await vi.waitFor(() => expect(order).toEqual(['first loads asked']));
    handed();
    await answer;
    expect(order).toEqual(['first loads asked', 'handed to fetch', 'session abc#1']);
    // A listener whose work fails still lets the session take the answer.
    const failing = withEarlyLookup(api, 'def', () => Promise.reject(new Error('scellement')));
    expect((await failing.lookup('def')).name).toBe('def#2');
  });
});
