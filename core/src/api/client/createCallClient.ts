import type { z } from 'zod';
import type { CallDef } from '../catalogue';
import { frenchIssues } from '../frenchIssues';
import { callPath } from '../callPath';
import { plainSchemaCheck } from '../plainSchemaCheck';
import { API_ERROR_MESSAGES, ApiError, httpStatusMessage } from './ApiError';
import { createCallChannel } from './callChannel';
import type { ApiClientOptions, FetchResponseLike, FormDataLike, PlainAnswer } from './callChannel';

export type {
  ApiClientOptions,
  FetchInit,
  FetchLike,
  FetchResponseLike,
  FormDataLike,
} from './callChannel';

export type CallResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/**
 * A call's payload as a caller writes it: when the call's schema has a `token` field, it may be
 * left out and the client fills it with the session token (see {@link createCallClient}).
 */
export type CallPayload<P extends z.ZodType> =
  z.input<P> extends { token: string }
    ? Omit<z.input<P>, 'token'> & { token?: z.input<P>['token'] }
    : z.input<P>;

/** Input and output types of a call. */
export type PayloadOf<D> = D extends CallDef<infer P, z.ZodType> ? CallPayload<P> : never;
export type AnswerOf<D> = D extends CallDef<z.ZodType, infer A> ? z.output<A> : never;

export interface CallClient {
  /** Makes a call; resolves to the typed `data` of a `code: 0` answer, rejects with an ApiError. */
  call<P extends z.ZodType, A extends z.ZodType>(
    def: CallDef<P, A>,
    payload: CallPayload<P>,
  ): Promise<z.output<A>>;
  /** Same as `call`, never rejects. */
  callSafe<P extends z.ZodType, A extends z.ZodType>(
    def: CallDef<P, A>,
    payload: CallPayload<P>,
  ): Promise<CallResult<z.output<A>>>;
  /** A multipart call (`transport: 'multipart'`, e.g. `contrat` `file/upload`): plain JSON answer. */
  upload<P extends z.ZodType, A extends z.ZodType>(
    def: CallDef<P, A>,
    form: FormDataLike,
  ): Promise<z.output<A>>;
}

/** How many answers with an `ETag` a client keeps for conditional calls. */
const KEPT_ANSWERS = 8;

/**
 * The call client (ARCHITECTURE.md "The API contract"): seals the payload, POSTs
 * `{ data: <ciphertext> }` to `baseUrl + path` with the bearer token, opens the answer, checks
 * `code` and the answer schema, and returns `data`. Binary calls return an `ArrayBuffer`; `get`
 * calls send the payload as query parameters. Every failure is an {@link ApiError}. When the
 * call's payload schema has a `token` field the caller left out, the session token is put there
 * (spec 1 §7: `update_planning_vue`, `set_technicien_liste_to_show` carry it in the payload, and
 * the server also reads the bearer), so no page reads the stored token itself.
 */
