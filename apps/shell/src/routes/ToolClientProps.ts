import type { ApiClient, ReadyAnswers } from '@locasuite/core';

/** What the shell adds to a tool page once its chunk is loaded: the typed API client. */
export interface ToolClientProps {
  /**
   * The typed API client, token included (the customers' public pages call without one); its
   * `readReady` gives the page's first render the prefetched answers already in.
   */
  readonly api: ApiClient & ReadyAnswers;
}
