export { PDF_SIGNER_MESSAGES } from './messages';
export {
  LISTED_MIN_SEGMENTS,
  NAME_SEPARATOR,
  clientFileName,
  frenchDateTime,
  isListedClientFile,
  parseClientFile,
  parsePosition,
  signedPathOf,
} from './clientFile';
export type { ClientFile } from './clientFile';
export {
  SIGNER_PAGE_DEFAULT,
  STAMP_DATE,
  STAMP_IMAGE,
  STAMP_NAME,
  stampLayout,
} from './stampLayout';
export type { StampLayout } from './stampLayout';
export {
  SIGNER_EVENT_KINDS,
  bytesSha256,
  chainEvent,
  eventHash,
  newVersionData,
  verifyEventLog,
  versionsOf,
} from './eventLog';
export type {
  DocumentVersion,
  EventData,
  LogCheck,
  SignerEvent,
  SignerEventKind,
} from './eventLog';
export {
  DOUBLE_AUTH,
  codeCheckRefusal,
  codeFromRandomBytes,
  codeResendRefusal,
  maskEmail,
} from './doubleAuth';
export type { CodeRefusal, CodeState, ResendRefusal } from './doubleAuth';
export { CERTIFICATE_TITLE, certificateLines } from './certificate';
export type { CertificateEvidence, SignerVerification } from './certificate';
