import { SESSION_MESSAGES } from '@locasuite/core';
import type { CallDef, FamilyKey, calls } from '@locasuite/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { ServerConfig } from '../config';
import type { SessionCache } from '../auth/sessions';
import type { Database, UserRow } from '../db/schema';
import type { FileStore } from '../files/FileStore';
import type { SignaturePictures } from '../images/signaturePicture';
import type { MailService } from '../mail/MailService';
import { HttpError } from '../HttpError';
import type { JsonText, ReadCache, VersionedTable } from './readCache';

/** What a handler receives besides its payload. */
export interface HandlerContext {
  readonly db: Kysely<Database>;
  /** The signed-in user; null only for public calls made without a valid token. */
  readonly user: UserRow | null;
  /** The session token the call came with (Bearer header, else the payload's `token`). */
  readonly token: string | null;
  readonly config: ServerConfig;
  readonly files: FileStore;
  readonly mail: MailService;
  /** Where drawn signatures are decoded: a thread of its own on the HTTP server; absent = inline. */
  readonly pictures?: SignaturePictures | undefined;
  /** The answers of the big window reads, kept until a table they read is written (issue 10). */
  readonly readCache: ReadCache;
  /** The sessions already looked up (embedded database only; issue 10). */
  readonly sessions?: SessionCache | undefined;
  readonly now: () => Date;
  readonly log: FastifyBaseLogger;
  /** Client address (sign-in throttling, signature evidence). */
  readonly ip: string;
  /** The caller's `User-Agent` header, '' when none (signature evidence). */
  readonly userAgent: string;
  /** The address the caller reached the server at (`http://host:port`), '' when unknown. */
  readonly origin: string;
  readonly call: CallDef;
}

export type Handler<P = unknown, A = unknown> = (ctx: HandlerContext, payload: P) => Promise<A> | A;

type Catalogue = typeof calls;
type CallsOf<K extends FamilyKey> = K extends keyof Catalogue
  ? Catalogue[K]
  : Record<string, CallDef>;

/** A binary answer (`binary` and `get` calls): raw bytes, a content type, a download name. */
export interface BinaryAnswer {
  readonly body: Uint8Array;
  readonly contentType?: string;
  readonly filename?: string;
}

/** Binary calls' answer schema is `ArrayBuffer` (what the client gets): handlers return bytes. */
type AnswerFor<A extends z.ZodType> =
  z.input<A> extends ArrayBuffer ? ArrayBuffer | Uint8Array | BinaryAnswer : z.input<A>;

type HandlerFor<D> =
  D extends CallDef<infer P, infer A>
    ? (ctx: HandlerContext, payload: z.output<P>) => Promise<AnswerFor<A>> | AnswerFor<A>
    : never;

/** The handlers of one family: each key must be a call of that family in the catalogue. */
export type FamilyHandlers<K extends FamilyKey> = {
  readonly [N in keyof CallsOf<K>]?: HandlerFor<CallsOf<K>[N]>;
};

export interface HandlerSet {
  readonly family: FamilyKey;
  readonly handlers: Readonly<Record<string, Handler>>;
}

/**
 * Registers the handlers of a family module (`families/general.ts`, …), typed by the catalogue:
 * the payload is what the call's zod schema outputs, the result what its answer schema accepts.
 */
export function defineHandlers<K extends FamilyKey>(
  family: K,
  handlers: FamilyHandlers<K>,
): HandlerSet {
  return { family, handlers: handlers as unknown as Record<string, Handler> };
}

/** How the dispatcher runs a handler; absent = inside one transaction (every write call). */
const WITHOUT_TRANSACTION = Symbol('withoutTransaction');

/**
 * Marks a handler that only reads: the dispatcher opens no transaction around it, so reads do not
 * pay for a BEGIN/COMMIT. Every other handler runs in one transaction (issue 8).
 */
export function read<P, A>(
  handler: (ctx: HandlerContext, payload: P) => A,
): (ctx: HandlerContext, payload: P) => A {
  return Object.assign(handler, { [WITHOUT_TRANSACTION]: 'read' as const });
}

/**
 * A `read` handler whose answer depends only on its payload and on the rows of `tables`: the answer
 * is kept (as JSON text, then sealed) and served again until a statement writes one of those
 * tables (issue 10). Concurrent calls for the same window wait for one build. The access checks
 * (session, family, admin) run before, for every call.
 */
export function cachedRead<P, A>(
  tables: readonly VersionedTable[],
  handler: (ctx: HandlerContext, payload: P) => Promise<NoInfer<A> | JsonText>,
): (ctx: HandlerContext, payload: P) => Promise<A> {
  return read(async (ctx: HandlerContext, payload: P) => {
    const { token: _token, ...rest } = (payload ?? {}) as { token?: unknown };
    const key = `${ctx.call.family}/${ctx.call.name}:${JSON.stringify(rest)}`;
    // The runner writes a JsonText into the answer as it is (handleCall.ts).
    return ctx.readCache.answer(ctx.db, key, tables, () => handler(ctx, payload)) as Promise<A>;
  });
}

/**
 * Marks a handler that must keep part of its work when it refuses (sign-in counts a failed
 * attempt, then answers 401): no transaction around it, it writes through `ctx.db` step by step.
 */
export function commitsItself<P, A>(
  handler: (ctx: HandlerContext, payload: P) => A,
): (ctx: HandlerContext, payload: P) => A {
  return Object.assign(handler, { [WITHOUT_TRANSACTION]: 'commits-itself' as const });
}

/**
 * Marks a write handler with slow work before its writes (a drawn signature decoded in a thread):
 * no transaction around it, so the embedded database's one connection is not held meanwhile; it
 * opens its own (`ctx.db.transaction()`) for its writes, and is announced on the live channel
 * like any write when it succeeds.
 */
export function transactsItself<P, A>(
  handler: (ctx: HandlerContext, payload: P) => A,
): (ctx: HandlerContext, payload: P) => A {
  return Object.assign(handler, { [WITHOUT_TRANSACTION]: 'transacts-itself' as const });
}

/** Whether the dispatcher runs this handler inside one transaction (all but `read`/`commitsItself`). */
export function runsInTransaction(handler: Handler): boolean {
  return (handler as { [WITHOUT_TRANSACTION]?: string })[WITHOUT_TRANSACTION] === undefined;
}

/** Whether a successful call of this handler is a write the live channel announces. */
export function announcesChange(handler: Handler): boolean {
  const mode = (handler as { [WITHOUT_TRANSACTION]?: string })[WITHOUT_TRANSACTION];
  return mode === undefined || mode === 'transacts-itself';
}

/** The signed-in user of a non-public call (the dispatcher has already refused anonymous ones). */
export function signedInUser(ctx: HandlerContext): UserRow {
  if (!ctx.user) throw new HttpError(401, SESSION_MESSAGES.session);
  return ctx.user;
}
