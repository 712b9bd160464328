import {
  FAMILIES,
  familyOpenTo,
  findCallByPath,
  frenchIssues,
  parseAllowedApplications,
  type CallDef,
} from '@locasuite/core';
import { Transform, type Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveSession } from '../auth/sessions';
import type { UserRow } from '../db/schema';
import { ADMIN_ONLY_MESSAGES, HttpError, MESSAGES } from '../HttpError';
import type { NodeEnvelope } from '../envelope/nodeEnvelope';
import type { BinaryAnswer, Handler, HandlerContext } from './defineHandlers';
import { runsInTransaction } from './defineHandlers';
import { runHandler } from './runHandler';

/** The plaintext of every answer (ARCHITECTURE.md, API contract). */
export interface AnswerBody {
  readonly code: number;
  readonly data?: unknown;
  readonly message?: string;
}

export type ContextBase = Omit<HandlerContext, 'user' | 'token' | 'ip' | 'call' | 'log'>;

export interface Dispatcher {
  /**
   * `preParsing` hook of the API routes: refuses what needs no body to refuse before reading it
   * (unknown token 401, a call that needs a session and has none 401, a body over the call's
   * limit 413) and caps the body that is read at the call's limit.
   */
  door(request: FastifyRequest, reply: FastifyReply, body: Readable): Promise<Readable>;
  post(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  get(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /** Sends an answer in the envelope (`{ data: <sealed> }`) with the matching HTTP status. */
  sendSealed(reply: FastifyReply, status: number, body: AnswerBody): FastifyReply;
  /** A refusal `{ code, message }`, sealed or plain as the call's transport wants. */
  refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
  ): FastifyReply;
}

/**
 * The largest body read from a call that needs a session but comes without the Authorization
 * header (its token is in the payload, e.g. get_user_by_token): enough for a token and a few fields.
 */
export const TOKEN_IN_PAYLOAD_BODY_LIMIT = 64 * 1024;

/** The user the door found behind the Authorization header, so `run` does not look twice. */
const doorUsers = new WeakMap<FastifyRequest, UserRow>();

/** Whether a call's payload has a `token` field (the session may travel there, not in the header). */
function takesPayloadToken(def: CallDef): boolean {
  const shape = (def.payload as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && 'token' in shape;
}

/**
 * A PostgreSQL "data exception" (SQLSTATE class 22: value out of range, invalid text, NUL…) or
 * "program limit exceeded" (54000: a key too long for its index).
 */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '54000');
}

/** Passes a body through, failing with 413 past `limit` bytes (bodies sent without a length). */
function capped(body: Readable, limit: number): Readable {
  let received = 0;
  const out = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      (out as Transform & { receivedEncodedLength?: number }).receivedEncodedLength = received;
      if (received > limit) done(new HttpError(413, MESSAGES.tooLarge(limit)));
      else done(null, chunk);
    },
  });
  body.on('error', (error) => out.destroy(error));
  return body.pipe(out);
}

const bearer = (request: FastifyRequest): string | null => {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
};

const payloadToken = (payload: unknown): string | null =>
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

/**
 * The one entry point of the API (ARCHITECTURE.md, API contract). In order: unknown call 404;
 * unreadable body 400; no valid session 401; family not open to the user 403; admin call for a
 * non-admin 403; invalid payload 422 (French, naming the field); no handler 501; handler refusals
 * with their status (404, 409, 422, 429…); anything else 500 with the stack in the log only.
 */
