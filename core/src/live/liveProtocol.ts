import { z } from 'zod';
import { FAMILY_KEYS } from '../api/families';
import type { FamilyKey } from '../api/catalogue';

/** The live channel's addresses (mock-api/README.md « Live channel »). */
export const LIVE_PATHS = {
  /** `GET`, server-sent events; `?ticket=` from {@link LIVE_PATHS.ticket} (or a Bearer header). */
  stream: '/api/live',
  /** `POST` with the session (Bearer): a ticket valid {@link LIVE_LIMITS.ticketTtlMs} for the stream. */
  ticket: '/api/live/ticket',
  /** `POST` with the session (Bearer): `{ family, subject, state }`, see {@link livePresencePayload}. */
  presence: '/api/live/presence',
} as const;

export const LIVE_LIMITS = {
  /** A stream ticket opens a stream during one minute only. */
  ticketTtlMs: 60_000,
  /** A comment line on every stream this often, so proxies keep it open and dead peers show. */
  heartbeatMs: 15_000,
  /** A presence not renewed for this long ends by itself (a closed tab leaves no ghost). */
  presenceTtlMs: 30_000,
  /** Open streams per user on one server process; the oldest is closed past it. */
  streamsPerUser: 8,
  /** The longest presence subject (a record id or key). */
  subjectMax: 200,
} as const;

export const PRESENCE_STATES = ['moving', 'idle'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

/** A write call of a family went through (published after its transaction committed). */
export interface LiveChange {
  readonly family: FamilyKey;
  /** The call's name (`set_event`, `set_livraison_retour_comment`…). */
  readonly call: string;
  /** When it committed, ISO 8601. */
  readonly at: string;
  /** The record ids the payload named, when it named some. */
  readonly ids?: readonly string[];
}

/** Someone is working on a record of a family (`moving` while dragging it), or stopped (`idle`). */
export interface LivePresence {
  readonly family: FamilyKey;
  readonly subject: string;
  /** The person's name (user_name, else email). */
  readonly user: string;
  readonly state: PresenceState;
  /** When the presence ends unless renewed, ISO 8601 (absent on `idle`). */
  readonly until?: string;
}

export type LiveMessage =
  | { readonly type: 'change'; readonly change: LiveChange }
  | { readonly type: 'presence'; readonly presence: LivePresence };

const familyKey = z.enum(FAMILY_KEYS as [FamilyKey, ...FamilyKey[]]);

/** The presence call's payload; its French 422 comes from `frenchIssues` (« Le champ « state » doit valoir… »). */
export const livePresencePayload = z.strictObject({
  family: familyKey,
  // Shown to other people and written to their streams: no NUL nor control character (issue 33 §7).
  subject: z
    .string()
    .trim()
    .min(1)
    .max(LIVE_LIMITS.subjectMax)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f-\u009f]*$/, {
      error: 'ne doit contenir aucun caractère de contrôle',
    }),
  state: z.enum(PRESENCE_STATES),
});
export type LivePresencePayload = z.infer<typeof livePresencePayload>;

const changeSchema = z.object({
  family: familyKey,
  call: z.string().max(200),
  at: z.string().max(40),
  ids: z.array(z.string().max(200)).max(50).optional(),
});

const presenceSchema = z.object({
  family: familyKey,
  subject: z.string().max(LIVE_LIMITS.subjectMax),
  user: z.string().max(300),
  state: z.enum(PRESENCE_STATES),
  until: z.string().max(40).optional(),
});

/**
 * Reads one server-sent event of the live channel (`event:` name and `data:` text). Anything
 * else (an unknown event, unreadable JSON, a wrong shape) is null: the page ignores it.
 */
export function parseLiveMessage(event: string, data: string): LiveMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(data) as unknown;
  } catch {
    return null;
  }
  if (event === 'change') {
    const parsed = changeSchema.safeParse(value);
    return parsed.success ? { type: 'change', change: parsed.data } : null;
  }
  if (event === 'presence') {
    const parsed = presenceSchema.safeParse(value);
    return parsed.success ? { type: 'presence', presence: parsed.data } : null;
  }
  return null;
}

/** Reconnection delay after `attempt` failures in a row: 1 s, 2 s, 4 s… up to 30 s, ± 20 %. */
export function liveBackoffMs(attempt: number, random: () => number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, Math.min(attempt, 10)));
  return Math.round(base * (0.8 + 0.4 * random()));
}
