import { z } from 'zod';
import { contractLineRecord, rentalContractRecord } from '../records';
import { ack, anyList, fieldList, nestedFieldList, scriptResultAnswer } from '../answers';
import { defineFamily } from '../defineFamily';
import {
  anyRecord,
  anyText,
  idLike,
  listOf,
  noPayload,
  num,
  oneOf,
  payload,
  recordOf,
  recordVersion,
  text,
  TEXT_ID_MAX,
  wireDay,
} from '../fields';

const list = (summary: string) => ({
  payload: noPayload,
  answer: anyList,
  summary,
});
/** ours: the version of the record the person saw; a stale one answers 409 and writes nothing. */
const seen = () => recordVersion().optional();

const byContractId = (summary: string) => ({
  payload: () => payload({ idContrat: idLike(), version: seen() }),
  answer: ack,
  summary,
});

/** `uuid`: the spec's field; the original UI sends an object with `UID` in it (spec 4 §7.2). */
const uuid = () =>
  z.union([text(TEXT_ID_MAX), recordOf({ UID: idLike() })], {
    error: (iss) =>
      iss.input === undefined ? 'est obligatoire' : 'doit être un UID ou un objet { UID }',
  });

/** spec 4 §3.7: a contract line sent on creation. */
const newContractLine = () =>
  recordOf({
    CLD_MATRICULE: idLike(),
    CLD_TARIF: z.enum(['T1', 'T2'], { error: 'doit valoir « T1 » ou « T2 »' }),
    CLD_DATE_DEPART: wireDay(),
    CLD_DATE_RETOUR: wireDay(),
    CLD_ID_CONTRAT_WEB: idLike(),
    CLD_ID_WEB: idLike(),
    CLD_ID_CLIENT: idLike(),
  });

