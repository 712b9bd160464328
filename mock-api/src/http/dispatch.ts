import {
  CALL_MESSAGES,
  ENVELOPE_ENCODING_HEADER,
  SESSION_MESSAGES,
  findCallByPath,
  type CallDef,
} from '@locasuite/core';
import { Transform, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import { HttpError } from '../HttpError';
import type { NodeEnvelope } from '../envelope/nodeEnvelope';
import type { BinaryAnswer, Handler } from './defineHandlers';
import type { JsonText } from './readCache';
import type { RequestCallers } from './requestCallers';
import {
  bearerToken,
  createCallRunner,
  payloadToken,
  type AnswerBody,
  type Caller,
  type ContextBase,
} from './handleCall';

export type { AnswerBody, ContextBase } from './handleCall';

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

const JSON_TYPE = 'application/json; charset=utf-8';

/** Whether the caller asked for compressed answers (our client; ENVELOPE_ENCODING_HEADER). */
function asksGzip(request: FastifyRequest): boolean {
  const asked = request.headers[ENVELOPE_ENCODING_HEADER];
  return typeof asked === 'string' && asked.split(',').some((v) => v.trim() === 'gzip');
}

/**
 * The `{ data: <sealed> }` body as text: a sealed text is base64, which JSON carries as it is, so
 * it is written without Fastify serialising a multi-megabyte string again on every answer.
 */
const wireText = (sealed: string): string => `{"data":"${sealed}"}`;

/** The user the door found behind the Authorization header, so `run` does not look twice. */
const doorUsers = new WeakMap<FastifyRequest, UserRow>();

/** Whether a call's payload has a `token` field (the session may travel there, not in the header). */
function takesPayloadToken(def: CallDef): boolean {
  const shape = (def.payload as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && 'token' in shape;
}

/** Passes a body through, failing with 413 past `limit` bytes (bodies sent without a length). */
function capped(body: Readable, limit: number): Readable {
  let received = 0;
  const out = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      (out as Transform & { receivedEncodedLength?: number }).receivedEncodedLength = received;
      if (received > limit) done(new HttpError(413, CALL_MESSAGES.tooLarge(limit)));
      else done(null, chunk);
    },
  });
  body.on('error', (error) => out.destroy(error));
  return body.pipe(out);
}

/**
 * The one entry point of the API (ARCHITECTURE.md, API contract). In order: unknown call 404;
 * unreadable body 400; no valid session 401; family not open to the user 403; admin call for a
 * non-admin 403; invalid payload 422 (French, naming the field); no handler 501; handler refusals
 * with their status (404, 409, 422, 429…); anything else 500 with the stack in the log only.
 */
const gzipAsync = promisify(gzip);