export function createDispatcher(
  base: ContextBase,
  handlers: ReadonlyMap<CallDef, Handler>,
  envelope: NodeEnvelope,
  /**
   * Told after a write call's transaction committed (never after a refusal or a rollback): the
   * live channel announces it. `read` and `commitsItself` handlers are not write calls here.
   */
  onCommitted?: (def: CallDef, payload: unknown) => void,
): Dispatcher {
  function sendSealed(reply: FastifyReply, status: number, body: AnswerBody): FastifyReply {
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .send({ data: envelope.sealSync(body) });
  }

  const refuse = (reply: FastifyReply, status: number, message: string, plain: boolean) =>
    plain
      ? reply.code(status).header('cache-control', 'no-store').send({ code: status, message })
      : sendSealed(reply, status, { code: status, message });

  async function run(
    request: FastifyRequest,
    reply: FastifyReply,
    def: CallDef,
    payload: unknown,
    token: string | null,
  ): Promise<FastifyReply> {
    const plain = def.transport === 'multipart' || def.transport === 'get';
    const answer = (status: number, body: AnswerBody) =>
      plain
        ? reply.code(status).header('cache-control', 'no-store').send(body)
        : sendSealed(reply, status, body);
    try {
      let user: UserRow | null = doorUsers.get(request) ?? null;
      if (!user && token) {
        user = await resolveSession(base.db, token, {
          ttlHours: base.config.sessionTtlHours,
          now: base.now(),
        });
      }
      if (def.access !== 'public') {
        if (!user) return refuse(reply, 401, MESSAGES.session, plain);
        const family = FAMILIES[def.family];
        if (!familyOpenTo(parseAllowedApplications(user.web_application_to_show), family)) {
          return refuse(reply, 403, MESSAGES.appNotAllowed(family.label), plain);
        }
        if (def.access === 'admin' && !user.admin) {
          const message = ADMIN_ONLY_MESSAGES[def.family] ?? MESSAGES.adminOnly;
          return refuse(reply, 403, message, plain);
        }
      }
      const parsed = def.payload.safeParse(payload);
      if (!parsed.success) return refuse(reply, 422, frenchIssues(parsed.error), plain);
      const handler = handlers.get(def);
      if (!handler) return refuse(reply, 501, MESSAGES.notAvailable(def.name), plain);
      const ctx: HandlerContext = {
        ...base,
        user,
        token,
        ip: request.ip,
        call: def,
        log: request.log,
      };
      const result = await runHandler(handler, ctx, parsed.data);
      if (onCommitted && runsInTransaction(handler)) {
        try {
          onCommitted(def, parsed.data);
        } catch (error) {
          request.log.warn({ err: error }, 'Live announcement failed');
        }
      }
      if (def.transport === 'binary' || def.transport === 'get') {
        const binary = toBinary(result);
        reply
          .code(200)
          .header('cache-control', 'no-store')
          .type(binary.contentType ?? 'application/octet-stream');
        if (binary.filename) {
          reply.header(
            'content-disposition',
            `inline; filename*=UTF-8''${encodeURIComponent(binary.filename)}`,
          );
        }
        return reply.send(
          Buffer.from(binary.body.buffer, binary.body.byteOffset, binary.body.byteLength),
        );
      }
      return answer(200, { code: 0, data: result });
    } catch (error) {
      if (error instanceof HttpError) return refuse(reply, error.status, error.message, plain);
      if (isDataException(error)) {
        // A value the payload schema let through but the database cannot hold: the caller's
        // mistake (422), logged so the schema can be tightened.
        request.log.warn(
          { err: error, call: `${def.family}/${def.name}` },
          'Value refused by the database',
        );
        return refuse(reply, 422, MESSAGES.invalidValue, plain);
      }
      request.log.error({ err: error, call: `${def.family}/${def.name}` }, 'Handler failed');
      return refuse(reply, 500, MESSAGES.internal, plain);
    }
  }

  function callOf(request: FastifyRequest): CallDef | undefined {
    return findCallByPath(request.url);
  }

  return {
    sendSealed,

    refuse(request, reply, status, message) {
      const def = callOf(request);
      return refuse(
        reply,
        status,
        message,
        def?.transport === 'multipart' || def?.transport === 'get',
      );
    },

    async door(request, _reply, body) {
      const def = callOf(request);
      if (!def) return body;
      let limit = def.bodyLimit;
      if (def.access !== 'public') {
        const token = bearer(request);
        if (token) {
          const user = await resolveSession(base.db, token, {
            ttlHours: base.config.sessionTtlHours,
            now: base.now(),
          });
          if (!user) throw new HttpError(401, MESSAGES.session);
          doorUsers.set(request, user);
        } else if (takesPayloadToken(def)) {
          limit = Math.min(limit, TOKEN_IN_PAYLOAD_BODY_LIMIT);
        } else {
          throw new HttpError(401, MESSAGES.session);
        }
      }
      const length = request.headers['content-length'];
      if (length === undefined) return def.transport === 'multipart' ? body : capped(body, limit);
      if (Number(length) > limit) throw new HttpError(413, MESSAGES.tooLarge(limit));
      return body;
    },

    async post(request, reply) {
      const def = callOf(request);
      const path = request.url.split('?')[0] ?? '';
      if (!def || def.transport === 'get')
        return sendSealed(reply, 404, { code: 404, message: MESSAGES.unknownCall(path) });
      if (def.transport === 'multipart') {
        if (!request.isMultipart()) return refuse(reply, 400, MESSAGES.unreadable, true);
        const payload: Record<string, unknown> = {};
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              payload[part.fieldname] = {
                filename: part.filename,
                mimetype: part.mimetype,
                data: await part.toBuffer(),
              };
            } else {
              payload[part.fieldname] = part.value;
            }
          }
        } catch (error) {
          request.log.warn({ err: error }, 'Unreadable multipart body');
          return refuse(reply, 400, MESSAGES.unreadable, true);
        }
        return run(request, reply, def, payload, bearer(request) ?? payloadToken(payload));
      }
      let body = request.body as { data?: unknown } | string | null | undefined;
      // Some clients post the JSON as text/plain (no CORS preflight): read it the same way.
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body) as { data?: unknown };
        } catch {
          body = undefined;
        }
      }
      if (typeof body !== 'object' || body === null || typeof body.data !== 'string') {
        return sendSealed(reply, 400, { code: 400, message: MESSAGES.unreadable });
      }
      let payload: unknown;
      try {
        payload = envelope.openSync(body.data);
      } catch {
        return sendSealed(reply, 400, { code: 400, message: MESSAGES.unreadable });
      }
      const token = bearer(request);
      return run(
        request,
        reply,
        def,
        withBearerToken(def, payload, token),
        token ?? payloadToken(payload),
      );
    },

    async get(request, reply) {
      const def = callOf(request);
      const path = request.url.split('?')[0] ?? '';
      if (!def || def.transport !== 'get') {
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .send({ code: 404, message: MESSAGES.unknownCall(path) });
      }
      const query = { ...(request.query as Record<string, unknown>) };
      const token = bearer(request) ?? (typeof query.token === 'string' ? query.token : null);
      return run(request, reply, def, query, token);
    },
  };
}