/** spec 4 §7.2 Contract API (`/api/contrat/v1`, with its own sub-paths such as `material/list`). */
export const contrat = defineFamily('contrat', {
  'material/list': list('Matériels.'),
  get_contrat_informations: list('Informations de contrat (types de pièces justificatives, …).'),
  get_sub_family_list: list(
    'Sous-familles (Nom_Genre_Machine, Famille Parc ; portalData CAT_Tarif_GM_id).',
  ),
  get_family_list: list('Familles (Nom_Famille_Principale, WEB_NOM_FAMILLE).'),
  get_clients: list('Clients.'),
  get_contrats: {
    payload: noPayload,
    answer: () => fieldList(rentalContractRecord()),
    summary: 'Contrats (tri par ID décroissant côté écran).',
  },
  get_parc: list('Parc (MATRICULE, MATRICULE_UID, SOUS_FAMILLE, FAMILLE, …).'),
  get_stock: list('Stock.'),
  get_or_liste: list('Ordres de réparation.'),
  get_techniciens: list('Techniciens.'),
  get_retrait_list: list('Lieux de retrait (PR_NOM_AG, PR_ID_AG).'),
  get_agences: list('Agences.'),
  get_options: list('Options (paiement_proposition, caution_proposition, …).'),
  get_city_liste: list('Toutes les villes (Name).'),
  get_agency_list: list('Agences (ag_nom, ID_Agence).'),
  creat_new_or: {
    payload: () => payload({ oRdata: anyRecord() }),
    answer: () => z.looseObject({ id: z.union([z.string(), z.number()]) }),
    summary: 'Crée un ordre de réparation (réponse définie ici : { id }).',
  },
  creat_new_moteur_line: {
    payload: () => payload({ motorData: anyRecord() }),
    answer: ack,
    summary: 'Crée une ligne de pièce.',
  },
  creat_contrat: {
    payload: () => payload({ contratData: listOf(newContractLine()).min(1) }),
    answer: scriptResultAnswer,
    summary:
      'Crée un contrat à partir de ses lignes ; data.data.scriptResult = référence du contrat.',
  },
  add_mat: {
    payload: () => payload({ contratData: listOf(anyRecord()).min(1) }),
    answer: ack,
    summary: 'Ajoute des lignes de matériel à un contrat.',
  },
  get_orListe_byLink: {
    payload: () => payload({ link: idLike() }),
    answer: anyList,
    summary: 'Ordres de réparation d’un lien.',
  },
  delete_or_by_id: {
    payload: () => payload({ id: idLike() }),
    answer: ack,
    summary: 'Supprime un OR.',
  },
  delete_or2_by_id: {
    payload: () => payload({ id: idLike() }),
    answer: ack,
    summary: 'Supprime un OR SAV_2.',
  },
  is_materiel_free: {
    payload: () => payload({ uuid: uuid() }),
    answer: () => z.looseObject({ disponible: z.enum(['true', 'false']) }),
    summary: 'Disponibilité d’un matériel : data.disponible « true » ou « false » (texte).',
  },
  destock_materiel: {
    payload: () => payload({ uuid: uuid() }),
    answer: () => z.looseObject({ disponible: z.enum(['true', 'false']) }),
    summary: 'Sort un matériel du stock ; data.disponible « true » ou « false ».',
  },
  get_city_liste_from_zipcode: {
    payload: () =>
      payload({
        code: z
          .string({ error: 'doit être un code postal de 5 chiffres' })
          .regex(/^\d{5}$/, { error: 'doit être un code postal de 5 chiffres' }),
      }),
    answer: () => fieldList(z.looseObject({ Name: z.string() })),
    summary: 'Villes d’un code postal (data.data[].fieldData.Name).',
  },
  client_create: {
    payload: () =>
      payload({
        // spec 4 §5: a missing field is refused by the server with the form's own text
        // « Champ nécéssaire : {label} », and the zip code with « Le nombre doit être entre 0
        // et 99999 » (core checkNewClient), so the fields are read as texts here.
        data: recordOf({
          civility: z.enum(['Monsieur', 'Madame', 'Autre'], {
            error: 'doit valoir « Monsieur », « Madame » ou « Autre »',
          }),
          firstname: anyText(),
          lastname: anyText(),
          email: anyText(),
          address: anyText(),
          zipcode: oneOf([num(), anyText()], 'doit être un nombre entre 0 et 99999'),
          city: anyText(),
          mobile: anyText(),
          birthdate: anyText().optional(),
        }),
      }),
    answer: () => z.looseObject({ id_web: z.union([z.string(), z.number()]) }),
    summary: 'Crée un client ; data.id_web.',
  },
  edit_client: {
    payload: () => payload({ client: anyRecord() }),
    answer: ack,
    summary: 'Modifie un client (adresse, ville, code postal, téléphone, mail).',
  },
  get_clients_by_name: {
    payload: () => payload({ name: text() }),
    answer: () =>
      nestedFieldList(
        z.looseObject({
          SOCIETE: z.string().nullable().optional(),
          ID_WEB: z.union([z.string(), z.number()]).nullable().optional(),
        }),
      ),
    summary: 'Clients par nom : data.data.data[].fieldData (spec 4 §7.3).',
  },
  send_to_facturation: {
    payload: () =>
      payload({ idLigne: idLike(), numContrat: idLike(), paiement: text(), version: seen() }),
    answer: ack,
    summary: 'Enregistre le mode de paiement.',
  },
  update_caution: {
    payload: () =>
      payload({
        idLigne: idLike(),
        modeDepot: text(),
        montant: oneOf([num(), anyText()], 'doit être un montant'),
        version: seen(),
      }),
    answer: ack,
    summary: 'Enregistre la caution (mode de dépôt, montant).',
  },
  get_contrat_matricul_liste: {
    payload: () => payload({ contrat: idLike() }),
    answer: () => fieldList(contractLineRecord()),
    summary: 'Lignes de matériel d’un contrat.',
  },
  renew_contrat: {
    payload: () => payload({ contrat: idLike(), version: seen() }),
    answer: scriptResultAnswer,
    summary: 'Renouvelle un contrat (au moins un matériel Sortie) ; data.data.scriptResult.',
  },
  change_matricule: {
    payload: () =>
      payload({
        contrat: idLike(),
        idcldata: idLike(),
        matricule: idLike(),
        nvMatricule: idLike(),
        version: seen(),
      }),
    answer: ack,
    summary: 'Change le matricule d’une ligne qui n’est plus En attente.',
  },
  update_contrat: {
    payload: () => payload({ contrat: anyRecord() }),
    answer: ack,
    summary: 'Enregistre le contrat modifié (objet complet).',
  },
  facturation: {
    payload: () =>
      payload({
        contrat: idLike(),
        user: oneOf([anyText(), anyRecord()], 'doit être un nom ou un objet utilisateur'),
        version: seen(),
      }),
    answer: () => z.looseObject({ 'N° FACT Comp': z.union([z.string(), z.number()]).optional() }),
    summary: 'Facture un contrat (tous les matériels Sortie, paiement et caution renseignés).',
  },
  send_mat_etadl: {
    payload: () => payload({ id: idLike(), version: seen() }),
    answer: ack,
    summary: 'Envoie un matériel à l’état des lieux (contrôles à 0).',
  },
  send_mat_or: {
    payload: () =>
      payload({ matricul: idLike(), contrat: idLike(), id: idLike(), commente: anyText() }),
    answer: ack,
    summary: 'Crée un OR pour un matériel du contrat.',
  },
  delete_mat: {
    payload: () => payload({ contrat: recordOf({ CLD_ID_CONTRAT_LOC_DATA: idLike() }) }),
    answer: ack,
    summary: 'Retire un matériel (contrat non facturé, matériel ni Sortie ni Rentré).',
  },
  sortie_mat: byContractId('Passe le matériel à Sortie.'),
  retour_mat: byContractId('Passe le matériel à Rentré.'),
  cancel_mat: byContractId('Remet le matériel En attente.'),
  cloture_contrat: {
    payload: () => payload({ contrat: idLike(), version: seen() }),
    answer: ack,
    summary: 'Clôture un contrat (aucun matériel Sortie).',
  },
  send_to_signe: {
    payload: () => payload({ id: idLike() }),
    answer: ack,
    summary: 'Envoie le contrat pour signature (numéro de contrat).',
  },
  get_sub_family_info: {
    payload: () => payload({ subFamily: text() }),
    answer: anyList,
    summary:
      'Sous-famille (Nom_Genre_Machine) et ses grilles (portalData CAT_Tarif_GM_id) : data.data[0].',
  },
  get_contrat_pj: {
    payload: () => payload({ gm: text() }),
    answer: anyList,
    summary: 'Pièces justificatives demandées pour une sous-famille (nom, libelle).',
  },
  update_contrat_from_SSynch: {
    payload: () => payload({ CLD_ID_WEB: idLike(), CLD_MATRICULE: idLike(), version: seen() }),
    answer: ack,
    summary: 'Change le matricule d’une ligne En attente (mise à jour synchronisée web).',
  },
  update_info_file_uploaded: {
    payload: () => payload({ contratNum: idLike() }),
    answer: ack,
    summary: 'Note qu’une pièce justificative a été déposée.',
  },
  getSignedFileData: {
    payload: () => payload({ contratNum: idLike(), codeClient: idLike() }),
    answer: anyList,
    summary: 'Données de signature du contrat.',
  },
  'file/upload': {
    transport: 'multipart',
    payload: () =>
      payload({
        // A missing file is the handler's « Un document est requis. » (spec 4 §5).
        file: z.unknown().optional(),
        extraPath: anyText().optional(),
        code: idLike(),
        name: text(),
      }),
    answer: () => z.looseObject({ path: z.string() }),
    summary:
      'Dépôt multipart non chiffré (file, extraPath, code, name), moins de 1 Mo, image ou PDF.',
  },
  'file/exist': {
    payload: () => payload({ filename: text(), code: idLike() }),
    answer: () => z.looseObject({ exist: z.boolean() }),
    summary: 'La pièce existe-t-elle ? (réponse définie ici : { exist }).',
  },
  'file/download': {
    payload: () => payload({ code: idLike(), name: text() }),
    answer: () => z.looseObject({ url: z.string() }),
    summary: 'Adresse de téléchargement : data.url.',
  },
});
