import { z } from 'zod';
import { rdvAgencyRecord, slotRecord } from '../records';
import { ack, anyList, errorListeAnswer, fieldList } from '../answers';
import { defineFamily } from '../defineFamily';
import { calendarSettingsCalls } from './calendarSettings';
import { RDV_AGENCIES_DISPLAY_KEY, RDV_AGENCIES_MAX } from '../../rdv/agencyChoice';
import {
  anyText,
  boolish,
  idLike,
  listOf,
  noPayload,
  oneOf,
  payload,
  recordOf,
  recordVersion,
  SIGN_IN_NAME_MAX,
  text,
  TEXT_ID_MAX,
  timeHHmm,
  timestampMs,
} from '../fields';

const NAME_MAX = 200;

/** spec 2 §3.2 RDV_VALIDE: 0–3, as number or text (the server says which values it takes). */
const rdvValideField = () =>
  z.union([z.number(), anyText(5)], { error: 'doit valoir 0, 1, 2 ou 3' });

/** An agency id, or '' (spec 2 §5.2 "Saving needs an agency": the server says so in French). */
const agencyOrEmpty = () =>
  oneOf([idLike(), z.literal('')], 'doit être un identifiant d’agence (PR_ID_AG)');

/**
 * spec 2 §3.2: a slot as sent on creation: AGENCE (PR_ID_AG), JOUR (any moment of the day, stored
 * at 12:00 UTC), DEBUT/FIN HH:mm, one TYPE_ID field per appointment type set to 1 (at least one),
 * HEBDOMADAIRE 1 for a weekly series up to FIN_HEBDOMADAIRE (ms, included) every
 * INTERVALLE_HEBDOMADAIRE weeks (1–5, default 1) — these two are ours, the spec does not name
 * them. ID_HEBDOMADAIRE is built by the server (creation time, start day, end day).
 */
const newSlot = () =>
  recordOf({
    AGENCE: idLike(),
    VILLE: anyText(NAME_MAX).optional(),
    JOUR: timestampMs(),
    DEBUT: timeHHmm(),
    FIN: timeHHmm(),
    HEBDOMADAIRE: oneOf([z.literal(0), z.literal(1)], 'doit valoir 0 ou 1').optional(),
    ID_HEBDOMADAIRE: anyText(TEXT_ID_MAX).optional(),
    FIN_HEBDOMADAIRE: timestampMs().optional(),
    INTERVALLE_HEBDOMADAIRE: z
      .number({ error: 'doit être un nombre de semaines de 1 à 5' })
      .int({ error: 'doit être un nombre de semaines de 1 à 5' })
      .min(1, { error: 'doit être un nombre de semaines de 1 à 5' })
      .max(5, { error: 'doit être un nombre de semaines de 1 à 5' })
      .optional(),
  });

/**
 * spec 2 §7.2 `edit_dispo` newData: the fields of §3.2 a person changes. LIBRE 0 frees a booked
 * slot, LIBRE 1 books a free one for CODE_CLIENT; COMMENTAIRE is the text of a new comment
 * (added to the history with the date and the user when not empty). TYPE_ID fields as on creation.
 */
const slotEdit = () =>
  recordOf({
    AGENCE: agencyOrEmpty().optional(),
    VILLE: anyText(NAME_MAX).optional(),
    JOUR: timestampMs().optional(),
    DEBUT: timeHHmm().optional(),
    FIN: timeHHmm().optional(),
    LIBRE: oneOf([z.literal(0), z.literal(1)], 'doit valoir 0 (libre) ou 1 (réservé)').optional(),
    RDV_VALIDE: rdvValideField().optional(),
    NOM: anyText(NAME_MAX).optional(),
    PRENOM: anyText(NAME_MAX).optional(),
    CODE_CLIENT: anyText(TEXT_ID_MAX).optional(),
    MAIL: anyText(SIGN_IN_NAME_MAX).optional(),
    NUMERO: anyText(50).optional(),
    VELO_TYPE: anyText(NAME_MAX).optional(),
    RESERVATION_NUM: anyText(TEXT_ID_MAX).optional(),
    CONTRAT: anyText(TEXT_ID_MAX).optional(),
    MATRICULE: anyText(TEXT_ID_MAX).optional(),
    COMMENTAIRE: anyText(2000).optional(),
  });

