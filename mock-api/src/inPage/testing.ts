// `@locasuite/mock-api/in-page/testing`: the in-page server of a Vitest file (Node only).
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { sessionUserOf, userFromLookup } from '@locasuite/core';
import type { ApiClient, SessionUser } from '@locasuite/core';
import { createNodeEnvelope } from '../envelope/nodeEnvelope';
import { createInPageServer, IN_PAGE_ENVELOPE_KEY, type InPageServer } from './createInPageServer';
import type {} from './inPageSnapshot.setup';

export { STORY_NOW, type CallOverride, type InPageServer } from './createInPageServer';

let opened: Promise<InPageServer> | undefined;

/**
 * The in-page server of this test file: a clone of the run's migrated and seeded database
 * (`inPageSnapshot.setup.ts`), opened once per file and shared by its tests; without the setup,
 * migrated and seeded here.
 */
export function openInPageServer(): Promise<InPageServer> {
  if (!opened) {
    const file = inject('inPageSnapshot');
    opened = createInPageServer({
      snapshot: file ? new Blob([readFileSync(file)]) : undefined,
      envelope: createNodeEnvelope(IN_PAGE_ENVELOPE_KEY),
    });
  }
  return opened;
}

/** The signed-in person as the shell hands it to a tool page (ui `ToolUser`). */
export type SignedInUser = SessionUser;

/**
 * A demo account of the seed as the shell sees it after sign-in: its record from the real
 * `get_user_by_token` call, read the way the shell reads it.
 */
export async function signedInUser(server: InPageServer, login: string): Promise<SignedInUser> {
  const record = userFromLookup(await server.client(login).general.get_user_by_token({}));
  if (!record) throw new Error(`Compte de démonstration inconnu : ${login}`);
  return sessionUserOf(record);
}

/**
 * The client of a demo account that notes the name of each call made through `call`, in order:
 * a page test counts what the page asked (e.g. that its prefetched calls were not asked again).
 */
export function countingClient(
  server: InPageServer,
  login: string,
): { readonly client: ApiClient; readonly asked: string[] } {
  const inner = server.client(login);
  const asked: string[] = [];
  const call: ApiClient['call'] = (def, payload) => {
    asked.push(def.name);
    return inner.call(def, payload);
  };
  return { client: { ...inner, call }, asked };
}
