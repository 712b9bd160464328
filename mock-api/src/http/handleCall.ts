import {
  CALL_MESSAGES,
  FAMILIES,
  SESSION_MESSAGES,
  familyOpenTo,
  frenchIssues,
  parseAllowedApplications,
  type CallDef,
  type SyncEnvelope,
} from '@locasuite/core';
import type { FastifyBaseLogger } from 'fastify';
import { resolveSession } from '../auth/sessions';
import { DatabaseLostError } from '../db/pgliteDialect';
import type { UserRow } from '../db/schema';
import { ADMIN_ONLY_MESSAGES, HttpError } from '../HttpError';
import type { BinaryAnswer, Handler, HandlerContext } from './defineHandlers';
import { announcesChange } from './defineHandlers';
import { JsonText } from './readCache';
import { runHandler } from './runHandler';

/** The plaintext of every answer (ARCHITECTURE.md, API contract). */
export interface AnswerBody {
  readonly code: number;
  readonly data?: unknown;
  readonly message?: string;
}

export type ContextBase = Omit<
  HandlerContext,
  'user' | 'token' | 'ip' | 'userAgent' | 'origin' | 'call' | 'log'
>;

/** Who makes a call, as the transport knows it. */
export interface Caller {
  /** Client address (sign-in throttling). */
  readonly ip: string;
  /** The browser's `User-Agent` header, when the transport has one (signature evidence). */
  readonly userAgent?: string;
  /** The address the caller reached the server at (`https://host:port`), when known. */
  readonly origin?: string;
  readonly log: FastifyBaseLogger;
  /** The user a transport already found behind the Authorization header (the HTTP door). */
  readonly user?: UserRow | null;
}

/** What a call comes to: a status and its plaintext answer, or the bytes of a binary call. */
export type CallOutcome =
  | { readonly status: number; readonly body: AnswerBody; readonly binary?: undefined }
  | { readonly status: 200; readonly binary: BinaryAnswer; readonly body?: undefined };

/** An envelope call's answer as it goes on the wire: `{ data: <sealed> }`, or bytes. */
export type SealedOutcome =
  | {
      readonly status: number;
      readonly body: { data: string };
      readonly binary?: undefined;
      /** The kept answer this one was sealed from (read cache): its `ETag`, its bytes. */
      readonly source?: JsonText | undefined;
    }
  | { readonly status: 200; readonly binary: BinaryAnswer; readonly body?: undefined };

/** The request headers a call reads (the session token). */
export interface CallHeaders {
  readonly authorization?: string | undefined;
}

export interface CallRunner {
  /**
   * Runs one call of the catalogue from its opened payload. In order: no valid session 401;
   * family not open to the user 403; admin call for a non-admin 403; invalid payload 422 (French,
   * naming the field); no handler 501; handler refusals with their status (404, 409, 422, 429…);
   * a value the database refuses 422; anything else 500 with the stack in the log only.
   */
  run(def: CallDef, payload: unknown, token: string | null, caller: Caller): Promise<CallOutcome>;
  /**
   * One envelope call from its request body as received (`{ data: <sealed> }`, or that JSON as
   * text) and its headers, answered sealed: unreadable body 400, then as `run`. The one code
   * path of the HTTP server and of the in-page server of the stories and page tests.
   */
  handleCall(
    def: CallDef,
    body: unknown,
    headers: CallHeaders,
    caller: Caller,
  ): Promise<SealedOutcome>;
  /** Seals a plaintext answer for the wire. */
  seal(body: AnswerBody): { data: string };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | string[] | undefined): string | null {
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** The `token` field of a payload, when it has one. */
export const payloadToken = (payload: unknown): string | null =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { token?: unknown }).token === 'string'
    ? (payload as { token: string }).token
    : null;

/**
 * Calls whose payload carries the session token (get_user_by_token, update_planning_vue, …) also
 * accept it from the Authorization header alone: the header fills a missing `token` field.
 */
function withBearerToken(def: CallDef, payload: unknown, token: string | null): unknown {
  if (!token || typeof payload !== 'object' || payload === null || Array.isArray(payload))
    return payload;
  if ((payload as { token?: unknown }).token !== undefined) return payload;
  const shape = (def.payload as { shape?: Record<string, unknown> }).shape;
  return shape && 'token' in shape ? { ...payload, token } : payload;
}

/**
 * A PostgreSQL "data exception" (SQLSTATE class 22: value out of range, invalid text, NUL…) or
 * "program limit exceeded" (54000: a key too long for its index).
 */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54000');
}

function toBinary(result: unknown): BinaryAnswer {
  if (result instanceof Uint8Array) return { body: result };
  if (result instanceof ArrayBuffer) return { body: new Uint8Array(result) };
  if (
    typeof result === 'object' &&
    result !== null &&
    (result as BinaryAnswer).body instanceof Uint8Array
  ) {
    return result as BinaryAnswer;
  }
  throw new Error('A binary call returned something other than bytes.');
}

const refusal = (status: number, message: string, data?: unknown): CallOutcome => ({
  status,
  body: data === undefined ? { code: status, message } : { code: status, message, data },
});

