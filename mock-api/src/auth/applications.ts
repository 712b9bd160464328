import { HOME_TILES } from '@locasuite/core';

/**
 * The application paths a user may be given: the tiles of spec 1 §2, taken from core's catalogue
 * (which also carries `etat-des-lieux-velo`, DECISIONS.md).
 */
export const APPLICATION_PATHS: readonly string[] = HOME_TILES.map((tile) => tile.path);
