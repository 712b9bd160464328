export { EmailVisualisationPage } from './EmailVisualisationPage';
export type { EmailVisualisationPageProps } from './EmailVisualisationPage';
export { MailDetailDialog } from './components/MailDetailDialog';
export type { MailDetailDialogProps } from './components/MailDetailDialog';
export { SafeMailBody } from './components/SafeMailBody';
export { sanitizeMail } from './components/sanitizeMail';
export type { SanitizedMail } from './components/sanitizeMail';
export { emailTexts } from './texts';
export type { EmailClient, EmailDetail, EmailRow } from './api';
