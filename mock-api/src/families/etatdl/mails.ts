import type { ConditionLeg } from '@locasuite/core';
import type { JsonObject } from '../../db/schema';
import { HttpError } from '../../HttpError';
import type { HandlerContext } from '../../http/defineHandlers';
import type { MailInput } from '../../mail/queueMail';
import { COMPANY_DOMAIN } from '../../seed/buildOrganisation';
import { escapeHtml } from '../shared/html';
import { legLabel, text } from './values';

/** The mailbox of the condition check's mails when an agency names none. */
export const DEFAULT_SENDER = `location@${COMPANY_DOMAIN}`;
/** The workshop mailbox the return work orders go to. */
const WORKSHOP = `sav@${COMPANY_DOMAIN}`;

export const recipientsOf = (email: string | readonly string[]) =>
  (typeof email === 'string' ? [email] : [...email]).map((e) => e.trim()).filter(Boolean);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The mailbox a condition-check mail leaves from, and is listed under in the email history: the
 * agency's `ag_courriel`, the agency named by the record (`agencyId`, CLD_ID_AGENCE) first, else
 * the agency the page sent (`agence`, its ID_Agence or its ag_courriel) when it is one of the
 * agencies on this server; otherwise the default sender. An address the page made up is never a
 * sender.
 */
export async function agencySender(
  ctx: Pick<HandlerContext, 'db'>,
  { agencyId, agence }: { readonly agencyId?: unknown; readonly agence?: unknown },
): Promise<string> {
  const rows = await ctx.db.selectFrom('agencies').select(['id', 'data']).execute();
  const mailOf = (data: unknown) => {
    const mail = text((data as Record<string, unknown> | null)?.ag_courriel);
    return EMAIL.test(mail) ? mail : '';
  };
  const byId = (id: unknown) => rows.find((r) => text(id) !== '' && String(r.id) === text(id));
  const named =
    typeof agence === 'object' && agence !== null ? (agence as Record<string, unknown>) : {};
  const wanted = text(named.ag_courriel).toLowerCase();
  const found =
    byId(agencyId) ??
    byId(named.ID_Agence ?? named.id) ??
    rows.find((r) => wanted !== '' && mailOf(r.data).toLowerCase() === wanted);
  return (found && mailOf(found.data)) || DEFAULT_SENDER;
}

/**
 * Queues one mail per recipient in the outbox; answers `errorListe`, the addresses the outbox
 * refused (spec 3 §7.1). Any other failure is thrown.
 */
export async function queueEach(
  ctx: HandlerContext,
  recipients: readonly string[],
  mail: (to: string) => MailInput,
): Promise<string[]> {
  const errorListe: string[] = [];
  for (const to of recipients) {
    try {
      await ctx.mail.queue(mail(to));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      errorListe.push(to);
    }
  }
  return errorListe;
}

/** The report as a mail's first attachment, then the photos (`photo_1.png`…). */
export function reportAttachments(
  contract: string,
  pdf: Buffer,
  photos: readonly { bytes: Buffer; ext: 'png' | 'jpg' }[],
) {
  return [
    {
      filename: `Etat_des_lieux_${contract}.pdf`,
      contentType: 'application/pdf',
      content: Buffer.from(pdf).toString('base64'),
    },
    ...photos.map((image, i) => ({
      filename: `photo_${i + 1}.${image.ext}`,
      contentType: image.ext === 'png' ? 'image/png' : 'image/jpeg',
      content: Buffer.from(image.bytes).toString('base64'),
    })),
  ];
}

/** `send_pdf_by_email`: the report's subject and text, signed by the agency's name. */
export function reportMail(contract: string, agence: unknown) {
  const agency = text(
    typeof agence === 'string' ? agence : (agence as Record<string, unknown> | undefined)?.ag_nom,
  );
  return {
    subject: `État des lieux du contrat ${contract}`,
    text: `Bonjour,\n\nVeuillez trouver ci-joint l’état des lieux du contrat ${contract}.\n\nCordialement,\n${agency || 'LocaSuite'}`,
  };
}

