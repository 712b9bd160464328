import type { z } from 'zod';
import type { CallDef, FamilyKey } from '../catalogue';
import { calls } from '../registry';
import { createCallClient } from './createCallClient';
import type { ApiClientOptions, CallClient, CallPayload } from './createCallClient';

/** One family's calls as functions: `client.general.user_login({ email, password })`. */
export type BoundFamily<F> = {
  readonly [N in keyof F]: F[N] extends CallDef<infer P, infer A>
    ? (payload: CallPayload<P>) => Promise<z.output<A>>
    : never;
};

export type BoundCalls = { readonly [K in FamilyKey]: BoundFamily<(typeof calls)[K]> };

/** The call client plus every family of the catalogue bound as functions. */
export interface ApiClient extends BoundCalls, CallClient {}

/** One family bound to a call client: `bindFamily(client, calls.statistique).getStatistiqueListe({})`. */
export function bindFamily<F extends Record<string, CallDef>>(
  client: Pick<CallClient, 'call'>,
  family: F,
): BoundFamily<F> {
  const fns: Record<string, (payload: unknown) => Promise<unknown>> = {};
  for (const [name, def] of Object.entries(family)) {
    fns[name] = (payload) => client.call(def, payload as never);
  }
  return fns as BoundFamily<F>;
}

/**
 * The typed API client with the whole catalogue bound (`client.general.user_login(…)`). It pulls
 * every family's schemas in; a page that needs a few calls uses {@link createCallClient} and
 * `client.call(def, payload)` (or {@link bindFamily}) to keep its bundle small.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createCallClient(options);
  const bound = {} as Record<string, unknown>;
  for (const [family, defs] of Object.entries(calls)) {
    bound[family] = bindFamily(client, defs as Record<string, CallDef>);
  }
  return { ...(bound as unknown as BoundCalls), ...client };
}
