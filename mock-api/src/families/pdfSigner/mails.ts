import { DOUBLE_AUTH, frenchDateTime } from '@locasuite/core';
import type { HandlerContext } from '../../http/defineHandlers';
import type { MailInput } from '../../mail/queueMail';
import { COMPANY_DOMAIN } from '../../seed/buildOrganisation';
import { escapeHtml } from '../shared/html';

/** The mailbox the signer's mails leave from and are listed under in the email history. */
export const SIGNER_SENDER = `signature@${COMPANY_DOMAIN}`;
/** DECISIONS.md: the customers' page of the double-authentication signature. */
export const DOUBLE_AUTH_PAGE_PATH = '/signature-double-authentification';

/** The base address of the links: LOCASUITE_PUBLIC_URL, else the address the staff called. */
export function publicBase(ctx: HandlerContext): string {
  const base = ctx.config.publicUrl ?? ctx.origin;
  return (base !== '' ? base : `http://localhost:${ctx.config.port}`).replace(/\/+$/, '');
}

const paragraphs = (lines: readonly string[]) =>
  lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');

const mail = (
  to: string,
  subject: string,
  lines: string[],
  extra: Partial<MailInput> = {},
): MailInput => ({
  mailbox: SIGNER_SENDER,
  from: SIGNER_SENDER,
  to,
  subject,
  text: lines.join('\n\n'),
  html: paragraphs(lines),
  ...extra,
});

/** The remote signing request: the link, valid until `end`. */
export function signingRequestMail(
  to: string,
  client: string,
  document: string,
  link: string,
  end: Date,
) {
  return mail(to, `Document à signer : ${document}`, [
    `Bonjour ${client},`,
    `Un document vous attend pour signature : ${document}.`,
    `Ouvrez ce lien pour le consulter et le signer avec un code reçu par e-mail : ${link}`,
    `Ce lien est valable jusqu’au ${frenchDateTime(end.getTime())}.`,
  ]);
}

/** The 6-digit code (spec 3 §7.3 send_sms_double_authent: « the code is in fact sent by mail »). */
export function codeMail(to: string, code: string) {
  const minutes = DOUBLE_AUTH.codeLifetimeMs / 60_000;
  return mail(to, 'Votre code de signature', [
    `Votre code de vérification : ${code}`,
    `Il est valable ${minutes} minutes et ne sert qu’une fois. Ne le communiquez à personne.`,
  ]);
}

/** spec 3 §7.3 send_files_by_mail: the chosen PDFs attached. */
export function filesMail(to: string, files: readonly { name: string; bytes: Uint8Array }[]) {
  return mail(
    to,
    files.length === 1 ? `Document : ${files[0]?.name ?? ''}` : `Documents (${files.length})`,
    ['Bonjour,', 'Veuillez trouver ci-joint les documents demandés.'],
    {
      attachments: files.map((f) => ({
        filename: f.name,
        contentType: 'application/pdf',
        content: Buffer.from(f.bytes).toString('base64'),
      })),
    },
  );
}