export function createCallClient(options: ApiClientOptions): CallClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const { currentToken, headers, send, sendSealed, readAnswer, failure } =
    createCallChannel(options);

  /** The payload with the session token in its `token` field, when the schema has one left empty. */
  async function withToken(def: CallDef, payload: unknown): Promise<unknown> {
    const shape = (def.payload as { shape?: unknown }).shape;
    if (!isObject(shape) || !('token' in shape) || !isObject(payload)) return payload;
    if (payload.token !== undefined) return payload;
    return { ...payload, token: (await currentToken()) ?? '' };
  }

  function checkAnswer<A extends z.ZodType>(
    label: string,
    def: CallDef<z.ZodType, A>,
    status: number,
    data: unknown,
  ): z.output<A> {
    // Plain answers (most lists) pass without zod's slower walk; zod decides the others and
    // words every refusal.
    if (plainSchemaCheck(def.answer)?.(data)) return data as z.output<A>;
    const parsed = def.answer.safeParse(data);
    if (!parsed.success) {
      throw new ApiError('invalid-answer', API_ERROR_MESSAGES.invalidAnswer, {
        call: label,
        status,
        code: 0,
        cause: parsed.error,
      });
    }
    return parsed.data as z.output<A>;
  }

  async function call<P extends z.ZodType, A extends z.ZodType>(
    def: CallDef<P, A>,
    payload: CallPayload<P>,
  ): Promise<z.output<A>> {
    const label = `${def.family}.${def.name}`;
    if (def.transport === 'multipart') {
      throw new ApiError('invalid-payload', API_ERROR_MESSAGES.invalidPayload, { call: label });
    }
    const checked = def.payload.safeParse(await withToken(def, payload));
    if (!checked.success) {
      throw new ApiError('invalid-payload', frenchIssues(checked.error), {
        call: label,
        cause: checked.error,
      });
    }
    const url = base + callPath(def);

    if (def.transport === 'get') {
      const query = Object.entries(isObject(checked.data) ? checked.data : {})
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
        .join('&');
      const response = await send(label, query ? `${url}?${query}` : url, {
        method: 'GET',
        headers: await headers(false),
      });
      return binaryAnswer(label, def, response);
    }

    const keptKey = `${label}\u0000${JSON.stringify(checked.data)}`;
    const held = def.transport === 'envelope' ? kept.get(keptKey) : undefined;
    const response = await sendSealed(label, url, checked.data, {
      compressed: def.transport === 'envelope',
      etag: held?.etag,
    });
    if (def.transport === 'binary') return binaryAnswer(label, def, response);
    // Unchanged since the answer kept for this call and payload: nothing to download or open.
    if (response.status === 304 && held) return held.data as z.output<A>;

    const plain = await readAnswer(label, response, true);
    const error = failure(label, response, plain);
    if (error) throw error;
    const data = checkAnswer(label, def, response.status, plain.data);
    keep(keptKey, response.headers?.get('etag') ?? null, data);
    return data;
  }

  /**
   * The last answers that came with an `ETag` (the server's big window reads), by call and
   * payload: the next identical call names it and a 304 reuses it (issue 10).
   */
  const kept = new Map<string, { readonly etag: string; readonly data: unknown }>();
  function keep(key: string, etag: string | null, data: unknown): void {
    kept.delete(key);
    if (!etag) return;
    kept.set(key, { etag, data });
    for (const oldest of kept.keys()) {
      if (kept.size <= KEPT_ANSWERS) break;
      kept.delete(oldest);
    }
  }

  async function binaryAnswer<A extends z.ZodType>(
    label: string,
    def: CallDef<z.ZodType, A>,
    response: FetchResponseLike,
  ): Promise<z.output<A>> {
    if (!response.ok) {
      let plain: PlainAnswer;
      try {
        // `binary` errors come sealed; `get` errors as plain JSON (no envelope on a GET).
        plain = await readAnswer(label, response, def.transport !== 'get');
      } catch (error) {
        throw error instanceof ApiError && error.kind === 'http'
          ? error
          : new ApiError('http', httpStatusMessage(response.status), {
              call: label,
              status: response.status,
              cause: error,
            });
      }
      throw (
        failure(label, response, plain) ??
        new ApiError('http', httpStatusMessage(response.status), {
          call: label,
          status: response.status,
        })
      );
    }
    let bytes: ArrayBuffer;
    try {
      bytes = await response.arrayBuffer();
    } catch (cause) {
      throw new ApiError('network', API_ERROR_MESSAGES.network, {
        call: label,
        status: response.status,
        cause,
      });
    }
    return checkAnswer(label, def, response.status, bytes);
  }

  async function upload<P extends z.ZodType, A extends z.ZodType>(
    def: CallDef<P, A>,
    form: FormDataLike,
  ): Promise<z.output<A>> {
    const label = `${def.family}.${def.name}`;
    if (def.transport !== 'multipart') {
      throw new ApiError('invalid-payload', API_ERROR_MESSAGES.invalidPayload, { call: label });
    }
    const requestHeaders = await headers(false);
    const response = await send(label, base + callPath(def), {
      method: 'POST',
      headers: requestHeaders,
      // A FormData body: the browser writes the multipart boundary itself. Typed as string
      // only because core has no DOM types (FetchInit stays assignable to RequestInit).
      body: form as unknown as string,
    });
    const plain = await readAnswer(label, response, false);
    const error = failure(label, response, plain);
    if (error) throw error;
    return checkAnswer(label, def, response.status, plain.data);
  }

  async function callSafe<P extends z.ZodType, A extends z.ZodType>(
    def: CallDef<P, A>,
    payload: CallPayload<P>,
  ): Promise<CallResult<z.output<A>>> {
    try {
      return { ok: true, data: await call(def, payload) };
    } catch (error) {
      return { ok: false, error: toApiError(error, `${def.family}.${def.name}`) };
    }
  }

  const safeCall = <P extends z.ZodType, A extends z.ZodType>(
    def: CallDef<P, A>,
    payload: CallPayload<P>,
  ): Promise<z.output<A>> =>
    call(def, payload).catch((error: unknown) => {
      throw toApiError(error, `${def.family}.${def.name}`);
    });

  return {
    call: safeCall,
    callSafe,
    upload: (def, form) =>
      upload(def, form).catch((error: unknown) => {
        throw toApiError(error, `${def.family}.${def.name}`);
      }),
  };
}

/** Anything thrown inside the client becomes an ApiError (no raw TypeError escapes). */
function toApiError(error: unknown, label: string): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError('invalid-answer', API_ERROR_MESSAGES.invalidAnswer, {
    call: label,
    cause: error,
  });
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
