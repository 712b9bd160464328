import type { HttpHandler } from 'msw';
import { calls, mailAddress, parseMailboxes } from '@locasuite/core';
import type { CallDef } from '@locasuite/core';
import { storyToken } from '../../msw/storyApi';
import { StoryRefusal as Refused, storyCallHandler } from '../../msw/storyCallHandler';
import { storySeed } from '../../msw/storySeed';
import type { SeedData, SeedUser } from '../../msw/storySeed';

type Payload = Record<string, unknown>;

function userOf(seed: SeedData, request: Request): SeedUser {
  const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
  const user = seed.users.find((u) => storyToken(u.login) === token);
  if (!user) throw new Refused(401, 'Session invalide ou expirée : reconnectez-vous.');
  return user;
}

const owns = (user: SeedUser, box: string) =>
  parseMailboxes(user.mails).some((m) => mailAddress(m) === mailAddress(box));

const iso = (text: string) => new Date(text).toISOString();

/** The three calls of spec 1 §7 Email, answered from the seed like the server does. */
const resolvers: Record<string, (p: Payload, user: SeedUser, seed: SeedData) => unknown> = {
  sendinBlue_user_get_info: (_p, user) => ({ data: [{ fieldData: { MAILS: user.mails } }] }),
  sendinBlue_get_emails_list: (p, user, seed) => {
    const box = String(p.email ?? '');
    if (!owns(user, box))
      throw new Refused(
        403,
        `Accès refusé : la boîte mail ${box} ne fait pas partie de vos adresses.`,
      );
    const wanted = mailAddress(box);
    return {
      data: seed.mails
        .filter((m) => mailAddress(m.mailbox) === wanted || mailAddress(m.to_address) === wanted)
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map((m) => {
          const events = seed.mailEvents.filter((e) => e.message_id === m.message_id);
          return {
            fieldData: {
              date: iso(m.sent_at),
              email: m.to_address,
              event: events.at(-1)?.event ?? '',
              from: m.from_address,
              json: JSON.stringify({ events: events.map((e) => e.event) }),
              subject: m.subject,
              messageId: m.message_id,
              tag: m.tag,
            },
          };
        }),
    };
  },
  get_email_detail: (p, user, seed) => {
    const mail = seed.mails.find((m) => m.message_id === p.messageId);
    if (!mail || !(owns(user, mail.mailbox) || owns(user, mail.to_address)))
      throw new Refused(404, 'Mail introuvable dans les boîtes mail de votre compte.');
    const events = seed.mailEvents.filter((e) => e.message_id === mail.message_id);
    const base = {
      subject: mail.subject,
      events: events.map((e) => ({ name: e.event, time: iso(e.at) })),
    };
    if (mail.tag === 'SENDINBLUE') return { ...base, body: mail.html };
    const names = new Set(events.map((e) => e.event));
    return {
      ...base,
      html: mail.html,
      state:
        ['soft-bounced', 'blocked', 'invalid_email', 'error', 'delivered', 'sent'].find((s) =>
          names.has(s),
        ) ?? 'queued',
      opens_detail: events
        .filter((e) => e.event === 'opened' || e.event === 'open')
        .map((e) => ({ ts: Math.floor(Date.parse(e.at) / 1000) })),
    };
  },
};

/** MSW handlers of the email-history family, in the contract's shapes, sealed in the envelope. */
export function emailHandlers(): HttpHandler[] {
  return Object.entries(resolvers).map(([name, resolve]) => {
    const def = (calls.emailVisualisation as Record<string, CallDef>)[name]!;
    return storyCallHandler(def, (payload, request) => {
      const seed = storySeed();
      return resolve(payload, userOf(seed, request), seed);
    });
  });
}
