// The in-page server (`@locasuite/mock-api/in-page`): the API's handlers over an embedded database
// in the page, for the stories and the page tests. Browser-safe once node:crypto is aliased (see
// stories/.storybook/main.ts); imports nothing of Fastify, the file system or the network.
export {
  IN_PAGE_ENVELOPE_KEY,
  STORY_NOW,
  type CallOverride,
  createInPageServer,
  type InPageServer,
  type InPageServerOptions,
} from './createInPageServer';
export type { CallHeaders, SealedOutcome } from '../http/handleCall';
