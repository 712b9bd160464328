import type { SeedClient } from './buildClients';
import { COMPANY_DOMAIN, COMPANY_NAME } from './buildOrganisation';
import type { Random } from './createRandom';
import { DAY, HOUR } from './seedDates';
import type { MailEventRow, MailRow } from './seedTypes';

/** Extra mails of the last three months at scale 1 (so that they hold at least 200 mails). */
export const RECENT_MAILS_PER_SCALE = 110;

/** Subject of the mail whose HTML is hostile (script, onerror, remote image): tests look for it. */
export const HOSTILE_MAIL_SUBJECT = 'Votre devis personnalisé (modèle importé)';

/** The hostile mail's HTML: nothing in it may run or load by itself in the email-history tool. */
export const HOSTILE_MAIL_HTML =
  '<p>Bonjour,</p><p>Veuillez trouver votre devis ci-dessous.</p>' +
  '<script>window.__hostileMailRan = true; document.title = "piraté";</script>' +
  '<img src="x" onerror="window.__hostileMailRan = true" alt="image cassée">' +
  '<img src="https://suivi.example.com/pixel.png" alt="pixel de suivi">' +
  '<p><a href="javascript:window.__hostileMailRan=true">Voir le devis</a></p>' +
  `<p>Cordialement,<br>${COMPANY_NAME}</p>`;

export interface MailSupplementContext {
  readonly random: Random;
  readonly scale: number;
  /** Today 12:00 UTC: every mail is older. */
  readonly reference: number;
  readonly clients: readonly SeedClient[];
}

type Fate = readonly string[];

const REASONS: Readonly<Record<string, string>> = {
  'soft-bounced': 'Boîte de réception pleine',
  blocked: 'Adresse bloquée par le destinataire',
  invalid_email: 'Adresse inexistante',
  error: 'Refus temporaire du serveur destinataire',
};

// Every event type of spec 1 §4 appears: the first mails take these fates, the rest draw at random.
const GUARANTEED_FATES: readonly Fate[] = [
  ['delivered', 'proxy_open'],
  ['error'],
  ['invalid_email'],
  ['delivered', 'open', 'click'],
  ['soft-bounced'],
  ['blocked'],
  ['delivered', 'opened', 'proxy_open', 'click'],
];

function drawFate(random: Random): Fate {
  const x = random.next();
  if (x < 0.03) return ['soft-bounced'];
  if (x < 0.05) return ['blocked'];
  if (x < 0.06) return ['error'];
  if (x < 0.07) return ['invalid_email'];
  if (x < 0.3) return ['delivered'];
  if (x < 0.4) return ['delivered', 'proxy_open'];
  if (x < 0.75) return ['delivered', random.chance(0.5) ? 'opened' : 'open'];
  return ['delivered', 'opened', 'click'];
}

const TEMPLATES = [
  {
    mailbox: `contact@${COMPANY_DOMAIN}`,
    subject: (n: number) => `Votre facture F-2026-${String(4000 + n).padStart(5, '0')}`,
    body: (n: number) =>
      `<p>Bonjour,</p><p>Votre facture F-2026-${String(4000 + n).padStart(5, '0')} est disponible dans votre espace client.</p>`,
  },
  {
    mailbox: `sav@${COMPANY_DOMAIN}`,
    subject: () => 'Rappel : entretien annuel de votre matériel',
    body: () =>
      '<p>Bonjour,</p><p>L’entretien annuel de votre matériel approche : contactez-nous pour fixer un rendez-vous.</p>',
  },
  {
    mailbox: `location@${COMPANY_DOMAIN}`,
    subject: () => 'Fin de location : préparation du retour',
    body: () =>
      '<p>Bonjour,</p><p>Votre location se termine bientôt. Merci de préparer le matériel pour la reprise.</p>' +
      `<p><img src="https://www.${COMPANY_DOMAIN}/logo.png" alt="Logo ${COMPANY_NAME}"></p>`,
  },
];

/**
 * Completes the mail history for the email-history tool (issue 4): recent mails from the three
 * mailboxes so the last three months hold at least 200, every event type of spec 1 §4 (sent,
 * delivered, opened/open, proxy_open, click, soft-bounced, blocked, error, invalid_email), both
 * provider tags, and one mail whose HTML carries a `<script>`, an `onerror` and a remote image.
 */
