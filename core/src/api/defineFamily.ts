import type { z } from 'zod';
import type { CallAccess, CallDef, CallTransport, FamilyKey } from './catalogue';

/** What a family module writes for each call; `name` and `family` come from where it sits. */
export interface CallSpec<P extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> {
  readonly payload: P;
  readonly answer: A;
  /** Defaults to `user`. */
  readonly access?: CallAccess;
  /** Defaults to `envelope`. */
  readonly transport?: CallTransport;
  readonly summary: string;
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
    });
  }
  return Object.freeze(out) as FamilyCalls<K, S>;
}
