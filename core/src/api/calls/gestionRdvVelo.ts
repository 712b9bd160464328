import { z } from 'zod';
import { rdvAgencyRecord, slotRecord } from '../records';
import { ack, anyList, errorListeAnswer, fieldList } from '../answers';
import { defineFamily } from '../defineFamily';
import { calendarSettingsCalls } from './calendarSettings';
import {
  anyText,
  boolish,
  idLike,
  listOf,
  noPayload,
  oneOf,
  payload,
  recordOf,
  text,
  timeHHmm,
  timestampMs,
} from '../fields';

/** spec 2 §3.2: a slot as sent on creation (JOUR at 12:00 UTC of the day, DEBUT/FIN HH:mm). */
const newSlot = () =>
  recordOf({
    AGENCE: idLike(),
    VILLE: anyText().optional(),
    JOUR: timestampMs(),
    DEBUT: timeHHmm(),
    FIN: timeHHmm(),
    HEBDOMADAIRE: oneOf([z.literal(0), z.literal(1)], 'doit valoir 0 ou 1').optional(),
    ID_HEBDOMADAIRE: anyText().optional(),
  });

/** spec 2 §7.2 Availability (`/api/gestionRdvVelo/v1`). */
export const gestionRdvVelo = defineFamily('gestionRdvVelo', {
  ...calendarSettingsCalls('par type de RDV'),
  set_dispo: {
    access: 'admin',
    payload: payload({
      dispo: oneOf(
        [newSlot(), listOf(newSlot()).min(1)],
        'doit être un créneau ou une liste de créneaux',
      ),
    }),
    answer: z.looseObject({ keys: z.array(z.union([z.string(), z.number()])) }),
    summary:
      'Crée un créneau ou une série (récurrence) ; réponse non montrée par la spec : { keys } des créneaux créés.',
  },
  edit_dispo: {
    payload: payload({
      key: idLike(),
      newData: recordOf({}),
      sendEmail: boolish().optional(),
    }),
    answer: ack(),
    summary:
      'Modifie un créneau (date, heures, type, agence : admin ; statut et commentaire : créneau réservé) ; sendEmail demande le mail au client.',
  },
  get_dispo: {
    payload: payload({ city: anyText(), agency: idLike() }),
    answer: fieldList(slotRecord()),
    summary: 'Créneaux d’une agence.',
  },
  get_dispo_by_client: {
    payload: payload({ client: text() }),
    answer: fieldList(slotRecord()),
    summary: 'Créneaux réservés par un client (code client).',
  },
  get_dispo_by_agency_between_timestamp: {
    payload: payload({
      city: anyText(),
      agency: idLike(),
      start: timestampMs(),
      end: timestampMs(),
    }),
    answer: fieldList(slotRecord()),
    summary: 'Créneaux d’une agence entre deux jours (ms).',
  },
  get_dispo_between_timestamp: {
    payload: payload({ start: timestampMs(), end: timestampMs() }),
    answer: fieldList(slotRecord()),
    summary: 'Créneaux entre deux jours (ms).',
  },
  get_rdv_type_liste: {
    payload: noPayload(),
    answer: fieldList(
      z.looseObject({ KEY: z.union([z.string(), z.number()]), LABEL_TECH: z.string() }),
    ),
    summary: 'Types de RDV (KEY, LABEL_TECH).',
  },
  get_agency_liste: {
    payload: noPayload(),
    answer: fieldList(rdvAgencyRecord()),
    summary: 'Agences du calendrier (PR_ID_AG, PR_NOM_AG, WEB_LABEL, PR_COLOR, …).',
  },
  get_contract_by_num: {
    payload: payload({ num: idLike() }),
    answer: anyList(),
    summary: 'Contrat par numéro de réservation.',
  },
  get_contract_materiel_by_id: {
    payload: payload({ id: idLike() }),
    answer: anyList(),
    summary: 'Matériel d’un contrat.',
  },
  delete_dispo: {
    access: 'admin',
    payload: payload({ key: idLike() }),
    answer: ack(),
    summary: 'Supprime un créneau.',
  },
  delete_future_dispo_recurrence: {
    access: 'admin',
    payload: payload({ key: idLike(), start: timestampMs() }),
    answer: z.looseObject({ deleted: z.number() }),
    summary:
      'Supprime les occurrences de la série à partir de start (réponse définie ici : { deleted }).',
  },
  delete_future_dispo_recurrence_betwenne_date: {
    access: 'admin',
    payload: payload({ key: idLike(), start: timestampMs(), end: timestampMs() }),
    answer: z.looseObject({ deleted: z.number() }),
    summary: 'Supprime les occurrences de la série entre start et end (réponse : { deleted }).',
  },
  delete_dispo_recurrence: {
    access: 'admin',
    payload: payload({ key: idLike() }),
    answer: z.looseObject({ deleted: z.number() }),
    summary: 'Supprime toute la série (réponse : { deleted }).',
  },
  get_client_by_code_client: {
    payload: payload({ code_client: text() }),
    answer: anyList(),
    summary: 'Client par code (SOCIETE, NOM, PRENOM, CONTACT_MAIL(1), CODE_CLIENT, TELEPHONE).',
  },
  get_client_by_name_or_code_client: {
    payload: payload({ clientData: text() }),
    answer: anyList(),
    summary: 'Clients par nom ou code.',
  },
  validation_dispo_mail: {
    payload: payload({ resa: recordOf({}) }),
    answer: errorListeAnswer(),
    summary: 'Mail de validation du RDV au client (réponse définie ici : { errorListe }).',
  },
  get_contracts_by_code_client: {
    payload: payload({ code: text() }),
    answer: anyList(),
    summary: 'Contrats en cours d’un client.',
  },
  update_contrat_num_by_key: {
    payload: payload({ key: idLike(), contratNum: anyText() }),
    answer: ack(),
    summary: 'Associe un contrat à un créneau.',
  },
});