/** `creat_or_retour`: the return work order of a record, to the workshop mailbox. */
export function returnWorkOrderMail(orId: unknown, d: JsonObject): MailInput {
  const info =
    typeof d.CLD_OR_INFO === 'object' && d.CLD_OR_INFO !== null
      ? Object.entries(d.CLD_OR_INFO as Record<string, unknown>).map(
          ([k, v]) => `${k} : ${text(v)}`,
        )
      : [];
  return {
    mailbox: WORKSHOP,
    from: DEFAULT_SENDER,
    to: WORKSHOP,
    subject: `OR de retour ${text(orId)} : contrat ${text(d.CLD_NUM_CONTRAT)}, matricule ${text(d.CLD_MATRICULE)}`,
    text: [
      `Ordre de réparation de retour ${text(orId)}.`,
      `Contrat : ${text(d.CLD_NUM_CONTRAT)}`,
      `Matricule : ${text(d.CLD_MATRICULE)} (${text(d.CLD_DESCRIPTION)})`,
      `Client : ${text(d.CLD_CLIENT_RAISON_SOCIALE)}`,
      `Caractéristiques : ${text(d.CLD_CARA_MATERIEL)}`,
      `Commentaire de retour : ${text(d.CLD_COMMENTAIRE_TECH_RETOUR) || text(d.CLD_COMMENTAIRE_RETOUR)}`,
      ...info,
    ].join('\n'),
  };
}

/** `send_alert_not_signed`: a report saved without the customer's signature. */
export function notSignedAlertMail(
  to: string,
  dataForm: Readonly<Record<string, unknown>>,
  username: unknown,
  type: unknown,
): MailInput {
  const contract = text(dataForm.CLD_NUM_CONTRAT);
  const registration = text(dataForm.CLD_MATRICULE);
  const leg = text(type).toUpperCase() === 'RETOUR' ? 'retour' : 'départ';
  return {
    mailbox: DEFAULT_SENDER,
    from: DEFAULT_SENDER,
    to,
    subject: `État des lieux non signé : contrat ${contract}, matricule ${registration}`,
    text: [
      `L’état des lieux de ${leg} du contrat ${contract} (matricule ${registration}) a été enregistré sans signature du client.`,
      `Client : ${text(dataForm.CLD_CLIENT_RAISON_SOCIALE)}`,
      `Contrôleur : ${text(dataForm[`CLD_CONTROLEUR_${leg === 'retour' ? 'RETOUR' : 'DEPART'}`]) || text(username)}`,
      `Enregistré par : ${text(username)}`,
    ].join('\n'),
  };
}

const frenchDate = (at: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at);

/**
 * `send_signature_request`'s copy to the savedSignature address: which report went to whom and
 * until when, with the report, but none of the links (a link signs for its recipient: the copy's
 * reader must not be able to sign in the customer's place).
 */
export function signatureRequestCopyMail(request: {
  contract: string;
  registration: string;
  leg: ConditionLeg;
  recipients: readonly string[];
  end: Date;
}) {
  const { contract, registration, leg, recipients, end } = request;
  const intro = `L’état des lieux de ${legLabel(leg)} du matériel ${registration} (contrat ${contract}) a été envoyé pour signature à : ${recipients.join(', ')}.`;
  const validity = `Chaque destinataire a reçu son propre lien, valable jusqu’au ${frenchDate(end)}. Les liens ne sont envoyés qu’aux destinataires.`;
  return {
    subject: `Copie : signature de l’état des lieux du contrat ${contract}`,
    text: ['Bonjour,', '', intro, validity, '', 'Cordialement,'].join('\n'),
    html: [
      '<p>Bonjour,</p>',
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(validity)}</p>`,
      '<p>Cordialement,</p>',
    ].join('\n'),
  };
}

/** `send_signature_request`: the link to the customers' signature page, as text and HTML. */
export function signatureRequestMail(request: {
  contract: string;
  registration: string;
  leg: ConditionLeg;
  link: string;
  end: Date;
}) {
  const { contract, registration, leg, link, end } = request;
  const intro = `Veuillez trouver ci-joint l’état des lieux de ${legLabel(leg)} du matériel ${registration} (contrat ${contract}).`;
  const validity = `Ce lien est valable jusqu’au ${frenchDate(end)}.`;
  return {
    subject: `Signature de l’état des lieux du contrat ${contract}`,
    text: [
      'Bonjour,',
      '',
      intro,
      'Pour le signer, ouvrez ce lien :',
      link,
      '',
      validity,
      '',
      'Cordialement,',
    ].join('\n'),
    html: [
      '<p>Bonjour,</p>',
      `<p>${escapeHtml(intro)}</p>`,
      `<p>Pour le signer, ouvrez ce lien : <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      `<p>${escapeHtml(validity)}</p>`,
      '<p>Cordialement,</p>',
    ].join('\n'),
  };
}
