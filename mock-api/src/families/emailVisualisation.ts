import { EMAIL_VISUALISATION_MESSAGES as M, mailAddress, parseMailboxes } from '@locasuite/core';
import { sql } from 'kysely';
import type { UserRow } from '../db/schema';
import { defineHandlers, read, signedInUser } from '../http/defineHandlers';
import { HttpError } from '../HttpError';
import {
  fetchEmailDetail,
  ProviderMessageNotFoundError,
  providerTag,
  providerTransports,
} from '../mail/providers';

/** The most rows one mailbox lookup answers (the newest first). */
export const EMAIL_LIST_LIMIT = 5000;

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether `userId` designates `user`: its id, login or email (the client knows one of them). */
function designates(user: UserRow, userId: string | number): boolean {
  const id = String(userId);
  return id === String(user.id) || sameText(id, user.login) || sameText(id, user.email ?? '');
}

function ownsMailbox(user: UserRow, mailbox: string): boolean {
  const wanted = mailAddress(mailbox);
  return parseMailboxes(user.mails).some((m) => mailAddress(m) === wanted);
}

const lastEvent = (names: string | null) => (names ?? '').split(',').pop() ?? '';

/**
 * spec 1 §7 Email family. The server enforces what the original left to the client (spec 1 §6):
 * a user reads only their own MAILS, lists only those mailboxes, and opens only their mails; the
 * providers are called here with the server's keys (DECISIONS.md), never from the browser.
 */
export const emailVisualisationHandlers = defineHandlers('emailVisualisation', {
  sendinBlue_user_get_info: read(async (ctx, { user_id }) => {
    const me = signedInUser(ctx);
    let user = me;
    if (!designates(me, user_id)) {
      if (!me.admin) throw new HttpError(403, M.otherUser);
      const id = String(user_id).trim();
      const other = await ctx.db
        .selectFrom('users')
        .selectAll()
        .where((eb) =>
          eb.or([
            ...(/^\d+$/.test(id) ? [eb('id', '=', Number(id))] : []),
            eb(sql<string>`lower(login)`, '=', id.toLowerCase()),
            eb(sql<string>`lower(email)`, '=', id.toLowerCase()),
          ]),
        )
        .executeTakeFirst();
      if (!other) throw new HttpError(404, M.userNotFound);
      user = other;
    }
    return { data: [{ fieldData: { MAILS: user.mails } }] };
  }),

  sendinBlue_get_emails_list: read(async (ctx, { email }) => {
    const user = signedInUser(ctx);
    if (!ownsMailbox(user, email)) throw new HttpError(403, M.notYourMailbox(email));
    const box = mailAddress(email);
    const rows = await ctx.db
      .selectFrom('outbox as o')
      .select([
        'o.message_id',
        'o.from_address',
        'o.to_address',
        'o.subject',
        'o.tag',
        'o.created_at',
        'o.sent_at',
        sql<
          string | null
        >`(SELECT string_agg(e.event, ',' ORDER BY e.at, e.id) FROM mail_events e WHERE e.outbox_id = o.id)`.as(
          'events',
        ),
        sql<unknown>`(SELECT e.data FROM mail_events e WHERE e.outbox_id = o.id ORDER BY e.at DESC, e.id DESC LIMIT 1)`.as(
          'last_data',
        ),
      ])
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(o.mailbox)`, '=', box),
          eb(sql<string>`lower(o.to_address)`, '=', box),
        ]),
      )
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(EMAIL_LIST_LIMIT)
      .execute();
    return {
      data: rows.map((r) => ({
        fieldData: {
          date: new Date(r.sent_at ?? r.created_at).toISOString(),
          email: r.to_address,
          event: lastEvent(r.events),
          from: r.from_address,
          json: JSON.stringify({
            events: (r.events ?? '').split(',').filter(Boolean),
            last: r.last_data ?? {},
          }),
          subject: r.subject,
          messageId: r.message_id,
          tag: providerTag(r.tag),
        },
      })),
    };
  }),

  get_email_detail: read(async (ctx, { messageId }) => {
    const user = signedInUser(ctx);
    const mail = await ctx.db
      .selectFrom('outbox')
      .select(['mailbox', 'to_address', 'tag'])
      .where('message_id', '=', messageId)
      .executeTakeFirst();
    if (!mail || (!ownsMailbox(user, mail.mailbox) && !ownsMailbox(user, mail.to_address))) {
      throw new HttpError(404, M.mailNotFound);
    }
    try {
      return await fetchEmailDetail(
        providerTransports(ctx.config, ctx.db),
        { sendinblue: ctx.config.sendinblueApiKey, mailchimp: ctx.config.mailchimpApiKey },
        messageId,
        providerTag(mail.tag),
      );
    } catch (error) {
      if (error instanceof ProviderMessageNotFoundError) {
        throw new HttpError(404, M.mailNotFound);
      }
      ctx.log.warn({ err: error }, 'Email provider failed');
      throw new HttpError(502, M.providerDown);
    }
  }),
});
