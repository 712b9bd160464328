import { z } from 'zod';
import { doubleAuthRecord, fileEntry } from '../records';
import { ack, errorListeAnswer, fieldList, fileBinaryAnswer } from '../answers';
import { defineFamily } from '../defineFamily';
import {
  anyRecord,
  anyText,
  email,
  emailOrList,
  fileText,
  mapOf,
  noPayload,
  payload,
  recordOf,
  text,
} from '../fields';

/** A version a document's log records (issue 36): the new file and the one it replaced. */
const documentVersion = () =>
  z.looseObject({
    at: z.string(),
    from: z.string(),
    fromSha256: z.string(),
    to: z.string(),
    toSha256: z.string(),
  });

/** spec 3 §7.3 PDF signer (`/api/pdf-signer/v1`), plus two public calls of ours (DECISIONS.md). */
export const pdfSigner = defineFamily('pdfSigner', {
  get_client_data_liste: {
    payload: noPayload,
    answer: () =>
      fieldList(
        z.looseObject({
          SOCIETE: z.string().nullable().optional(),
          CODE_CLIENT: z.union([z.string(), z.number()]).nullable().optional(),
          'CONTACT_MAIL(1)': z.string().nullable().optional(),
          id: z.union([z.string(), z.number()]).nullable().optional(),
        }),
      ),
    summary: 'Clients (SOCIETE, CODE_CLIENT, CONTACT_MAIL(1), id).',
  },
  get_client_liste: {
    payload: noPayload,
    answer: () => z.array(z.union([z.string(), z.number()])),
    summary: 'Identifiants des clients ayant des documents (liste simple).',
  },
  get_files_liste_from_path: {
    payload: () => payload({ path: text() }),
    answer: () => z.array(fileEntry()),
    summary: 'Fichiers d’un dossier (tag, name, path_display, client_modified).',
  },
  get_file_from_path: {
    payload: () => payload({ path: text() }),
    answer: fileBinaryAnswer,
    summary: 'Contenu d’un PDF : data.fileBinary (base64).',
  },
  get_client_files_by_code: {
    payload: () => payload({ code: text() }),
    answer: () => z.array(fileEntry()),
    summary: 'Documents d’un client (tag, name, path_display, client_modified).',
  },
  signe_and_change_file_name: {
    payload: () => payload({ path: text(), contents: fileText(), fileData: anyRecord() }),
    answer: () => z.looseObject({ path: z.string() }),
    summary:
      'Enregistre le PDF signé et passe NOK → OK dans son nom (réponse définie ici : { path }).',
  },
  send_files_by_mail: {
    payload: () =>
      payload({
        email: emailOrList(),
        files: mapOf(fileText(), 'doit associer chaque nom de fichier à son PDF'),
      }),
    answer: errorListeAnswer,
    summary: 'Envoie des PDF par mail (nom → data URL).',
  },
  send_double_verif_by_mail: {
    payload: () =>
      payload({
        clientData: recordOf({ email: email(), tel: anyText(40).optional(), path: text() }),
        files: recordOf({ document: fileText() }),
      }),
    answer: errorListeAnswer,
    summary:
      'Demande de signature à double authentification : mail au client avec le lien (clientData { email, tel?, path du PDF }).',
  },
  get_double_authentification_data_from_id: {
    access: 'public',
    payload: () => payload({ id: text() }),
    answer: () => fieldList(doubleAuthRecord()),
    summary:
      'Données du lien : data.data[0].fieldData (CLIENT, EMAIL, TEL, FILE_PATH ; jamais CODE).',
  },
  send_sms_double_authent: {
    access: 'public',
    payload: () =>
      payload({ id: text(), email: anyText(254).optional(), tel: anyText(40).optional() }),
    answer: ack,
    summary: 'Envoie un nouveau code à 6 chiffres, par mail malgré le nom (l’ancien est invalidé).',
  },
  verify_double_authent_code: {
    access: 'public',
    payload: () =>
      payload({
        id: text(),
        code: z
          .string({ error: 'doit être un code à 6 chiffres' })
          .regex(/^\d{6}$/, { error: 'doit être un code à 6 chiffres' }),
      }),
    answer: () => z.looseObject({ signed: z.literal(true), path: z.string() }),
    summary:
      'Ajout de ce serveur : vérifie le code et, s’il est juste, appose la signature et la date sur le document.',
  },
  get_document_evidence: {
    payload: () => payload({ path: text() }),
    answer: () =>
      z.looseObject({
        valid: z.boolean(),
        certificate: z.array(z.looseObject({ label: z.string(), value: z.string() })),
        versions: z.array(documentVersion()),
        events: z.array(
          z.looseObject({ seq: z.number(), kind: z.string(), at: z.string(), hash: z.string() }),
        ),
      }),
    summary:
      'Ajout de ce serveur : la preuve d’un document (journal chaîné, sa vérification, le certificat s’il est signé).',
  },
  verify_signed_document: {
    access: 'public',
    payload: () =>
      payload({
        sha256: z
          .string({ error: 'doit être une empreinte SHA-256' })
          .regex(/^[0-9a-fA-F]{64}$/, { error: 'doit être une empreinte SHA-256' }),
      }),
    answer: () =>
      z.looseObject({
        authentic: z.boolean(),
        certificate: z.array(z.looseObject({ label: z.string(), value: z.string() })),
        versions: z.array(documentVersion()),
      }),
    summary:
      'Ajout de ce serveur : un PDF (son SHA-256) est-il un document signé ici, intact ? Réponse : authentique avec son certificat, ou inconnu.',
  },
  get_double_authentification_document: {
    access: 'public',
    payload: () => payload({ id: text() }),
    answer: () => fileBinaryAnswer().extend({ signed: z.boolean() }),
    summary:
      'Ajout de ce serveur : le document du lien (signé une fois le code validé), en base64.',
  },
});
