import { agencyMapLink, formatFrenchLongDay } from '@locasuite/core';
import type { HandlerContext } from '../../http/defineHandlers';
import { escapeHtml } from '../shared/html';
import { gps } from './fieldData';
import type { AgencyRow } from './queries';

/** The mailbox of the customers' mails when an agency names none. */
const DEFAULT_SENDER = 'location@locasuite-location.fr';

type MailKind = 'change' | 'free' | 'validation';

const SUBJECTS: Record<MailKind, string> = {
  change: 'Votre rendez-vous vélo a été modifié',
  free: 'Votre rendez-vous vélo est annulé',
  validation: 'Confirmation de votre rendez-vous vélo',
};

const OPENINGS: Record<MailKind, string> = {
  change: 'Votre rendez-vous vélo a été modifié. Voici le nouveau rendez-vous :',
  free: 'Votre rendez-vous vélo ci-dessous est annulé. Contactez-nous pour en choisir un autre.',
  validation: 'Nous vous confirmons votre rendez-vous vélo :',
};

/** Whether a slot's mail looks like an address a mail can go to. */
export const mailable = (mail: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(mail.trim());

/**
 * The customers' mails of spec 2 §4.2 (their content is not shown; ours): the day, the times,
 * the agency's address, its map link and indications, in French, as text and HTML.
 */
export async function queueSlotMail(
  ctx: HandlerContext,
  kind: MailKind,
  slot: { mail: string; day: number; start: string; end: string },
  agency: AgencyRow,
) {
  const map = agencyMapLink(gps(agency));
  const lines = [
    'Bonjour,',
    '',
    OPENINGS[kind],
    `Date : ${formatFrenchLongDay(slot.day)}`,
    `Heure : de ${slot.start} à ${slot.end}`,
    `Agence : ${agency.web_label || agency.name}`,
    `Adresse : ${agency.address}`,
    ...(map ? [`Plan d’accès : ${map}`] : []),
    ...(agency.indications ? [`Indications : ${agency.indications}`] : []),
    '',
    'À bientôt,',
    `L’équipe de ${agency.name}`,
  ];
  const html = lines
    .map((line) => {
      if (line === '') return '<br>';
      if (map && line.endsWith(map)) {
        return `<p>Plan d’accès : <a href="${escapeHtml(map)}">${escapeHtml(map)}</a></p>`;
      }
      return `<p>${escapeHtml(line)}</p>`;
    })
    .join('\n');
  const sender = String(agency.data.MAIL ?? '') || DEFAULT_SENDER;
  await ctx.mail.queue({
    mailbox: sender,
    from: sender,
    to: slot.mail,
    subject: `${SUBJECTS[kind]} : ${formatFrenchLongDay(slot.day)} à ${slot.start}`,
    text: lines.join('\n'),
    html,
  });
}