export function withMailSupplement(
  history: { readonly mails: MailRow[]; readonly mailEvents: MailEventRow[] },
  ctx: MailSupplementContext,
): { mails: MailRow[]; mailEvents: MailEventRow[] } {
  const { random } = ctx;
  const recipients = ctx.clients
    .map((c) => String(c.row.data['CONTACT_MAIL(1)'] ?? ''))
    .filter(Boolean);
  const mails: MailRow[] = [...history.mails];
  const mailEvents: MailEventRow[] = [...history.mailEvents];
  const iso = (ts: number) => new Date(ts).toISOString();
  const add = (
    n: number,
    d: { mailbox: string; to: string; subject: string; html: string; at: number },
    tag: MailRow['tag'],
    fate: Fate,
  ) => {
    const messageId = `<seed-recent-${String(n).padStart(6, '0')}@${COMPANY_DOMAIN}>`;
    mails.push({
      message_id: messageId,
      mailbox: d.mailbox,
      from_address: `${COMPANY_NAME} <${d.mailbox}>`,
      to_address: d.to,
      cc: '',
      subject: d.subject,
      html: d.html,
      text_body: d.html
        .replace(/<br>/g, '\n')
        .replace(/<[^>]+>/g, ' ')
        .replace(/ +/g, ' ')
        .trim(),
      tag,
      attachments: [],
      status: 'sent',
      attempts: 1,
      created_at: iso(d.at),
      sent_at: iso(d.at + 2_000),
      next_attempt_at: iso(d.at),
    });
    let t = d.at + 2_000;
    mailEvents.push({ message_id: messageId, event: 'sent', at: iso(t), data: {} });
    for (const name of fate) {
      t += name === 'delivered' ? random.int(5, 90) * 1_000 : random.int(10, 600) * 60_000;
      if (t >= ctx.reference) break;
      const data: MailEventRow['data'] = REASONS[name]
        ? { reason: REASONS[name] }
        : name === 'click'
          ? { link: `https://www.${COMPANY_DOMAIN}/` }
          : name.includes('open')
            ? { ip: '', user_agent: name === 'proxy_open' ? 'GoogleImageProxy' : 'Mozilla/5.0' }
            : {};
      mailEvents.push({ message_id: messageId, event: name, at: iso(t), data });
    }
  };

  const count = Math.max(GUARANTEED_FATES.length, Math.round(RECENT_MAILS_PER_SCALE * ctx.scale));
  for (let n = 1; n <= count && recipients.length > 0; n += 1) {
    const template = TEMPLATES[n % TEMPLATES.length] as (typeof TEMPLATES)[number];
    const at = ctx.reference - random.int(1, 89) * DAY - random.int(1, 10) * HOUR;
    // Each guaranteed fate twice, once per provider tag.
    const guaranteed =
      n <= GUARANTEED_FATES.length * 2
        ? GUARANTEED_FATES[(n - 1) % GUARANTEED_FATES.length]
        : undefined;
    const tag = guaranteed
      ? n <= GUARANTEED_FATES.length
        ? 'SENDINBLUE'
        : 'MAILCHIMP'
      : random.chance(0.25)
        ? 'MAILCHIMP'
        : 'SENDINBLUE';
    add(
      n,
      {
        mailbox: template.mailbox,
        to: recipients[random.int(0, recipients.length - 1)] ?? '',
        subject: template.subject(n),
        html: `${template.body(n)}<p>Cordialement,<br>${COMPANY_NAME}</p>`,
        at,
      },
      tag,
      guaranteed ?? drawFate(random),
    );
  }
  if (recipients.length > 0) {
    add(
      count + 1,
      {
        mailbox: `contact@${COMPANY_DOMAIN}`,
        to: recipients[0] ?? '',
        subject: HOSTILE_MAIL_SUBJECT,
        html: HOSTILE_MAIL_HTML,
        at: ctx.reference - 20 * HOUR,
      },
      'SENDINBLUE',
      ['delivered', 'opened'],
    );
  }
  return { mails, mailEvents };
}
