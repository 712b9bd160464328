import { z } from 'zod';
import { emailLogRecord } from '../records';
import { fieldList } from '../answers';
import { defineFamily } from '../defineFamily';
import { EMAIL_PROVIDER_TAGS } from '../../email/emailStatusLabel';
import { choiceOf, email, idLike, payload, text } from '../fields';

/** spec 1 §7 Email (`/api/emailVisualisation/v1`), plus `get_email_detail` (ours). */
export const emailVisualisation = defineFamily('emailVisualisation', {
  sendinBlue_user_get_info: {
    payload: () => payload({ user_id: idLike() }),
    answer: () => fieldList(z.looseObject({ MAILS: z.string().nullable().optional() })),
    summary: 'Boîtes mail autorisées de l’utilisateur : MAILS, séparées par « | ».',
  },
  sendinBlue_get_emails_list: {
    payload: () => payload({ email: email() }),
    answer: () => fieldList(emailLogRecord()),
    summary: 'Historique des mails d’une boîte (lignes sans api_key, DECISIONS.md).',
  },
  get_email_detail: {
    payload: () => payload({ messageId: text(), tag: choiceOf(EMAIL_PROVIDER_TAGS) }),
    answer: () =>
      z.looseObject({
        subject: z.string(),
        body: z.string().optional(),
        html: z.string().optional(),
        state: z.string().optional(),
        events: z.array(z.looseObject({ name: z.string(), time: z.string() })),
        opens_detail: z.array(z.looseObject({ ts: z.number() })).optional(),
      }),
    summary:
      'Détail d’un mail demandé au fournisseur par le serveur (ajout de ce serveur ; forme de ' +
      'réponse définie ici : subject, body/html, state, events [{ name, time ISO }], opens_detail [{ ts en secondes }]).',
  },
});
