import { createApiClient } from '@locasuite/core';
import type { ApiClient } from '@locasuite/core';
import { storyBaseUrl, storyEnvelope, storyToken } from './storyApi';

/**
 * The real typed client of core, signed in as a demo user (`admin`, `planif`, `tech`): stories go
 * through the envelope and the contract exactly as the tools do, MSW answering for the server.
 */
export function createStoryClient(login = 'planif'): ApiClient {
  return createApiClient({
    baseUrl: storyBaseUrl(),
    envelope: storyEnvelope,
    getToken: () => storyToken(login),
    fetch: (url, init) => fetch(url, init),
  });
}
