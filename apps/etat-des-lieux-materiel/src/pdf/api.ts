import {
  calls,
  fieldRecords,
  imageDataUrl,
  parseMailboxes,
  type ConditionLeg,
  type CustomFieldDefinition,
} from '@locasuite/core';
import { blobDataUrl } from '@locasuite/ui/field';
import type { EtatdlApi } from '../api';

export { blobDataUrl } from '@locasuite/ui/field';
import type { ConditionPdfInput, ConditionPdfPhoto } from './buildConditionPdf';
import { recordText, type ConditionRecord } from './conditionRecord';

/** The calls of the PDF and its sharing (spec 3 §7.1), as functions of the typed client. */

const sameId = (a: unknown, b: string) => b !== '' && String(a ?? '').trim() === b;

/** `get_societe_by_id`: the record's company (RS, SIRET…, logos), or null without one. */
export async function loadCompany(
  api: EtatdlApi,
  record: ConditionRecord,
): Promise<ConditionRecord | null> {
  const id = recordText(record, 'ID_SOCIETE');
  if (id === '') return null;
  return fieldRecords(await api.call(calls.etatdl.get_societe_by_id, { id }))[0] ?? null;
}

/** `get_agency`: the record's agency (ID_AGENCE), or null. */
export async function loadAgency(
  api: EtatdlApi,
  record: ConditionRecord,
): Promise<ConditionRecord | null> {
  const id = recordText(record, 'ID_AGENCE');
  if (id === '') return null;
  const agencies = fieldRecords(await api.call(calls.etatdl.get_agency, {}));
  return agencies.find((a) => sameId(a.ID_Agence, id)) ?? null;
}

/** `get_form_special_data`: the custom field definitions (spec 3 §3.3). */
export async function loadCustomFields(api: EtatdlApi): Promise<CustomFieldDefinition[]> {
  return fieldRecords(await api.call(calls.etatdl.get_form_special_data, {}));
}

/**
 * `get_photos` then `photo_download`: the saved photos of one leg as data URLs, with the time the
 * server received them (`server_modified`) when nothing better is known.
 */
export async function loadLegPhotos(
  api: EtatdlApi,
  record: ConditionRecord,
  leg: ConditionLeg,
): Promise<ConditionPdfPhoto[]> {
  const contrat = recordText(record, 'NUM_CONTRAT');
  const matricule = recordText(record, 'MATRICULE');
  if (contrat === '' || matricule === '') return [];
  const { photos } = await api.call(calls.etatdl.get_photos, { contrat, matricule, type: leg });
  return Promise.all(
    photos.map(async (photo) => {
      const { fileBinary } = await api.call(calls.etatdl.photo_download, { path: photo.path });
      const takenAt = photo.server_modified ? Date.parse(photo.server_modified) : Number.NaN;
      return {
        leg,
        dataUrl: imageDataUrl(fileBinary),
        takenAt: Number.isFinite(takenAt) ? takenAt : null,
      };
    }),
  );
}

/**
 * Everything buildConditionPdf needs that the record does not hold: the company, the agency, the
 * custom fields and, unless given, the saved photos of both legs.
 */
export async function loadConditionPdfInput(
  api: EtatdlApi,
  record: ConditionRecord,
  title: string,
  given: Partial<Pick<ConditionPdfInput, 'photos' | 'observations' | 'customFields'>> = {},
): Promise<ConditionPdfInput> {
  const [company, agency, customFields, photos] = await Promise.all([
    loadCompany(api, record),
    loadAgency(api, record),
    given.customFields ?? loadCustomFields(api),
    given.photos ??
      Promise.all([
        loadLegPhotos(api, record, 'DEPART'),
        loadLegPhotos(api, record, 'RETOUR'),
      ]).then((legs) => legs.flat()),
  ]);
  return {
    record,
    title,
    company,
    agency,
    customFields,
    photos,
    ...(given.observations ? { observations: given.observations } : {}),
  };
}

/**
 * spec 3 §3.4 "Client contacts: CONTACT_MAIL_TOUS (pipe-separated list of emails)", from
 * `get_clients_SS_by_id` (§7.1): the addresses the email dialog starts with.
 */
export async function loadRecipients(api: EtatdlApi, record: ConditionRecord): Promise<string[]> {
  const id = recordText(record, 'ID_CLIENT');
  if (id === '') return parseMailboxes(recordText(record, 'CLIENT_MAILS'));
  const [client] = fieldRecords(await api.call(calls.etatdl.get_clients_SS_by_id, { id }));
  return parseMailboxes(
    typeof client?.CONTACT_MAIL_TOUS === 'string' ? client.CONTACT_MAIL_TOUS : '',
  );
}

/** What both mails of the report carry: its recipients, the PDF, the record, its agency, photos. */
export interface ConditionMail {
  readonly recipients: readonly string[];
  readonly pdf: Blob;
  readonly record: ConditionRecord;
  readonly agency?: ConditionRecord | null;
  readonly photos: readonly { readonly dataUrl: string }[];
}

/** A mail's parts as the calls send them: one address alone, several as a list (spec 3 §7.1). */
async function mailParts(mail: ConditionMail) {
  const [only] = mail.recipients;
  return {
    to: mail.recipients.length === 1 && only !== undefined ? only : [...mail.recipients],
    pdf: await blobDataUrl(mail.pdf, 'application/pdf'),
    agency: mail.agency ? { agence: { ...mail.agency } } : {},
    photos: mail.photos.map((p) => p.dataUrl),
  };
}

/**
 * spec 3 §7.1 `send_pdf_by_email` (email, pdf, contrat, agence, photos): the PDF and the preloaded
 * photos (§5.3) to every recipient. The answer's `errorListe` names the addresses that failed.
 */
export async function sendPdfByEmail(
  api: EtatdlApi,
  mail: ConditionMail,
): Promise<{ errorListe: string[] }> {
  const { to, pdf, agency, photos } = await mailParts(mail);
  const answer = await api.call(calls.etatdl.send_pdf_by_email, {
    email: to,
    pdf,
    contrat: recordText(mail.record, 'NUM_CONTRAT'),
    ...agency,
    photos,
  });
  return { errorListe: answer.errorListe };
}

/**
 * spec 3 §7.1 `send_signature_request` (emails, pdf, info { contrat, matricule, state, etadlData },
 * photos): the report and a signature link (valid 7 days, DECISIONS.md) to every recipient, for
 * the leg `leg`. The answer's `errorListe` names the addresses that failed.
 */
export async function sendSignatureRequest(
  api: EtatdlApi,
  request: ConditionMail & { readonly leg: ConditionLeg },
): Promise<{ errorListe: string[] }> {
  const { to, pdf, agency, photos } = await mailParts(request);
  const answer = await api.call(calls.etatdl.send_signature_request, {
    emails: to,
    pdf,
    info: {
      contrat: recordText(request.record, 'NUM_CONTRAT'),
      matricule: recordText(request.record, 'MATRICULE'),
      state: request.leg,
      etadlData: { CLD_IDEnreg: recordText(request.record, 'IDEnreg'), ...agency },
    },
    photos,
  });
  return { errorListe: answer.errorListe };
}

/** spec 3 §7.1 `creat_or_retour` (orId): the return work order of the record's OR_ID. */
export async function createReturnOrder(api: EtatdlApi, record: ConditionRecord): Promise<void> {
  await api.call(calls.etatdl.creat_or_retour, { orId: recordText(record, 'OR_ID') });
}
