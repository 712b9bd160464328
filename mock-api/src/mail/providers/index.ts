export {
  fetchEmailDetail,
  ProviderMessageNotFoundError,
  ProviderRefusedError,
} from './fetchEmailDetail';
export type { EmailDetail } from './fetchEmailDetail';
export { answerAsMailchimp, MAILCHIMP_EMULATION_PATH, mailState } from './mailchimpEmulation';
export { findMailRecord, providerId, providerTag, providerUuid } from './mailRecord';
export type { MailEventRecord, MailRecord } from './mailRecord';
export type { ProviderRequest, ProviderResponse, ProviderTransport } from './ProviderExchange';
export { httpTransport, ProviderUnavailableError, providerTransports } from './providerTransports';
export type { ProviderTransports } from './providerTransports';
export { registerMailProviders } from './registerMailProviders';
export { answerAsSendinblue, SENDINBLUE_EMULATION_PATH } from './sendinblueEmulation';
