export { NETWORK_CHECK_INTERVAL_MS, connectionQuality, speedMbps } from './connectionQuality';
export type { ConnectionQuality, ConnectionState } from './connectionQuality';
