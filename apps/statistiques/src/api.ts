import type { ApiClient } from '@locasuite/core';

/** The calls the statistics page makes (spec 1 §7 Statistics). */
export type StatistiquesApi = Pick<ApiClient, 'statistique'>;
