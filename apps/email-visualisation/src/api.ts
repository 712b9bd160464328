import type { AnswerOf, ApiClient, calls } from '@locasuite/core';

/** What the email history needs of the API client: typed calls by definition. */
export type EmailClient = Pick<ApiClient, 'call'>;

type Family = typeof calls.emailVisualisation;

/** One row of `sendinBlue_get_emails_list` (spec 1 §3 email log row). */
export type EmailRow = AnswerOf<Family['sendinBlue_get_emails_list']>['data'][number]['fieldData'];

/** The answer of `get_email_detail` (spec 1 §3 email detail). */
export type EmailDetail = AnswerOf<Family['get_email_detail']>;
