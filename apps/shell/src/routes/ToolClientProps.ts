import type { ApiClient } from '@locasuite/core';

/** What the shell adds to a tool page once its chunk is loaded: the typed API client. */
export interface ToolClientProps {
  /** The typed API client, token included (the customers' public pages call without one). */
  readonly api: ApiClient;
}
