import { createApiClient, generalCalls } from '@locasuite/core';
import type { ApiClient } from '@locasuite/core';
import { storyBaseUrl, storyEnvelope } from './storyApi';

const clientWith = (getToken: () => Promise<string | null> | null) =>
  createApiClient({
    baseUrl: storyBaseUrl(),
    envelope: storyEnvelope,
    getToken,
    fetch: (url, init) => fetch(url, init),
  });

const tokens = new Map<string, Promise<string>>();

/**
 * The session token of a demo account of the seed (`admin`, `planif`, `tech`; login = password),
 * from the real `user_login` call answered by the in-page server; signed in once per page.
 */
export function storySignIn(login: string): Promise<string> {
  let token = tokens.get(login);
  if (!token) {
    token = clientWith(() => null)
      .call(generalCalls.user_login, { email: login, password: login })
      .then((answer) => answer.id);
    tokens.set(login, token);
    token.catch(() => tokens.delete(login));
  }
  return token;
}

/**
 * The real typed client of core, signed in as a demo user (`admin`, `planif`, `tech`): stories go
 * through the envelope, MSW and the server's own handlers exactly as the tools go to the server.
 */
export function createStoryClient(login = 'planif'): ApiClient {
  return clientWith(() => storySignIn(login));
}
