export { ConfigError, DEFAULT_ENVELOPE_KEY, defaultWebRoot, loadConfig } from './config';
export type { ServerConfig } from './config';
export { openDatabase } from './db/openDatabase';
export type { OpenDatabaseOptions, OpenedDatabase } from './db/openDatabase';
export type { DatabaseSnapshot } from './db/dataDirSnapshot';
export { migrateToLatest } from './db/migrateToLatest';
export type { Database, UserRow } from './db/schema';
export { createApp, BODY_LIMIT } from './http/createApp';
export type { AppDeps } from './http/createApp';
export { defineHandlers, signedInUser } from './http/defineHandlers';
export type {
  BinaryAnswer,
  FamilyHandlers,
  Handler,
  HandlerContext,
  HandlerSet,
} from './http/defineHandlers';
export { HANDLER_SETS } from './families/index';
export { startServer } from './startServer';
export { HEALTH_PATH } from './http/health';
export type { RunningServer, StartOptions } from './startServer';
export { createNodeEnvelope } from './envelope/nodeEnvelope';
export type { NodeEnvelope } from './envelope/nodeEnvelope';
export { HttpError } from './HttpError';
export {
  createUser,
  findUserByIdentifier,
  listUsers,
  setAdmin,
  setApplications,
  setPassword,
} from './auth/users';
export type { CreateUserInput, UserSummary } from './auth/users';
export { APPLICATION_PATHS } from './auth/applications';
export { hashPassword, verifyPassword } from './auth/password';
export { createLocalFileStore } from './files/createLocalFileStore';
export { demoPhotoPng } from './seed/seedConditionPhotos';
export { normaliseFilePath } from './files/normaliseFilePath';
export type { FileInfo, FileStore } from './files/FileStore';
export { queueMail } from './mail/queueMail';
export type { MailInput, QueuedMail } from './mail/queueMail';
export { createMailSender } from './mail/createMailSender';
export type { MailSender, MailSenderOptions } from './mail/createMailSender';
export type { MailService } from './mail/MailService';
export { isDatabaseEmpty, seedConditionPhotos, seedDatabase } from './seed/index';
export { seedSignerDocuments } from './seed/index';
export type { SeedDatabaseOptions, SeedSummary } from './seed/index';
