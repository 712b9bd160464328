import SHA256 from 'crypto-js/sha256';
import { toWordArray } from '../api/envelope/wordArrays';

/** The events of a document's evidence log (issue 36). */
export const SIGNER_EVENT_KINDS = [
  'created',
  'sent',
  'codeSent',
  'wrongCode',
  'verified',
  'signed',
  'downloaded',
  'newVersion',
] as const;
export type SignerEventKind = (typeof SIGNER_EVENT_KINDS)[number];

export type EventData = Readonly<Record<string, string | number | boolean | null>>;

/** One event of the log: its number, what happened, when, its details, and the chain. */
export interface SignerEvent {
  readonly seq: number;
  readonly kind: SignerEventKind;
  /** ISO time. */
  readonly at: string;
  readonly data: EventData;
  /** The previous event's hash, '' for the first. */
  readonly prev: string;
  readonly hash: string;
}

/** The same text for the same event whatever the order its data's keys were written in. */
function canonical(event: Omit<SignerEvent, 'hash'>): string {
  const data = Object.keys(event.data)
    .sort()
    .map((k) => [k, event.data[k] ?? null]);
  return JSON.stringify([event.seq, event.kind, event.at, data, event.prev]);
}

/** SHA-256 of an event's canonical text, in hex. */
export function eventHash(event: Omit<SignerEvent, 'hash'>): string {
  return SHA256(canonical(event)).toString();
}

/** The event that follows `previous` (or starts the log): numbered and chained to it. */
export function chainEvent(
  previous: SignerEvent | null | undefined,
  event: { kind: SignerEventKind; at: Date; data?: EventData },
): SignerEvent {
  const body = {
    seq: (previous?.seq ?? 0) + 1,
    kind: event.kind,
    at: event.at.toISOString(),
    data: event.data ?? {},
    prev: previous?.hash ?? '',
  };
  return { ...body, hash: eventHash(body) };
}

/**
 * A new version of a document: the new file and the one it replaces (issue 36). A type, not an
 * interface: it goes as it is into the calls' loose answers.
 */
export type DocumentVersion = {
  /** ISO time. */
  readonly at: string;
  /** The replaced file's name and SHA-256. */
  readonly from: string;
  readonly fromSha256: string;
  /** The new file's name and SHA-256. */
  readonly to: string;
  readonly toSha256: string;
};

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * What a `newVersion` event records (issue 36: « a new version is a new file, and the log says
 * so »): the file that replaced another, both by name and SHA-256. The names are kept without
 * their folders (the log is shown to whoever holds the file).
 */
export function newVersionData(v: Omit<DocumentVersion, 'at'>): EventData {
  return {
    from: fileName(v.from),
    fromSha256: v.fromSha256,
    to: fileName(v.to),
    toSha256: v.toSha256,
  };
}

/** The versions a log records, oldest first (its `newVersion` events). */
export function versionsOf(events: readonly SignerEvent[]): DocumentVersion[] {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return events
    .filter((e) => e.kind === 'newVersion')
    .map((e) => ({
      at: e.at,
      from: text(e.data.from),
      fromSha256: text(e.data.fromSha256),
      to: text(e.data.to),
      toSha256: text(e.data.toSha256),
    }));
}

export type LogCheck =
  | { readonly valid: true; readonly signedSha256: string | null }
  | {
      readonly valid: false;
      readonly reason: 'empty' | 'order' | 'chain' | 'hash' | 'file';
      readonly seq: number;
    };

/**
 * Whether a log holds together (issue 36): numbered from 1 without a gap, each event carrying the
 * previous one's hash and its own true hash, and, when `fileSha256` is given, the last `signed`
 * event naming that file's SHA-256. Any changed, removed or inserted event, or a changed file,
 * fails.
 */
export function verifyEventLog(events: readonly SignerEvent[], fileSha256?: string): LogCheck {
  if (events.length === 0) return { valid: false, reason: 'empty', seq: 0 };
  let prev = '';
  let signedSha256: string | null = null;
  for (const [i, event] of events.entries()) {
    if (event.seq !== i + 1) return { valid: false, reason: 'order', seq: event.seq };
    if (event.prev !== prev) return { valid: false, reason: 'chain', seq: event.seq };
    const { hash, ...body } = event;
    if (eventHash(body) !== hash) return { valid: false, reason: 'hash', seq: event.seq };
    if (event.kind === 'signed' && typeof event.data.fileSha256 === 'string') {
      signedSha256 = event.data.fileSha256;
    }
    prev = hash;
  }
  if (fileSha256 !== undefined && signedSha256 !== fileSha256) {
    return { valid: false, reason: 'file', seq: events.length };
  }
  return { valid: true, signedSha256 };
}

/**
 * The SHA-256 of a file's bytes, in hex, in pure JavaScript: what a page uses where WebCrypto is
 * absent (a page served over plain HTTP on the office network is not a secure context).
 */
export function bytesSha256(bytes: Uint8Array): string {
  return SHA256(toWordArray(bytes)).toString();
}
