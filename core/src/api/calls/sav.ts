import { z } from 'zod';
import { clientRecord, companyRecord, savReportRecord } from '../records';
import { ack, anyList, errorListeAnswer, fieldList, fileBinaryAnswer } from '../answers';
import { defineFamily } from '../defineFamily';
import {
  TEXT_MAX,
  anyRecord,
  anyText,
  emailOrList,
  fileText,
  idLike,
  jsonValue,
  listOf,
  noPayload,
  oneOf,
  payload,
  saveId,
  text,
} from '../fields';

/** The drawn signature's data URL: far longer than a text field, still bounded. */
const SIGNATURE_TEXT_MAX = 4_000_000;

/**
 * A report's or a line's fields (spec 4 §3.1–3.2; the old client sends them as they are): the
 * free texts of §2.2 as long as any free text, the signature as a data URL, the lines and the
 * merge base as records; every other field a short value, so that an over-long text is refused
 * here, naming the field, before any rule of the handlers.
 */
const savData = () =>
  z
    .object({
      Observ: anyText().optional(),
      'Travaux exe': anyText().optional(),
      Message_Interne: anyText().optional(),
      Signature_web: anyText(SIGNATURE_TEXT_MAX).optional(),
      /** The fields the technician settled after a merge conflict (core `resolveSavConflict`). */
      resolved: listOf(text()).max(200).optional(),
    })
    .catchall(
      oneOf(
        [anyText(TEXT_MAX), z.number(), z.boolean(), z.null(), listOf(anyRecord()), anyRecord()],
        `doit être un texte de ${TEXT_MAX} caractères au plus, un nombre, une liste ou un objet`,
      ),
    );

const list = (summary: string) => ({
  payload: noPayload,
  answer: anyList,
  summary,
});
const byName = (summary: string) => ({
  payload: () => payload({ name: text() }),
  answer: anyList,
  summary,
});
const byLink = (summary: string) => ({
  payload: () => payload({ link: idLike() }),
  answer: () => fieldList(savReportRecord()),
  summary,
});
const reportWrite = (summary: string) => ({
  payload: () => payload({ data: savData() }),
  answer: () => z.looseObject({ id: z.union([z.string(), z.number()]) }),
  summary: `${summary} (charge utile et réponse non montrées par la spec : { data } → { id }).`,
});

/** spec 4 §7.1 SAV (`/api/sav/v1`; paths not shown in the spec, ours). */
export const sav = defineFamily('sav', {
  get_stock: list('Articles du stock (PIECE_REFERENCE, PIECE_DESIGNATION, FAMILLE, SS_FAMILLE).'),
  get_societe_soft_by_id: {
    payload: () => payload({ id: idLike() }),
    answer: () => fieldList(companyRecord()),
    summary: 'Société par ID_Societe (data.data[0].fieldData).',
  },
  get_form_special_data: list('Champs personnalisés.'),
  get_client_by_id: {
    payload: () => payload({ id: idLike() }),
    answer: () => fieldList(clientRecord()),
    summary: 'Client par identifiant.',
  },
  get_client_liste_by_name: byName('Clients par nom.'),
  get_matricule_liste_by_name: byName('Machines par matricule.'),
  get_article_liste_by_name: byName('Articles par référence ou désignation.'),
  get_matricul_by_name: {
    payload: () => payload({ mat: text() }),
    answer: anyList,
    summary: 'Machine par matricule exact.',
  },
  get_or_1_Liste_byLink: byLink('Rapports SAV_FICHE d’un lien.'),
  get_or_2_Liste_byLink: byLink('Rapports SAV_2 d’un lien.'),
  creat_new_or_1: reportWrite('Crée un rapport (SAV_FICHE)'),
  creat_new_or_2: reportWrite('Crée la copie validée (SAV_2)'),
  edit_or: {
    payload: () => payload({ id: idLike(), data: savData(), saveId: saveId().optional() }),
    answer: ack,
    summary:
      'Modifie un rapport (charge utile non montrée par la spec : { id, data } ; saveId : appliqué une fois).',
  },
  creat_new_moteur_1_line: reportWrite('Crée une ligne de pièce du rapport'),
  creat_new_moteur_2_line: reportWrite('Crée une ligne de pièce de la copie SAV_2'),
  delete_old_moteur_by_link: {
    payload: () => payload({ link: idLike(), saveId: saveId().optional() }),
    answer: ack,
    summary: 'Supprime les lignes d’un rapport (_LINK SAV ; saveId : appliqué une fois).',
  },
  delete_or_by_id: {
    payload: () => payload({ id: idLike() }),
    answer: ack,
    summary: 'Supprime un rapport.',
  },
  delete_or2_by_id: {
    payload: () => payload({ id: idLike() }),
    answer: ack,
    summary: 'Supprime une copie SAV_2.',
  },
  send_pdf_by_email: {
    payload: () =>
      payload({
        email: emailOrList(),
        /** Ours: without it, the recap the server makes of the report `numero`. */
        pdf: fileText().optional(),
        numero: idLike(),
        photos: listOf(jsonValue()).optional(),
      }),
    answer: errorListeAnswer,
    summary:
      'Envoie le PDF du rapport (adresses, PDF, numéro de rapport, photos ; sans PDF, le récapitulatif du serveur) ; data.errorListe.',
  },
  show_etadl: {
    payload: () => payload({ contrat: idLike() }),
    answer: anyList,
    summary: 'États des lieux d’un contrat (charge utile non montrée : { contrat }).',
  },
  photo_folder_liste: {
    payload: () => payload({ path: text() }),
    answer: () => z.array(z.looseObject({ name: z.string(), path_display: z.string() })),
    summary: 'Photos d’un dossier (charge utile non montrée : { path }).',
  },
  photo_download: {
    payload: () => payload({ path: text() }),
    answer: fileBinaryAnswer,
    summary: 'Contenu d’une photo (base64).',
  },
  photo_delete: {
    payload: () => payload({ path: text() }),
    answer: ack,
    summary: 'Supprime une photo.',
  },
  file_upload: {
    payload: () => payload({ file: fileText(), path: text() }),
    answer: () => z.looseObject({ path: z.string() }),
    summary: 'Dépose un fichier (data URL) sous path.',
  },
  file_upload_with_ext: {
    payload: () => payload({ file: fileText(), path: text(), ext: text() }),
    answer: () => z.looseObject({ path: z.string() }),
    summary: 'Dépose un fichier avec son extension.',
  },
  creat_tmp_pdf: {
    payload: () => payload({ id: idLike(), file: fileText() }),
    answer: () => z.looseObject({ id: z.union([z.string(), z.number()]) }),
    summary: 'Dépose un PDF temporaire.',
  },
  openPdf: {
    payload: () => payload({ id: idLike() }),
    answer: fileBinaryAnswer,
    summary: 'Contenu d’un PDF temporaire (base64 ; ici dans l’enveloppe).',
  },
  get_clients: list('Clients.'),
  get_parc: list('Parc.'),
  get_or_liste_sav2: list('Rapports SAV_2.'),
  get_or_liste_sav: list('Rapports SAV_FICHE.'),
  get_techniciens: list('Techniciens.'),
  get_agences: list('Agences.'),
  get_header: list('En-tête (société, logos).'),
  get_or_options: list('Options (nom et valeur JSON : Mandatory_keys, signature_facultative, …).'),
  get_sav_check_liste: list('Check-list de vérification.'),
});
