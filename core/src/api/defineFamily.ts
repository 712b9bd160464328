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

/** What a family module writes for each call; `name` and `family` come from where it sits. */
export interface CallSpec<P extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> {
  readonly payload: P;
  readonly answer: A;
  /** Defaults to `user`. */
  readonly access?: CallAccess;
  /** Defaults to `envelope`. */
  readonly transport?: CallTransport;
  readonly summary: string;
  /** Defaults to {@link BODY_LIMITS}: upload when the payload holds a file, else public or json. */
  readonly bodyLimit?: number;
}

function defaultBodyLimit(spec: CallSpec): number {
  if (spec.transport === 'multipart' || someSchemaPart(spec.payload, (p) => FILE_FIELDS.has(p))) {
    return BODY_LIMITS.upload;
  }
  return spec.access === 'public' ? BODY_LIMITS.public : BODY_LIMITS.json;
}

/** Whether a payload has the optional `version` field of record edits (ours). */
function hasVersionField(payload: z.ZodType): boolean {
  const shape = (payload as unknown as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && 'version' in shape;
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
  for (const [name, spec] of Object.entries(specs)) {
    out[name] = Object.freeze({
      family,
      name,
      access: spec.access ?? 'user',
      transport: spec.transport ?? 'envelope',
      payload: spec.payload,
      answer: spec.answer,
      summary: spec.summary,
      bodyLimit: spec.bodyLimit ?? defaultBodyLimit(spec),
      versioned: hasVersionField(spec.payload),
    });
  }
  return Object.freeze(out) as FamilyCalls<K, S>;
}
