import type { ApiClient, calls } from '@locasuite/core';

/** What the condition-check tool needs of the API client: typed calls by definition. */
export type EtatdlApi = Pick<ApiClient, 'call'>;

/** The `etatdl` family of the call catalogue (spec 3 §7.1). */
export type EtatdlFamily = typeof calls.etatdl;
