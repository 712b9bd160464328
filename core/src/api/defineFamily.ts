import type { z } from 'zod';
import type { CallAccess, CallDef, CallTransport, FamilyKey } from './catalogue';
import { FILE_FIELDS } from './fields';
import { someSchemaPart } from './schemaParts';

const MB = 1024 * 1024;
/** Body limits (bytes, sealed body included): files travel as data URLs inside the JSON. */
export const BODY_LIMITS = {
  /** Calls that carry files (photos, PDFs): 25 MB. */
  upload: 25 * MB,
  /** Signed-in JSON calls without files: 1 MB. */
  json: 1 * MB,
  /** Public calls without files (sign-in, signature page lookups): 64 KB. */
  public: 64 * 1024,
} as const;

/**
 * What a family module writes for each call; `name` and `family` come from where it sits. The
 * schemas are written as functions: a call's are built the first time they are read, so loading
 * the catalogue builds none (a page that makes twelve calls builds those twelve).
 */
export interface CallSpec<P extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> {
  readonly payload: () => P;
  readonly answer: () => A;
  /** Defaults to `user`. */
  readonly access?: CallAccess;
  /** Defaults to `envelope`. */
  readonly transport?: CallTransport;
  readonly summary: string;
  /** Defaults to {@link BODY_LIMITS}: upload when the payload holds a file, else public or json. */
  readonly bodyLimit?: number;
}

function defaultBodyLimit(spec: CallSpec, payload: z.ZodType): number {
  if (spec.transport === 'multipart' || someSchemaPart(payload, (p) => FILE_FIELDS.has(p))) {
    return BODY_LIMITS.upload;
  }
  return spec.access === 'public' ? BODY_LIMITS.public : BODY_LIMITS.json;
}

/** Whether a payload has the optional `version` field of record edits (ours). */
function hasVersionField(payload: z.ZodType): boolean {
  const shape = (payload as unknown as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && 'version' in shape;
}

/** A value computed on its first read and kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * One call's `CallDef`: plain data, except `payload` and `answer` (and what derives from the
 * payload: `bodyLimit`, `versioned`), which are built on their first read and then kept.
 */
function callDef(family: FamilyKey, name: string, spec: CallSpec): CallDef {
  const payload = once(spec.payload);
  const answer = once(spec.answer);
  const bodyLimit = once(() => spec.bodyLimit ?? defaultBodyLimit(spec, payload()));
  const versioned = once(() => hasVersionField(payload()));
  const def = {
    family,
    name,
    access: spec.access ?? 'user',
    transport: spec.transport ?? 'envelope',
    summary: spec.summary,
  };
  return Object.freeze(
    Object.defineProperties(def, {
      payload: { get: payload, enumerable: true },
      answer: { get: answer, enumerable: true },
      bodyLimit: { get: bodyLimit, enumerable: true },
      versioned: { get: versioned, enumerable: true },
    }) as unknown as CallDef,
  );
}

/** The typed calls of one family, by name. */
export type FamilyCalls<K extends FamilyKey, S> = {
  readonly [N in keyof S & string]: S[N] extends CallSpec<infer P, infer A>
    ? CallDef<P, A> & { readonly family: K; readonly name: N }
    : never;
};

/** Builds a family's `CallDef`s from their specs, keeping each payload and answer type. */
export function defineFamily<K extends FamilyKey, S extends Record<string, CallSpec>>(
  family: K,
  specs: S,
): FamilyCalls<K, S> {
  const out: Record<string, CallDef> = {};
  for (const [name, spec] of Object.entries(specs)) out[name] = callDef(family, name, spec);
  return Object.freeze(out) as FamilyCalls<K, S>;
}
