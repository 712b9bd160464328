import { ENVELOPE_ENCODING_HEADER, type Envelope } from '../envelope';
import { API_ERROR_MESSAGES, ApiError, codeMessage, httpStatusMessage } from './ApiError';

// The transport every call shares (ARCHITECTURE.md "The API contract"), without the catalogue's
// schemas: headers with the bearer token, the request, the answer opened and its `code` checked.
// `createCallClient` adds the schemas' checks; the shell's session calls use it alone, which keeps
// zod out of the sign-in page and home (issue 39 §3).

/** The part of a fetch `Response` the client reads. */
export interface FetchResponseLike {
  readonly ok: boolean;
  readonly status: number;
  /** The answer's headers (`ETag`, ENVELOPE_ENCODING_HEADER), when the transport has them. */
  readonly headers?: { get(name: string): string | null };
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** The request the client makes; assignable to a DOM `RequestInit`. */
export interface FetchInit {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** `fetch` as the client uses it: pass `window.fetch.bind(window)` or `globalThis.fetch`. */
export type FetchLike = (url: string, init: FetchInit) => Promise<FetchResponseLike>;

/** A `FormData` built by the caller for multipart calls (core has no DOM types). */
export interface FormDataLike {
  append(name: string, value: unknown, fileName?: string): void;
}

export interface ApiClientOptions {
  /** Server origin, e.g. `https://locasuite.example` or `''` for same origin. */
  readonly baseUrl: string;
  readonly envelope: Envelope;
  /** The session token, sent as `Authorization: Bearer`; null/undefined when signed out. */
  readonly getToken: () => string | null | undefined | Promise<string | null | undefined>;
  readonly fetch: FetchLike;
}

/** An answer's fields before its `code` is checked. */
export interface PlainAnswer {
  code?: unknown;
  data?: unknown;
  message?: unknown;
}

/** The transport of one client: each failure is an {@link ApiError} naming the call (`label`). */
export interface CallChannel {
  /** The session token, or undefined when reading it failed. */
  currentToken(): Promise<string | null | undefined>;
  headers(json: boolean): Promise<Record<string, string>>;
  send(label: string, url: string, init: FetchInit): Promise<FetchResponseLike>;
  /**
   * POSTs `{ data: <sealed payload> }` with the session's headers; `compressed` asks for the
   * gzipped envelope (when the envelope opens it) and names the kept answer's `etag`.
   */
  sendSealed(
    label: string,
    url: string,
    payload: unknown,
    options: { compressed: boolean; etag?: string },
  ): Promise<FetchResponseLike>;
  /** Reads `{ data: <ciphertext> }` (or plain JSON when `sealed` is false) into `{ code, data, message }`. */
  readAnswer(label: string, response: FetchResponseLike, sealed: boolean): Promise<PlainAnswer>;
  /** The error an answer stands for (HTTP status, `code` other than 0), or undefined. */
  failure(label: string, response: FetchResponseLike, plain: PlainAnswer): ApiError | undefined;
  /**
   * A sealed call at `path` (e.g. `/api/v1/get_user_by_token`), its payload sent as given: the
   * answer's `data` when its `code` is 0. Nothing checks the payload or the answer's shape.
   */
  post(label: string, path: string, payload: unknown): Promise<unknown>;
}

export function createCallChannel(options: ApiClientOptions): CallChannel {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function currentToken(): Promise<string | null | undefined> {
    try {
      return await options.getToken();
    } catch {
      return undefined;
    }
  }

  async function headers(json: boolean): Promise<Record<string, string>> {
    const out: Record<string, string> = { Accept: 'application/json' };
    if (json) out['Content-Type'] = 'application/json';
    const token = await currentToken();
    if (token) out.Authorization = `Bearer ${token}`;
    return out;
  }

  async function send(label: string, url: string, init: FetchInit): Promise<FetchResponseLike> {
    try {
      return await options.fetch(url, init);
    } catch (cause) {
      throw new ApiError('network', API_ERROR_MESSAGES.network, { call: label, cause });
    }
  }

  async function readText(label: string, response: FetchResponseLike): Promise<string> {
    try {
      return await response.text();
    } catch (cause) {
      throw new ApiError('network', API_ERROR_MESSAGES.network, {
        call: label,
        status: response.status,
        cause,
      });
    }
  }

  async function readAnswer(
    label: string,
    response: FetchResponseLike,
    sealed: boolean,
  ): Promise<PlainAnswer> {
    const status = response.status;
    const text = await readText(label, response);
    const unreadable = (kind: 'envelope' | 'invalid-answer', cause?: unknown) =>
      response.ok
        ? new ApiError(
            kind,
            kind === 'envelope' ? API_ERROR_MESSAGES.envelope : API_ERROR_MESSAGES.invalidAnswer,
            { call: label, status, cause },
          )
        : new ApiError('http', httpStatusMessage(status), { call: label, status, cause });
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch (cause) {
      throw unreadable('invalid-answer', cause);
    }
    if (!sealed) {
      if (!isObject(body)) throw unreadable('invalid-answer');
      return body;
    }
    if (!isObject(body) || typeof body.data !== 'string') throw unreadable('invalid-answer');
    let plain: unknown;
    try {
      const { openGzip } = options.envelope;
      plain =
        response.headers?.get(ENVELOPE_ENCODING_HEADER) === 'gzip' && openGzip
          ? await openGzip(body.data)
          : await options.envelope.open(body.data);
    } catch (cause) {
      throw unreadable('envelope', cause);
    }
    if (!isObject(plain)) throw unreadable('invalid-answer');
    return plain;
  }

  function failure(
    label: string,
    response: FetchResponseLike,
    plain: PlainAnswer,
  ): ApiError | undefined {
    const code = typeof plain.code === 'number' ? plain.code : Number(plain.code);
    const message =
      typeof plain.message === 'string' && plain.message.trim() !== '' ? plain.message : undefined;
    const codeValue = Number.isFinite(code) ? code : undefined;
    if (!response.ok) {
      return new ApiError('http', message ?? httpStatusMessage(response.status), {
        call: label,
        status: response.status,
        code: codeValue,
        data: plain.data,
      });
    }
    if (codeValue !== 0) {
      return new ApiError(
        codeValue === undefined ? 'invalid-answer' : 'code',
        message ??
          (codeValue === undefined ? API_ERROR_MESSAGES.invalidAnswer : codeMessage(codeValue)),
        { call: label, status: response.status, code: codeValue },
      );
    }
    return undefined;
  }

  async function sendSealed(
    label: string,
    url: string,
    payload: unknown,
    { compressed, etag }: { compressed: boolean; etag?: string },
  ): Promise<FetchResponseLike> {
    let sealed: string;
    try {
      sealed = await options.envelope.seal(payload);
    } catch (cause) {
      throw new ApiError('envelope', API_ERROR_MESSAGES.envelope, { call: label, cause });
    }
    const requestHeaders = await headers(true);
    if (compressed && options.envelope.openGzip) requestHeaders[ENVELOPE_ENCODING_HEADER] = 'gzip';
    if (compressed && etag) requestHeaders['If-None-Match'] = etag;
    return send(label, url, {
      method: 'POST',
      headers: requestHeaders,
      body: JSON.stringify({ data: sealed }),
    });
  }

  async function post(label: string, path: string, payload: unknown): Promise<unknown> {
    const response = await sendSealed(label, base + path, payload, { compressed: true });
    const plain = await readAnswer(label, response, true);
    const error = failure(label, response, plain);
    if (error) throw error;
    return plain.data;
  }

  return { currentToken, headers, send, sendSealed, readAnswer, failure, post };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
