/** spec 1 §3 Email log `tag`: the provider that sent a mail (DECISIONS.md). */
export const EMAIL_PROVIDER_TAGS = ['SENDINBLUE', 'MAILCHIMP'] as const;
export type EmailProviderTag = (typeof EMAIL_PROVIDER_TAGS)[number];

/**
 * spec 1 §4 Email status labels: the provider's event and field names shown in French in the
 * detail dialog. Keys are the provider's names exactly as they arrive.
 */
export const EMAIL_STATUS_LABELS: Readonly<Record<string, string>> = {
  'soft-bounced': 'Erreur rencontrée',
  opens: 'Ouverture',
  state: 'Etat',
  sent: 'Expédié',
  delivered: 'Délivré',
  click: 'Cliqué',
  opened: 'Ouvert',
  open: 'Ouvert',
  proxy_open: 'Proxy ouvert',
  error: 'Erreur',
  invalid_email: 'Invalid email',
  blocked: 'Bloqué',
};

/** The event types of spec 1 §4, each of which the seed and the providers' emulation produce. */
export const EMAIL_EVENT_TYPES = [
  'sent',
  'delivered',
  'opened',
  'open',
  'proxy_open',
  'click',
  'soft-bounced',
  'blocked',
  'error',
  'invalid_email',
] as const;

export type EmailEventType = (typeof EMAIL_EVENT_TYPES)[number];

/**
 * spec 1 §4: the French label of a provider event or field name; a name the spec does not list is
 * shown as it came, so nothing the provider reports is hidden.
 */
export function emailStatusLabel(name: string): string {
  return EMAIL_STATUS_LABELS[name] ?? name;
}
