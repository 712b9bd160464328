import type { FamilyKey } from '@locasuite/core';
import { describe, expect, it } from 'vitest';
import {
  createLiveHub,
  createLocalBus,
  type LiveBus,
  type LiveBusMessage,
  type LiveStream,
} from './liveHub';

/** Timers moved by hand: presence expiry without waiting. */
function fakeClock(start = Date.UTC(2026, 10, 23, 9)) {
  let now = start;
  let next = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  return {
    now: () => new Date(now),
    timers: {
      setTimeout: (run: () => void, ms: number) => {
        const id = next++;
        pending.set(id, { at: now + ms, run });
        return id;
      },
      clearTimeout: (id: unknown) => void pending.delete(id as number),
    },
    advance(ms: number) {
      now += ms;
      for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now) continue;
        pending.delete(id);
        timer.run();
      }
    },
  };
}

function fakeStream(userId: number, families: FamilyKey[]) {
  const events: { event: string; data: unknown }[] = [];
  let ended = false;
  const stream: LiveStream = {
    userId,
    families: new Set(families),
    send: (event, data) => void events.push({ event, data }),
    end: () => {
      ended = true;
    },
  };
  return { stream, events, ended: () => ended };
}

const moving = {
  family: 'planningTechnicien' as const,
  subject: '12',
  user: 'Claire',
  state: 'moving' as const,
};

describe('createLiveHub', () => {
  it('delivers a change to the streams that may see the family only', () => {
    const hub = createLiveHub({ bus: createLocalBus(), now: () => new Date(0) });
    const planner = fakeStream(1, ['planningTechnicien']);
    const outsider = fakeStream(2, ['statistique']);
    hub.add(planner.stream);
    hub.add(outsider.stream);
    const change = { family: 'planningTechnicien' as const, call: 'set_event', at: 'x' };
    hub.publishChange(change);
    expect(planner.events).toEqual([{ event: 'change', data: change }]);
    expect(outsider.events).toEqual([]);
  });

  it('ends a moving presence by itself after 30 s without renewal, and a renewal pushes it back', () => {
    const clock = fakeClock();
    const hub = createLiveHub({ bus: createLocalBus(), now: clock.now, timers: clock.timers });
    const other = fakeStream(2, ['planningTechnicien']);
    const mover = fakeStream(1, ['planningTechnicien']);
    hub.add(other.stream);
    hub.add(mover.stream);

    hub.publishPresence(moving, 1);
    expect(other.events).toEqual([
      {
        event: 'presence',
        data: { ...moving, until: new Date(clock.now().getTime() + 30_000).toISOString() },
      },
    ]);
    clock.advance(20_000);
    hub.publishPresence(moving, 1); // renewed
    clock.advance(20_000);
    expect(other.events).toHaveLength(2);
    expect(other.events.every((e) => (e.data as { state: string }).state === 'moving')).toBe(true);
    clock.advance(10_000);
    expect(other.events.at(-1)).toEqual({ event: 'presence', data: { ...moving, state: 'idle' } });
    expect(hub.presencesFor(fakeStream(3, ['planningTechnicien']).stream)).toEqual([]);
    // The mover is never told about themselves.
    expect(mover.events).toEqual([]);
  });

  it('forgets a presence that went idle: no late expiry', () => {
    const clock = fakeClock();
    const hub = createLiveHub({ bus: createLocalBus(), now: clock.now, timers: clock.timers });
    const other = fakeStream(2, ['planningTechnicien']);
    hub.add(other.stream);
    hub.publishPresence(moving, 1);
    hub.publishPresence({ ...moving, state: 'idle' }, 1);
    clock.advance(60_000);
    expect(other.events.map((e) => (e.data as { state: string }).state)).toEqual([
      'moving',
      'idle',
    ]);
  });

  it('ends the oldest stream of a user past the cap', () => {
    const hub = createLiveHub({ bus: createLocalBus(), now: () => new Date(0), streamsPerUser: 2 });
    const [a, b, c] = [fakeStream(1, []), fakeStream(1, []), fakeStream(1, [])];
    hub.add(a.stream);
    hub.add(b.stream);
    hub.add(c.stream);
    expect([a.ended(), b.ended(), c.ended()]).toEqual([true, false, false]);
    expect(hub.size).toBe(2);
  });

  it('sends through the bus and delivers what the bus brings, telling streams to resync', async () => {
    const sent: LiveBusMessage[] = [];
    let handlers: Parameters<LiveBus['listen']>[0] | undefined;
    const bus: LiveBus = {
      publish: (m) => void sent.push(m),
      listen: async (h) => {
        handlers = h;
      },
      close: async () => {},
    };
    const hub = createLiveHub({ bus, now: () => new Date(0) });
    await hub.ready;
    const planner = fakeStream(2, ['planningTechnicien']);
    hub.add(planner.stream);
    hub.publishPresence(moving, 1);
    expect(sent).toEqual([{ kind: 'presence', presence: moving, userId: 1 }]);
    const change = { family: 'planningTechnicien' as const, call: 'set_event', at: 'y' };
    handlers!.message({ kind: 'change', change });
    handlers!.resync();
    expect(planner.events.slice(1)).toEqual([
      { event: 'change', data: change },
      { event: 'resync', data: {} },
    ]);
    hub.close();
  });
});
