export {
  EMAIL_EVENT_TYPES,
  EMAIL_PROVIDER_TAGS,
  EMAIL_STATUS_LABELS,
  emailStatusLabel,
} from './emailStatusLabel';
export type { EmailEventType, EmailProviderTag } from './emailStatusLabel';
export {
  EMAIL_ROWS_PER_PAGE,
  mailAddress,
  parseMailboxes,
  receivedView,
  searchEmails,
  sentView,
} from './emailViews';
export type { EmailViewRow } from './emailViews';
export { eventTimeMs, opensDetailMs } from './emailDetailTimes';
export { EMAIL_VISUALISATION_MESSAGES, OUTBOX_MESSAGES } from './messages';