/** The slot a validation mail is about (ours: its key, and the original agency, spec 2 §4.2). */
const validationResa = () =>
  recordOf({
    key: idLike(),
    AGENCE: idLike().optional(),
  });

/** spec 2 §7.2 Availability (`/api/gestionRdvVelo/v1`). */
export const gestionRdvVelo = defineFamily('gestionRdvVelo', {
  ...calendarSettingsCalls('par type de RDV'),
  set_dispo: {
    access: 'admin',
    payload: () =>
      payload({
        dispo: oneOf(
          [newSlot(), listOf(newSlot()).min(1)],
          'doit être un créneau ou une liste de créneaux',
        ),
      }),
    answer: () => z.looseObject({ keys: z.array(z.union([z.string(), z.number()])) }),
    summary:
      'Crée un ou plusieurs créneaux (une plage horaire chacun) ; HEBDOMADAIRE 1 : une série chaque INTERVALLE_HEBDOMADAIRE semaines (1 à 5) le jour de semaine de JOUR jusqu’à FIN_HEBDOMADAIRE inclus, ID_HEBDOMADAIRE construit par le serveur. Réponse non montrée par la spec : { keys } des créneaux créés.',
  },
  edit_dispo: {
    payload: () =>
      payload({
        key: idLike(),
        newData: slotEdit(),
        sendEmail: boolish().optional(),
        version: recordVersion().optional(),
      }),
    answer: ack,
    summary:
      "Modifie un créneau (spec 2 §4.2, §5.2, §6, décidé par le serveur) : date, heures, types et agence par un administrateur ; RDV_VALIDE et COMMENTAIRE (nouveau commentaire) sur un créneau réservé, par tous s’il porte un code client ou un numéro de réservation ; LIBRE 1 réserve un créneau libre pour CODE_CLIENT (administrateur ; perdant d’une réservation simultanée : 409 « Ce créneau vient d'être réservé ») ; LIBRE 0 le libère (administrateur ; mail au client). Un mail prévient le client quand le jour, les heures ou la ville changent (sendEmail false : pas de mail de changement). version : celle du créneau lu ; périmée : 409. Réponse : { recordId, version }.",
  },
  get_dispo: {
    payload: () => payload({ city: anyText(NAME_MAX), agency: idLike() }),
    answer: () => fieldList(slotRecord()),
    summary: 'Créneaux d’une agence.',
  },
  get_dispo_by_client: {
    payload: () => payload({ client: text(TEXT_ID_MAX) }),
    answer: () => fieldList(slotRecord()),
    summary: 'Créneaux réservés par un client (code client).',
  },
  get_dispo_by_agency_between_timestamp: {
    payload: () =>
      payload({
        city: anyText(NAME_MAX),
        agency: idLike(),
        start: timestampMs(),
        end: timestampMs(),
      }),
    answer: () => fieldList(slotRecord()),
    summary: 'Créneaux d’une agence entre deux jours (ms).',
  },
  get_dispo_between_timestamp: {
    payload: () => payload({ start: timestampMs(), end: timestampMs() }),
    answer: () => fieldList(slotRecord()),
    summary: 'Créneaux entre deux jours (ms).',
  },
  get_rdv_type_liste: {
    payload: noPayload,
    answer: () =>
      fieldList(z.looseObject({ KEY: z.union([z.string(), z.number()]), LABEL_TECH: z.string() })),
    summary: 'Types de RDV (KEY, LABEL_TECH).',
  },
  get_agency_liste: {
    payload: noPayload,
    answer: () => fieldList(rdvAgencyRecord()),
    summary: 'Agences du calendrier (PR_ID_AG, PR_NOM_AG, WEB_LABEL, PR_COLOR, …).',
  },
  get_contract_by_num: {
    payload: () => payload({ num: idLike() }),
    answer: anyList,
    summary: 'Contrat par numéro de réservation.',
  },
  get_contract_materiel_by_id: {
    payload: () => payload({ id: idLike() }),
    answer: anyList,
    summary: 'Matériel d’un contrat.',
  },
  delete_dispo: {
    access: 'admin',
    payload: () => payload({ key: idLike() }),
    answer: ack,
    summary: 'Supprime un créneau.',
  },
  delete_future_dispo_recurrence: {
    access: 'admin',
    payload: () => payload({ key: idLike(), start: timestampMs() }),
    answer: () => z.looseObject({ deleted: z.number() }),
    summary:
      'Supprime les occurrences de la série (key : un créneau de la série ou son ID_HEBDOMADAIRE) dont le jour est à partir de celui de start (réponse définie ici : { deleted }).',
  },
  delete_future_dispo_recurrence_betwenne_date: {
    access: 'admin',
    payload: () => payload({ key: idLike(), start: timestampMs(), end: timestampMs() }),
    answer: () => z.looseObject({ deleted: z.number() }),
    summary:
      'Supprime les occurrences de la série (key : un créneau ou ID_HEBDOMADAIRE) du jour de start au jour de end inclus (réponse : { deleted }).',
  },
  delete_dispo_recurrence: {
    access: 'admin',
    payload: () => payload({ key: idLike() }),
    answer: () => z.looseObject({ deleted: z.number() }),
    summary:
      'Supprime toute la série (key : un créneau de la série ou son ID_HEBDOMADAIRE ; réponse : { deleted }).',
  },
  get_client_by_code_client: {
    payload: () => payload({ code_client: text(TEXT_ID_MAX) }),
    answer: anyList,
    summary: 'Client par code (SOCIETE, NOM, PRENOM, CONTACT_MAIL(1), CODE_CLIENT, TELEPHONE).',
  },
  get_client_by_name_or_code_client: {
    payload: () => payload({ clientData: text(NAME_MAX) }),
    answer: anyList,
    summary: 'Clients par nom ou code.',
  },
  validation_dispo_mail: {
    payload: () => payload({ resa: validationResa() }),
    answer: errorListeAnswer,
    summary:
      'Mail de validation du RDV au client du créneau resa.key (code client, nom et mail requis), avec l’agence d’origine resa.AGENCE (par défaut celle du créneau) ; réponse définie ici : { errorListe }.',
  },
  get_contracts_by_code_client: {
    payload: () => payload({ code: text(TEXT_ID_MAX) }),
    answer: anyList,
    summary: 'Contrats en cours d’un client.',
  },
  update_contrat_num_by_key: {
    access: 'admin',
    payload: () => payload({ key: idLike(), contratNum: anyText(TEXT_ID_MAX) }),
    answer: ack,
    summary:
      'Associe un contrat en cours du client à un créneau réservé (contratNum vide : le retire). Réponse : { recordId, version }.',
  },
  update_planning_vue: {
    payload: () =>
      payload({
        newData: z.object(
          {
            agencies: listOf(idLike()).max(RDV_AGENCIES_MAX, {
              error: `ne peut pas dépasser ${RDV_AGENCIES_MAX} agences`,
            }),
          },
          { error: (iss) => (iss.input === undefined ? 'est obligatoire' : 'doit être un objet') },
        ),
        key: z.literal(RDV_AGENCIES_DISPLAY_KEY, {
          error: `doit être la clé ${RDV_AGENCIES_DISPLAY_KEY}`,
        }),
        token: text(),
      }),
    answer: ack,
    summary:
      'Enregistre les agences choisies (Liste des agences) dans planning_display[key] de l’utilisateur du jeton : agences connues seulement, une seule hors administrateurs ; même appel que celui des autres plannings, ajout de ce serveur pour cette page.',
  },
});
