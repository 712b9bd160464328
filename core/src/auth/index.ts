export {
  canOpen,
  familyOpenTo,
  isAdmin,
  parseAllowedApplications,
  routeName,
} from './allowedApplications';
export { HOME_TILES, TILE_GROUPS, visibleTiles } from './tiles';
export type { Device, HomeTile, TileGroup, TileGroupId } from './tiles';
export { PRODUCT_TITLE, headerHidden, showsTopBar, topBarTitle } from './topBar';
export { INVALID_TOKEN, TOKEN_STORAGE_KEY, hasUsableToken, sessionUserOf } from './session';
export type { SessionUser } from './session';
export { SESSION_MESSAGES, USER_ACCOUNT_MESSAGES } from './messages';