/**
 * The API without its transport (ARCHITECTURE.md, API contract): the session, the access rules,
 * the payload schema, the handler in its transaction and the refusals. The Fastify dispatcher
 * (`dispatch.ts`) and the in-page server (`inPage/`) both answer through it.
 */
export function createCallRunner(
  base: ContextBase,
  handlers: ReadonlyMap<CallDef, Handler>,
  envelope: SyncEnvelope,
  /** Told after a write call's transaction committed (the live channel announces it). */
  onCommitted?: (def: CallDef, payload: unknown) => void,
): CallRunner {
  const sealAnswer = (answer: string) => envelope.sealTextSync(answer);
  // A JsonText answer (the read cache, or JSON the database built) is sealed as it is, once.
  const seal = (body: AnswerBody) => ({
    data:
      body.data instanceof JsonText && body.code === 0
        ? body.data.sealedBy(envelope, sealAnswer)
        : envelope.sealSync(body),
  });

  async function run(
    def: CallDef,
    payload: unknown,
    token: string | null,
    caller: Caller,
  ): Promise<CallOutcome> {
    try {
      let user: UserRow | null = caller.user ?? null;
      if (!user && token) {
        user = await resolveSession(base.db, token, {
          ttlHours: base.config.sessionTtlHours,
          now: base.now(),
          cache: base.sessions,
        });
      }
      if (def.access !== 'public') {
        if (!user) return refusal(401, SESSION_MESSAGES.session);
        const family = FAMILIES[def.family];
        if (!familyOpenTo(parseAllowedApplications(user.web_application_to_show), family)) {
          return refusal(403, CALL_MESSAGES.appNotAllowed(family.label));
        }
        if (def.access === 'admin' && !user.admin) {
          return refusal(403, ADMIN_ONLY_MESSAGES[def.family] ?? CALL_MESSAGES.adminOnly);
        }
      }
      const parsed = def.payload.safeParse(payload);
      if (!parsed.success) return refusal(422, frenchIssues(parsed.error));
      const handler = handlers.get(def);
      if (!handler) return refusal(501, CALL_MESSAGES.notAvailable(def.name));
      const ctx: HandlerContext = {
        ...base,
        user,
        token,
        ip: caller.ip,
        userAgent: caller.userAgent ?? '',
        origin: caller.origin ?? '',
        call: def,
        log: caller.log,
      };
      const result = await runHandler(handler, ctx, parsed.data);
      if (onCommitted && announcesChange(handler)) {
        try {
          onCommitted(def, parsed.data);
        } catch (error) {
          caller.log.warn({ err: error }, 'Live announcement failed');
        }
      }
      if (def.transport === 'binary' || def.transport === 'get') {
        return { status: 200, binary: toBinary(result) };
      }
      if (result instanceof JsonText && def.transport !== 'envelope') {
        // A plain JSON answer (multipart) is serialised by the transport: hand it values.
        return { status: 200, body: { code: 0, data: JSON.parse(result.text) as unknown } };
      }
      return { status: 200, body: { code: 0, data: result } };
    } catch (error) {
      if (error instanceof HttpError) return refusal(error.status, error.message, error.data);
      if (error instanceof DatabaseLostError) {
        caller.log.error({ err: error, call: `${def.family}/${def.name}` }, 'Database lost');
        return refusal(503, error.message);
      }
      if (isDataException(error)) {
        // A value the payload schema let through but the database cannot hold: the caller's
        // mistake (422), logged so the schema can be tightened.
        caller.log.warn(
          { err: error, call: `${def.family}/${def.name}` },
          'Value refused by the database',
        );
        return refusal(422, CALL_MESSAGES.invalidValue);
      }
      caller.log.error({ err: error, call: `${def.family}/${def.name}` }, 'Handler failed');
      return refusal(500, CALL_MESSAGES.internal);
    }
  }

  async function handleCall(
    def: CallDef,
    received: unknown,
    headers: CallHeaders,
    caller: Caller,
  ): Promise<SealedOutcome> {
    const unreadable = () => ({
      status: 400,
      body: seal({ code: 400, message: CALL_MESSAGES.unreadable }),
    });
    let body = received as { data?: unknown } | string | null | undefined;
    // Some clients post the JSON as text/plain (no CORS preflight): read it the same way.
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body) as { data?: unknown };
      } catch {
        body = undefined;
      }
    }
    if (typeof body !== 'object' || body === null || typeof body.data !== 'string') {
      return unreadable();
    }
    let payload: unknown;
    try {
      payload = envelope.openSync(body.data);
    } catch {
      return unreadable();
    }
    const token = bearerToken(headers.authorization);
    const outcome = await run(
      def,
      withBearerToken(def, payload, token),
      token ?? payloadToken(payload),
      caller,
    );
    if (outcome.binary) return outcome;
    const { data } = outcome.body;
    if (data instanceof JsonText && outcome.body.code === 0) {
      // Sealed when asked for (and then kept): a client that takes the compressed envelope never
      // needs this one.
      return {
        status: outcome.status,
        body: {
          get data() {
            return data.sealedBy(envelope, sealAnswer);
          },
        },
        source: data,
      };
    }
    return { status: outcome.status, body: seal(outcome.body) };
  }

  return { run, handleCall, seal };
}
