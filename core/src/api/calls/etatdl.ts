import { z } from 'zod';
import {
  agencyRecord,
  clientRecord,
  companyRecord,
  conditionRecord,
  parcRecord,
  signatureRequestRecord,
} from '../records';
import {
  ack,
  anyList,
  binaryAnswer,
  errorListeAnswer,
  fieldList,
  fileBinaryAnswer,
  settingRecord,
  tokenAnswer,
  userRecord,
} from '../answers';
import { defineFamily } from '../defineFamily';
import { RENTAL_LEGS } from '../../livraison/deliveryPlanning';
import {
  anyRecord,
  anyText,
  boolish,
  choiceOf,
  email,
  emailOrList,
  fileText,
  idLike,
  listOf,
  noPayload,
  oneOf,
  password,
  payload,
  recordOf,
  recordVersion,
  saveId,
  signInName,
  text,
} from '../fields';

const photoType = () => choiceOf(RENTAL_LEGS);
const photoList = () =>
  listOf(oneOf([fileText(), anyRecord()], 'doit être une photo (data URL ou objet)'));
const path = () => payload({ path: text() });
const list = (summary: string) => ({
  payload: noPayload,
  answer: anyList,
  summary,
});

/** spec 3 §7.1 Check tool (`/api/etatdl/v1`). */
export const etatdl = defineFamily('etatdl', {
  photo_exite: {
    payload: path,
    answer: () => z.looseObject({ exist: z.boolean() }),
    summary: 'Le fichier existe-t-il ? (réponse définie ici : { exist }).',
  },
  photo_delete: { payload: path, answer: ack, summary: 'Supprime une photo.' },
  photo_download: {
    payload: path,
    answer: fileBinaryAnswer,
    summary: 'Contenu d’une photo (base64).',
  },
  file_upload: {
    payload: () => payload({ file: fileText(), path: text() }),
    answer: () => z.looseObject({ path: z.string() }),
    summary: 'Dépose un fichier (data URL) sous path (réponse définie ici : { path }).',
  },
  set_photos: {
    payload: () =>
      payload({
        contrat: idLike(),
        matricule: idLike(),
        fileList: photoList(),
        type: photoType(),
        saveId: saveId().optional(),
      }),
    answer: () => z.looseObject({ paths: z.array(z.string()) }),
    summary: 'Dépose les photos dans LOCATION/{contrat}/{matricule, « / » → « @ »}/PHOTOS/.',
  },
  get_photos: {
    payload: () => payload({ contrat: idLike(), matricule: idLike(), type: photoType() }),
    answer: () =>
      z.looseObject({
        photos: z.array(
          z.looseObject({
            name: z.string(),
            path: z.string(),
            server_modified: z.string().optional(),
            /** Ours (issue 14): the photo's tags, `set_tags` (core `photoTraceTags`). */
            tags: z.array(z.string()).optional(),
          }),
        ),
      }),
    summary:
      'Photos de départ ou de retour (réponse définie ici : { photos: [{ name, path, server_modified, tags }] }).',
  },
  set_tags: {
    payload: () => payload({ path: text(), tags: listOf(anyText()) }),
    answer: ack,
    summary:
      'Remplace les étiquettes d’une photo (ici : sa date de prise et sa position GPS, core photoTraceTags).',
  },
  send_pdf_by_email: {
    payload: () =>
      payload({
        email: emailOrList(),
        pdf: fileText(),
        contrat: idLike(),
        agence: oneOf([anyText(), anyRecord()], 'doit être une agence (nom ou objet)').optional(),
        photos: photoList().optional(),
      }),
    answer: errorListeAnswer,
    summary: 'Envoie le PDF de l’état des lieux par mail.',
  },
  send_signature_request: {
    payload: () =>
      payload({
        emails: emailOrList(),
        pdf: fileText(),
        info: recordOf({
          contrat: idLike(),
          matricule: idLike(),
          state: anyText(),
          etadlData: anyRecord().optional(),
        }),
        photos: photoList().optional(),
      }),
    answer: errorListeAnswer,
    summary: 'Demande de signature à distance par mail (lien valable 7 jours, DECISIONS.md).',
  },
  send_alert_not_signed: {
    payload: () => payload({ dataForm: anyRecord(), username: anyText(), type: anyText() }),
    answer: errorListeAnswer,
    summary: 'Alerte : état des lieux non signé.',
  },
  verif_root_mode_with_password: {
    // `id` (ours, issue 14): the record the unlock is for (CLD_IDEnreg); without it the password
    // is checked and nothing is unlocked.
    payload: () => payload({ token: text(), password: text(), id: idLike().optional() }),
    answer: () => z.looseObject({ valide: z.boolean() }),
    summary:
      'Déverrouille l’édition d’un état des lieux terminé, pour cette fiche et un quart d’heure (réponse définie ici : { valide }).',
  },
  edit_user_info: {
    payload: () => payload({ token: text(), user: anyRecord() }),
    answer: ack,
    summary: 'Modifie le nom et l’agence de l’utilisateur.',
  },
  get_user_info: {
    payload: () => payload({ token: text() }),
    answer: () => fieldList(userRecord()),
    summary: 'Utilisateur (user_name, admin, …).',
  },
  user_token_is_valide: {
    access: 'public',
    payload: () => payload({ token: text() }),
    answer: () => z.looseObject({ valide: z.boolean() }),
    summary: 'Le jeton est-il valide ? (réponse définie ici : { valide }).',
  },
  user_login: {
    access: 'public',
    payload: () => payload({ user_email: signInName(), user_password: password() }),
    answer: tokenAnswer,
    summary: 'Connexion à l’outil (réponse non montrée par la spec : { id: <jeton> }).',
  },
  user_create_account: {
    access: 'admin',
    payload: () => payload({ user: recordOf({ user_email: email(), user_password: text() }) }),
    answer: () => z.looseObject({ id: z.union([z.string(), z.number()]).optional() }),
    summary: 'Crée un compte.',
  },
  set_client_state: {
    payload: () =>
      payload({
        lien: idLike(),
        state: z.union(
          [z.literal('0'), z.literal('2'), z.literal('X'), z.literal(0), z.literal(2)],
          {
            error: 'doit valoir 0, 2 ou X',
          },
        ),
      }),
    answer: ack,
    summary: 'Statut groupé par lien de contrat (0, 2 ou X, spec 3 §4.1).',
  },
  file_download: {
    transport: 'binary',
    payload: () => payload({ contrat: idLike(), matricule: idLike() }),
    answer: binaryAnswer,
    summary: 'PDF de l’état des lieux (réponse binaire).',
  },
  creat_tmp_pdf: {
    // spec 3 §7.1 names an `id` in the request: it is accepted and ignored, the server chooses.
    payload: () => payload({ id: idLike().optional(), file: fileText() }),
    answer: () => z.looseObject({ id: z.string(), expiresAt: z.string() }),
    summary:
      'Dépose un PDF temporaire, lisible une heure par openPdf ; réponse définie ici : { id, expiresAt }, id aléatoire de 128 bits choisi par le serveur.',
  },
  openPdf: {
    access: 'public',
    transport: 'get',
    payload: () => payload({ id: idLike() }),
    answer: binaryAnswer,
    summary:
      'GET {base}/openPdf?id={id} : le PDF temporaire de cet id, tant qu’il n’a pas expiré (réponse binaire).',
  },
  get_clients: list('Clients.'),
  get_agency: {
    payload: noPayload,
    answer: () => fieldList(agencyRecord()),
    summary: 'Agences.',
  },
  get_agency_soft: {
    payload: noPayload,
    answer: () => fieldList(agencyRecord()),
    summary: 'Agences, version allégée.',
  },
  get_materials: {
    payload: noPayload,
    answer: () => fieldList(conditionRecord()),
    summary: 'États des lieux.',
  },
  get_depart_materials: {
    payload: noPayload,
    answer: () => fieldList(conditionRecord()),
    summary: 'Matériels en attente de départ.',
  },
  get_return_materials: {
    payload: noPayload,
    answer: () => fieldList(conditionRecord()),
    summary: 'Matériels en attente de retour.',
  },
  get_returned_materials: {
    payload: noPayload,
    answer: () => fieldList(conditionRecord()),
    summary: 'Matériels rentrés.',
  },
  get_parc: { payload: noPayload, answer: () => fieldList(parcRecord()), summary: 'Parc.' },
  get_default_form: list('Check-list par défaut.'),
  get_default_form_values: list('Valeurs par défaut de la check-list.'),
  get_headers_table: list('En-têtes du tableau (header, label, idx, type).'),
  get_options: {
    payload: noPayload,
    answer: () => fieldList(settingRecord()),
    summary: 'Options (showCategory, drawInObservation, nbrMinPhoto, …).',
  },
  get_day_to_hide: {
    payload: noPayload,
    answer: () => fieldList(settingRecord()),
    summary: 'Jours masqués.',
  },
  get_societe_by_id: {
    payload: () => payload({ id: idLike() }),
    answer: () => fieldList(companyRecord()),
    summary: 'Société (avec logos).',
  },
  get_societe_soft_by_id: {
    payload: () => payload({ id: idLike() }),
    answer: () => fieldList(companyRecord()),
    summary: 'Société, version allégée.',
  },
  get_clients_SS_by_id: {
    payload: () => payload({ id: idLike() }),
    answer: () => fieldList(clientRecord()),
    summary: 'Client par identifiant (CONTACT_MAIL_TOUS).',
  },
  get_signature_data: {
    access: 'public',
    payload: () => payload({ id: text() }),
    answer: () => fieldList(signatureRequestRecord()),
    summary:
      'Demande de signature du lien (CONTRAT, MATRICULE, END_DATE, VALIDE) ; ajouts : EXPIRED (verdict du serveur, 1 si le lien a expiré), SIGNED_BY et SIGNED_AT (qui a signé la demande et quand, pour ce lien ou un autre lien du même envoi).',
  },
  get_signature_pdf: {
    access: 'public',
    payload: () => payload({ id: text() }),
    answer: () => z.looseObject({ fileBinary: z.string(), filename: z.string() }),
    summary:
      'Ajout : l’état des lieux envoyé pour signature à ce lien (id), tel qu’envoyé, tant que le lien est ouvert : { fileBinary (base64), filename }.',
  },
  get_email_liste_by_id_client: {
    payload: () => payload({ idClient: idLike() }),
    answer: anyList,
    summary: 'Adresses mail d’un client.',
  },
  get_form_by_family: {
    payload: () => payload({ family: text() }),
    answer: anyList,
    summary: 'Check-list d’une famille.',
  },
  get_form_by_sub_family: {
    payload: () => payload({ subFamily: text() }),
    answer: anyList,
    summary: 'Check-list d’une sous-famille.',
  },
  get_parcs: {
    payload: () => payload({ matricule: idLike() }),
    answer: () => fieldList(parcRecord()),
    summary: 'Fiche parc d’un matricule.',
  },
  edit_material: {
    payload: () =>
      payload({
        matricule: idLike(),
        contrat: idLike(),
        id: idLike(),
        data: anyRecord(),
        version: recordVersion().optional(),
        saveId: saveId().optional(),
      }),
    answer: ack,
    summary:
      'Enregistre un état des lieux (départ : CD 1 CR 0 ; retour : CD 1 CR 1 ; contrôles vides : suppression).',
  },
  creat_returned_material: {
    // The item is named by its contract and registration; the other CLD_ fields as edit_material.
    payload: () =>
      payload({ data: recordOf({ CLD_NUM_CONTRAT: idLike(), CLD_MATRICULE: idLike() }) }),
    answer: ack,
    summary:
      'Crée un matériel rentré : l’état des lieux terminé (CD 1, CR 1) d’un matricule du parc sur un contrat en cours.',
  },
  edit_returned_material: {
    // `version` (ours): the version the person saw, required; a stale one answers 409.
    payload: () => payload({ recordId: idLike(), data: anyRecord(), version: recordVersion() }),
    answer: ack,
    summary: 'Modifie un matériel rentré (état des lieux terminé, déverrouillé pour la fiche).',
  },
  get_form_special_data: {
    payload: () => payload({ isRoot: boolish().optional() }),
    answer: anyList,
    summary: 'Définitions des champs personnalisés.',
  },
  set_form_special_data: {
    access: 'admin',
    payload: () =>
      payload({
        data: recordOf({
          key: idLike(),
          show: oneOf([z.literal(0), z.literal(1)], 'doit valoir 0 ou 1'),
        }),
      }),
    answer: ack,
    summary: 'Affiche (1) ou masque (0) un champ personnalisé (clé primaire).',
  },
  creat_or_retour: {
    payload: () => payload({ orId: idLike() }),
    answer: ack,
    summary: 'Crée l’ordre de réparation de retour.',
  },
  save_signature: {
    access: 'public',
    // The signer's name may come empty: the server answers « Nom du signataire obligatoire ».
    payload: () =>
      payload({ id: text(), content: fileText(), signataire: anyText(200).optional() }),
    answer: ack,
    // A drawn signature, on a public page: far below the upload limit.
    bodyLimit: 2 * 1024 * 1024,
    summary: 'Signature du client sur la page de signature (lien id).',
  },
});
