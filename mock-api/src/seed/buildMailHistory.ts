import { toWireDay } from '@locasuite/core';
import type { SeedClient } from './buildClients';
import { COMPANY_DOMAIN, COMPANY_NAME } from './buildOrganisation';
import type { Random } from './createRandom';
import { HOUR } from './seedDates';
import type {
  ContractRow,
  InterventionRow,
  MailEventRow,
  MailRow,
  ReservationRow,
} from './seedTypes';

/** Mails of the history at scale 1. */
export const MAILS_PER_SCALE = 240;

export interface MailHistoryContext {
  random: Random;
  scale: number;
  reference: number;
  windowStart: number;
  clients: readonly SeedClient[];
  contracts: readonly ContractRow[];
  interventions: readonly InterventionRow[];
  reservations: readonly ReservationRow[];
}

interface Draft {
  mailbox: string;
  to: string;
  subject: string;
  body: string;
  at: number;
}

const iso = (ts: number) => new Date(ts).toISOString();

/**
 * The e-mail history (spec 1 §3 email log and detail): mails already sent from the three company
 * mailboxes (contracts, repair reports, reservations), with their provider events (delivered,
 * opened, click, soft-bounced, blocked…) for the email-history tool.
 */
export function buildMailHistory(ctx: MailHistoryContext): {
  mails: MailRow[];
  mailEvents: MailEventRow[];
} {
  const { random } = ctx;
  const clientsById = new Map(ctx.clients.map((c) => [c.row.id, c]));
  const mailOf = (clientId: number | null) =>
    clientId === null
      ? undefined
      : String(clientsById.get(clientId)?.row.data['CONTACT_MAIL(1)'] ?? '');
  const inWindow = (ts: number) => ts >= ctx.windowStart && ts < ctx.reference;
  const drafts: Draft[] = [];

  for (const c of ctx.contracts) {
    const to = mailOf(c.client_id);
    const at = c.created_ts + random.int(1, 6) * HOUR;
    if (!to || !inWindow(at)) continue;
    drafts.push({
      mailbox: `location@${COMPANY_DOMAIN}`,
      to,
      subject: `Votre contrat de location ${c.num_contrat}`,
      body: `<p>Bonjour,</p><p>Veuillez trouver ci-joint votre contrat de location n° ${c.num_contrat}, départ le ${frenchDay(String(c.data['LocdataS_::Date Debut Loc'] ?? toWireDay(c.created_ts)))}.</p>`,
      at,
    });
  }
  for (const i of ctx.interventions) {
    const to = mailOf(i.client_id);
    if (!to || i.status !== '140' || i.end_ts === null) continue;
    const at = i.end_ts + random.int(1, 20) * HOUR;
    if (!inWindow(at)) continue;
    drafts.push({
      mailbox: `sav@${COMPANY_DOMAIN}`,
      to,
      subject: `Rapport d'intervention ${i.report_number}`,
      body: `<p>Bonjour,</p><p>Vous trouverez ci-joint le rapport d'intervention ${i.report_number} (${String(i.data['Theme devis'] ?? '')}).</p>`,
      at,
    });
  }
  for (const r of ctx.reservations) {
    const client = clientsById.get(Number(r.data.R_ID_CLIENT));
    const to = client ? String(client.row.data['CONTACT_MAIL(1)'] ?? '') : '';
    const at = r.start_ts - random.int(2, 20) * 24 * HOUR;
    if (!to || !inWindow(at)) continue;
    drafts.push({
      mailbox: `contact@${COMPANY_DOMAIN}`,
      to,
      subject: `Confirmation de votre réservation ${String(r.data.R_NUM_RESERVATION ?? '')}`,
      body: `<p>Bonjour,</p><p>Nous confirmons la réservation de ${String(r.data.R_DESCRIPTION ?? '')} du ${frenchDay(toWireDay(r.start_ts))} au ${frenchDay(toWireDay(r.end_ts))}.</p>`,
      at,
    });
  }

  const target = Math.max(1, Math.round(MAILS_PER_SCALE * ctx.scale));
  const chosen: Draft[] = [];
  const pool = [...drafts];
  while (chosen.length < target && pool.length > 0) {
    const index = random.int(0, pool.length - 1);
    chosen.push(pool[index] as Draft);
    pool[index] = pool[pool.length - 1] as Draft;
    pool.pop();
  }
  chosen.sort((a, b) => a.at - b.at);

  const mails: MailRow[] = [];
  const mailEvents: MailEventRow[] = [];
  chosen.forEach((d, n) => {
    const messageId = `<seed-${String(n + 1).padStart(6, '0')}@${COMPANY_DOMAIN}>`;
    const html = `${d.body}<p>Cordialement,<br>${COMPANY_NAME}</p>`;
    mails.push({
      message_id: messageId,
      mailbox: d.mailbox,
      from_address: `${COMPANY_NAME} <${d.mailbox}>`,
      to_address: d.to,
      cc: '',
      subject: d.subject,
      html,
      text_body: html
        .replace(/<br>/g, '\n')
        .replace(/<[^>]+>/g, ' ')
        .replace(/ +/g, ' ')
        .trim(),
      tag: random.chance(0.15) ? 'MAILCHIMP' : 'SENDINBLUE',
      attachments: [],
      status: 'sent',
      attempts: 1,
      created_at: iso(d.at),
      sent_at: iso(d.at + 2_000),
      next_attempt_at: iso(d.at),
    });
    const event = (name: string, at: number, data: MailEventRow['data'] = {}) =>
      mailEvents.push({ message_id: messageId, event: name, at: iso(at), data });
    event('sent', d.at + 2_000);
    const fate = random.next();
    if (fate < 0.04) {
      event('soft-bounced', d.at + 60_000, { reason: 'Boîte de réception pleine' });
      return;
    }
    if (fate < 0.06) {
      event('blocked', d.at + 60_000, { reason: 'Adresse bloquée par le destinataire' });
      return;
    }
    event('delivered', d.at + random.int(5, 90) * 1_000);
    if (random.chance(0.7)) {
      const opened = d.at + random.int(10, 3000) * 60_000;
      if (opened < ctx.reference) {
        event('opened', opened, { ip: '', user_agent: 'Mozilla/5.0' });
        if (random.chance(0.3))
          event('click', opened + random.int(1, 20) * 60_000, {
            link: `https://www.${COMPANY_DOMAIN}/`,
          });
      }
    }
  });
  return { mails, mailEvents };
}

/** MM/DD/YYYY (wire) → DD/MM/YYYY (French). */
function frenchDay(wire: string): string {
  const [month, day, year] = wire.split('/');
  return `${day}/${month}/${year}`;
}
