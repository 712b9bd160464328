export { SignatureEnLignePage } from './SignatureEnLignePage';
export { DoubleAuthPage } from './DoubleAuthPage';
export type { DoubleAuthPageProps } from './DoubleAuthPage';
export { VerificationPage } from './VerificationPage';
export type { VerificationPageProps } from './VerificationPage';
export { texts, doubleAuthTexts, verificationTexts } from './texts';
