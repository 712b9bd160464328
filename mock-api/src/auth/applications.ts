import { TOOL_ROUTES } from '@locasuite/core';

/**
 * The application paths a user may be given: the tiles of spec 1 §2, taken from core's tool registry
 * (which also carries `etat-des-lieux-velo`, DECISIONS.md).
 */
export const APPLICATION_PATHS: readonly string[] = TOOL_ROUTES;
