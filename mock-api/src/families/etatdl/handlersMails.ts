import { CONDITION_CHECK_MESSAGES as M, showsReturnWorkOrder } from '@locasuite/core';
import { sql } from 'kysely';
import { HttpError } from '../../HttpError';
import type { FamilyHandlers } from '../../http/defineHandlers';
import { decodePdf, decodePhoto } from './files';
import {
  DEFAULT_SENDER,
  agencySender,
  notSignedAlertMail,
  queueEach,
  recipientsOf,
  reportAttachments,
  reportMail,
  returnWorkOrderMail,
} from './mails';
import { conditionOptions, writeLine } from './queries';
import { text } from './values';

/**
 * spec 3 §7.1, §8 mails, through the outbox in the call's transaction: the report by mail (the
 * savedSignature address in copy), the alert of a report not signed, the return work order.
 */
export const mailHandlers = {
  send_pdf_by_email: async (ctx, { email, pdf, contrat, agence, photos }) => {
    const pdfBytes = decodePdf(pdf);
    const images = (photos ?? []).map((item, i) => decodePhoto(item, i + 1));
    const sender = await agencySender(ctx, { agence });
    const { savedSignature } = await conditionOptions(ctx.db);
    const attachments = reportAttachments(text(contrat), pdfBytes, images);
    const errorListe = await queueEach(ctx, recipientsOf(email), (to) => ({
      mailbox: sender,
      from: sender,
      to,
      cc: savedSignature !== '' ? savedSignature : undefined,
      ...reportMail(text(contrat), agence),
      attachments,
    }));
    return { errorListe };
  },

  send_alert_not_signed: async (ctx, { dataForm, username, type }) => {
    const options = await conditionOptions(ctx.db);
    if (!options.sendAlertNotSigned) throw new HttpError(409, M.alertOff);
    if (text(dataForm.CLD_NUM_CONTRAT) === '' || text(dataForm.CLD_MATRICULE) === '') {
      throw new HttpError(422, M.alertItemMissing);
    }
    const to = options.savedSignature !== '' ? options.savedSignature : DEFAULT_SENDER;
    const errorListe = await queueEach(ctx, [to], () =>
      notSignedAlertMail(to, dataForm, username, type),
    );
    return { errorListe };
  },

  creat_or_retour: async (ctx, { orId }) => {
    const line = await ctx.db
      .selectFrom('contract_lines')
      .select(['id', 'contract_id', 'data', 'version'])
      .where(sql<string>`data->>'CLD_OR_ID'`, '=', String(orId).trim())
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!line) throw new HttpError(404, M.workOrderNotFound(orId));
    if (!showsReturnWorkOrder(line.data)) {
      throw new HttpError(409, M.workOrderNotReady);
    }
    if (text(line.data.CLD_OR_RETOUR_ENVOYE) !== '') {
      throw new HttpError(409, M.workOrderAlreadySent);
    }
    await ctx.mail.queue(returnWorkOrderMail(orId, line.data));
    const written = await writeLine(ctx, line, {
      ...line.data,
      CLD_OR_RETOUR_ENVOYE: ctx.now().toISOString(),
    });
    return { recordId: line.id, version: written.version };
  },
} satisfies FamilyHandlers<'etatdl'>;
