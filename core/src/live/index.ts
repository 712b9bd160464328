export {
  LIVE_LIMITS,
  LIVE_PATHS,
  PRESENCE_STATES,
  liveBackoffMs,
  livePresencePayload,
  parseLiveMessage,
} from './liveProtocol';
export type {
  LiveChange,
  LiveMessage,
  LivePresence,
  LivePresencePayload,
  PresenceState,
} from './liveProtocol';
export { LIVE_MESSAGES } from './liveMessages';
export { createLiveClient } from './createLiveClient';
export type {
  EventSourceLike,
  LiveClient,
  LiveClientOptions,
  LiveListener,
  LiveStatus,
} from './createLiveClient';