export function createDispatcher(
  base: ContextBase,
  handlers: ReadonlyMap<CallDef, Handler>,
  envelope: NodeEnvelope,
  /** Who sent a request, looked up once (the anonymous rate limit asked first). */
  callers: RequestCallers,
  /**
   * Told after a write call's transaction committed (never after a refusal or a rollback): the
   * live channel announces it. `read` and `commitsItself` handlers are not write calls here.
   */
  onCommitted?: (def: CallDef, payload: unknown) => void,
): Dispatcher {
  const runner = createCallRunner(base, handlers, envelope, onCommitted);

  function sendSealed(reply: FastifyReply, status: number, body: AnswerBody): FastifyReply {
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type(JSON_TYPE)
      .send(wireText(runner.seal(body).data));
  }

  // The bytes of a kept answer's `{ data }` body, made once: serving it again is one socket write.
  const wire = new WeakMap<JsonText, Buffer>();
  // The same answer gzipped, then sealed (ENVELOPE_ENCODING_HEADER), also made once.
  // Compressed in libuv's threads (zlib's async API), not on the event loop: a megabyte answer
  // takes tens of milliseconds to compress, which every other request would wait.
  const gzipped = new WeakMap<JsonText, Promise<Buffer>>();
  function gzipBytes(source: JsonText): Promise<Buffer> {
    let bytes = gzipped.get(source);
    if (!bytes) {
      bytes = gzipAsync(Buffer.from(source.answerText(), 'utf8'), { level: 6 }).then((packed) =>
        Buffer.from(wireText(envelope.sealBytesSync(packed)), 'latin1'),
      );
      // A failure is not kept: the next caller compresses again.
      bytes.catch(() => gzipped.delete(source));
      gzipped.set(source, bytes);
    }
    return bytes;
  }

  function wireBytes(source: JsonText, sealed: string): Buffer {
    let bytes = wire.get(source);
    if (!bytes) {
      bytes = Buffer.from(wireText(sealed), 'latin1');
      wire.set(source, bytes);
    }
    return bytes;
  }

  const refuse = (reply: FastifyReply, status: number, message: string, plain: boolean) =>
    plain
      ? reply.code(status).header('cache-control', 'no-store').send({ code: status, message })
      : sendSealed(reply, status, { code: status, message });

  const callerOf = (request: FastifyRequest): Caller => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? '',
    origin: `${request.protocol}://${request.host}`,
    log: request.log,
    user: doorUsers.get(request) ?? null,
  });

  function sendBinary(reply: FastifyReply, binary: BinaryAnswer): FastifyReply {
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

  /** A multipart or GET call: answered in plain JSON (or bytes), not in the envelope. */
  async function runPlain(
    request: FastifyRequest,
    reply: FastifyReply,
    def: CallDef,
    payload: unknown,
    token: string | null,
  ): Promise<FastifyReply> {
    const outcome = await runner.run(def, payload, token, callerOf(request));
    if (outcome.binary) return sendBinary(reply, outcome.binary);
    return reply.code(outcome.status).header('cache-control', 'no-store').send(outcome.body);
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
        const token = bearerToken(request.headers.authorization);
        if (token) {
          const user = await callers.sessionUser(request);
          if (!user) throw new HttpError(401, SESSION_MESSAGES.session);
          doorUsers.set(request, user);
        } else if (takesPayloadToken(def)) {
          limit = Math.min(limit, TOKEN_IN_PAYLOAD_BODY_LIMIT);
        } else {
          throw new HttpError(401, SESSION_MESSAGES.session);
        }
      }
      const length = request.headers['content-length'];
      if (length === undefined) return def.transport === 'multipart' ? body : capped(body, limit);
      if (Number(length) > limit) throw new HttpError(413, CALL_MESSAGES.tooLarge(limit));
      return body;
    },

    async post(request, reply) {
      const def = callOf(request);
      const path = request.url.split('?')[0] ?? '';
      if (!def || def.transport === 'get')
        return sendSealed(reply, 404, { code: 404, message: CALL_MESSAGES.unknownCall(path) });
      if (def.transport === 'multipart') {
        if (!request.isMultipart()) return refuse(reply, 400, CALL_MESSAGES.unreadable, true);
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
          return refuse(reply, 400, CALL_MESSAGES.unreadable, true);
        }
        return runPlain(
          request,
          reply,
          def,
          payload,
          bearerToken(request.headers.authorization) ?? payloadToken(payload),
        );
      }
      const outcome = await runner.handleCall(
        def,
        request.body,
        { authorization: request.headers.authorization },
        callerOf(request),
      );
      if (outcome.binary) return sendBinary(reply, outcome.binary);
      reply.header('cache-control', 'no-store');
      const etag = outcome.source?.etag;
      if (etag) {
        // A client that kept this answer (same call, same payload) names it: 304, no body.
        reply.header('etag', etag);
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      }
      if (outcome.source && asksGzip(request)) {
        reply.header(ENVELOPE_ENCODING_HEADER, 'gzip');
        return reply
          .code(outcome.status)
          .type(JSON_TYPE)
          .send(await gzipBytes(outcome.source));
      }
      return reply
        .code(outcome.status)
        .type(JSON_TYPE)
        .send(
          outcome.source
            ? wireBytes(outcome.source, outcome.body.data)
            : wireText(outcome.body.data),
        );
    },

    async get(request, reply) {
      const def = callOf(request);
      const path = request.url.split('?')[0] ?? '';
      if (!def || def.transport !== 'get') {
        return reply
          .code(404)
          .header('cache-control', 'no-store')
          .send({ code: 404, message: CALL_MESSAGES.unknownCall(path) });
      }
      const query = { ...(request.query as Record<string, unknown>) };
      const token =
        bearerToken(request.headers.authorization) ??
        (typeof query.token === 'string' ? query.token : null);
      return runPlain(request, reply, def, query, token);
    },
  };
}
