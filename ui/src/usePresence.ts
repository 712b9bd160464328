import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LIVE_LIMITS } from '@locasuite/core';
import type { FamilyKey, LivePresence } from '@locasuite/core';
import type { ToolSession } from './toolPage';

export interface PresenceState {
  /** Who else is moving what right now: subject → people's names. */
  readonly movers: ReadonlyMap<string, readonly string[]>;
  /** Tells the others you are moving `subject` (renewed every 10 s until `idle`). */
  moving(subject: string): void;
  /** You stopped (dropped, cancelled): the others stop seeing you on it. */
  idle(): void;
}

/** A `moving` presence is renewed this often, well within its 30 s life on the server. */
const RENEW_MS = LIVE_LIMITS.presenceTtlMs / 3;

interface Seen {
  readonly user: string;
  readonly until: number;
}

const NO_MOVERS: ReadonlyMap<string, readonly string[]> = new Map();

function moversOf(seen: ReadonlyMap<string, ReadonlyMap<string, Seen>>) {
  const out = new Map<string, string[]>();
  for (const [subject, people] of seen) {
    if (people.size > 0) out.set(subject, [...people.keys()].sort());
  }
  return out;
}

/**
 * Presence on a family's records (issue 12: while an admin drags an intervention, the other
 * planners see who is moving it). `movers` lists the others; `moving(subject)` announces you
 * (one subject at a time) and `idle()` ends it, as does leaving the page. A presence whose
 * renewal stopped (a closed tab) disappears by itself after 30 s.
 */
export function usePresence(session: Pick<ToolSession, 'live'>, family: FamilyKey): PresenceState {
  const live = session.live;
  const [seen, setSeen] = useState<ReadonlyMap<string, ReadonlyMap<string, Seen>>>(new Map());
  const mine = useRef<{ subject: string; timer: ReturnType<typeof setInterval> } | null>(null);

  useEffect(() => {
    if (!live) return undefined;
    const unsubscribe = live.subscribe(family, {
      onPresence(presence: LivePresence) {
        setSeen((current) => {
          const next = new Map(current);
          const people = new Map(next.get(presence.subject) ?? []);
          if (presence.state === 'moving') {
            // Its life is counted on this device from now: the server's `until` is on the
            // server's clock, and a tablet's clock may be hours off (a presence would then end
            // at once, or stay after its idle was lost).
            people.set(presence.user, {
              user: presence.user,
              until: Date.now() + LIVE_LIMITS.presenceTtlMs,
            });
          } else {
            people.delete(presence.user);
          }
          if (people.size > 0) next.set(presence.subject, people);
          else next.delete(presence.subject);
          return next;
        });
      },
      onChange(change) {
        // Reconnected: the server replays the presences under way; forget the old ones.
        if (change === null) setSeen(new Map());
      },
    });
    return () => {
      unsubscribe();
      setSeen(new Map());
    };
  }, [live, family]);

  // A presence whose end went by (the stream missed its `idle`) goes by itself.
  useEffect(() => {
    const ends = [...seen.values()].flatMap((people) => [...people.values()].map((p) => p.until));
    if (ends.length === 0) return undefined;
    const timer = setTimeout(
      () => {
        const now = Date.now();
        setSeen((current) => {
          const next = new Map<string, ReadonlyMap<string, Seen>>();
          for (const [subject, people] of current) {
            const kept = new Map([...people].filter(([, p]) => p.until > now));
            if (kept.size > 0) next.set(subject, kept);
          }
          return next;
        });
      },
      Math.max(0, Math.min(...ends) - Date.now()) + 50,
    );
    return () => clearTimeout(timer);
  }, [seen]);

  const idle = useCallback(() => {
    const current = mine.current;
    if (!current) return;
    clearInterval(current.timer);
    mine.current = null;
    void live?.presence(family, current.subject, 'idle');
  }, [live, family]);

  const moving = useCallback(
    (subject: string) => {
      if (!live) return;
      if (mine.current?.subject === subject) return;
      idle();
      void live.presence(family, subject, 'moving');
      mine.current = {
        subject,
        timer: setInterval(() => void live.presence(family, subject, 'moving'), RENEW_MS),
      };
    },
    [live, family, idle],
  );

  useEffect(() => idle, [idle]);

  const movers = useMemo(() => (seen.size === 0 ? NO_MOVERS : moversOf(seen)), [seen]);
  return { movers, moving, idle };
}
