import { z } from 'zod';
import { agencyRecord, clientRecord, conditionRecord, technicianRecord } from '../records';
import { ack, fieldList, tokenAnswer } from '../answers';
import { defineFamily } from '../defineFamily';
import { calendarSettingsCalls } from './calendarSettings';
import { RENTAL_LEGS } from '../../livraison/deliveryPlanning';
import {
  anyText,
  choiceOf,
  idLike,
  jsonText,
  noPayload,
  oneOf,
  password,
  payload,
  recordOf,
  recordVersion,
  signInName,
  text,
  timestampMs,
} from '../fields';
import { msRange } from './planningDisponibilite';

/** spec 3 §3.5 Calendar event of delivery management. */
const deliveryEvent = (supprimer?: 0 | 1) =>
  recordOf({
    event_id: idLike().optional(),
    nom: text(),
    description: anyText().optional(),
    debut: anyText().optional(),
    debut_timestamp: timestampMs(),
    fin_timestamp: timestampMs(),
    temps: oneOf([z.number(), z.string()], 'doit être une durée').optional(),
    distance: oneOf([z.number(), z.string()], 'doit être une distance').optional(),
    poid: anyText().optional(),
    chauffeur: text(),
    recap: anyText().optional(),
    supprimer:
      supprimer === undefined
        ? oneOf([z.literal(0), z.literal(1)], 'doit valoir 0 ou 1').optional()
        : z.literal(supprimer, { error: `doit valoir ${supprimer}` }),
    version: recordVersion().optional(),
  });

/** Issue 35: the drivers of delivery management (payload in kg, hours) and the event colours. */
const itinerarySettingsAnswer = () =>
  z.looseObject({
    drivers: z.array(
      z.looseObject({
        name: z.string(),
        payloadKg: z.number(),
        start: z.string(),
        end: z.string(),
        days: z.array(z.number()),
      }),
    ),
    colors: z.looseObject({ Livraison: z.string(), Reprise: z.string() }),
  });

/**
 * spec 1 §7 Delivery planning and spec 3 §7.2 Delivery management, one family
 * (`/api/planningLivraison/v1`).
 */
export const planningLivraison = defineFamily('planningLivraison', {
  ...calendarSettingsCalls('du calendrier des livraisons'),
  get_materials: {
    payload: msRange,
    answer: () =>
      fieldList(
        conditionRecord().extend({
          description: z.string().nullable().optional(),
          chauffeur: z.string().nullable().optional(),
          debut_timestamp: z.union([z.number(), z.string()]).nullable().optional(),
          fin_timestamp: z.union([z.number(), z.string()]).nullable().optional(),
          type: choiceOf(RENTAL_LEGS).optional(),
          id: z.string().optional(),
          CLD_COMMENTAIRE_LIVRAISON_RETOUR: z.string().nullable().optional(),
          version: z.number().optional(),
        }),
      ),
    summary:
      'Livraisons (DEPART : départ livraison → début de location ; RETOUR : fin de location → livraison retour) qui chevauchent start–end (ms), 100 jours au plus.',
  },
  get_technicien_liste: {
    payload: noPayload,
    answer: () => fieldList(technicianRecord()),
    summary: 'Liste des chauffeurs/techniciens.',
  },
  get_technicien_available_liste: {
    payload: noPayload,
    answer: () =>
      fieldList(
        z.looseObject({
          key: z.union([z.string(), z.number()]),
          NOM_TECHNICIEN: z.string(),
          debut_timestamp: z.number(),
          fin_timestamp: z.number(),
          version: z.number().optional(),
        }),
      ),
    summary:
      'Indisponibilités des chauffeurs ({ key, NOM_TECHNICIEN, debut_timestamp, fin_timestamp, motif, version }).',
  },
  set_technicien_available_liste_by_key: {
    access: 'admin',
    payload: () =>
      payload({
        key: anyText(),
        data: recordOf({
          NOM_TECHNICIEN: text(),
          debut_timestamp: timestampMs(),
          fin_timestamp: timestampMs(),
          motif: anyText().max(200, { error: 'ne doit pas dépasser 200 caractères' }).optional(),
        }),
        version: recordVersion().optional(),
      }),
    answer: ack,
    summary:
      'Crée (clé vide) ou modifie une indisponibilité de chauffeur par clé (NOM_TECHNICIEN, debut_timestamp, fin_timestamp, motif ; forme non montrée par la spec, définie ici). version (ajout de ce serveur) : celle de la fiche vue, 409 si elle a changé depuis.',
  },
  get_technicien_liste_to_show: {
    payload: noPayload,
    answer: () =>
      fieldList(
        z.looseObject({ tech_to_show_planning_livraison: z.string().nullable().optional() }),
      ),
    summary: 'Chauffeurs affichés (tech_to_show_planning_livraison, séparés par des virgules).',
  },
  set_technicien_liste_to_show: {
    access: 'admin',
    payload: () => payload({ liste: anyText(), token: text() }),
    answer: ack,
    summary: 'Enregistre les chauffeurs affichés (liste séparée par des virgules).',
  },
  set_livraison_retour_comment: {
    payload: () =>
      payload({
        idEnregistrement: idLike(),
        data: anyText().max(2000, { error: 'ne doit pas dépasser 2000 caractères' }),
        version: recordVersion().optional(),
      }),
    answer: ack,
    summary:
      'Commentaire de la livraison retour (idEnregistrement : CLD_IDEnreg de la ligne ; enregistré dans CLD_COMMENTAIRE_LIVRAISON_RETOUR). version (ajout de ce serveur) : celle de la ligne lue par get_materials ; si la ligne a changé depuis, 409 et rien n’est écrit. Réponse : { recordId, version }.',
  },
  account_login: {
    access: 'public',
    payload: () => payload({ username: signInName(), password: password() }),
    answer: tokenAnswer,
    summary:
      'Connexion au planning de livraison (réponse non montrée par la spec : { id: <jeton> }).',
  },
  get_agency: {
    payload: noPayload,
    answer: () => fieldList(agencyRecord()),
    summary: 'Agences (avec position sur la carte).',
  },
  get_agency_soft: {
    payload: noPayload,
    answer: () => fieldList(agencyRecord()),
    summary: 'Agences, version allégée.',
  },
  get_contrat_actif: {
    payload: noPayload,
    answer: () => fieldList(conditionRecord()),
    summary: 'Contrats actifs à livrer (Sortie) ou à reprendre (Stock), pour la carte.',
  },
  get_client_actif: {
    payload: noPayload,
    answer: () => fieldList(clientRecord()),
    summary: 'Clients ayant des contrats actifs, pour la carte.',
  },
  addEvent: {
    payload: () => payload({ event: deliveryEvent(0) }),
    answer: () =>
      z.looseObject({
        event_id: z.union([z.string(), z.number()]),
        version: z.number().optional(),
      }),
    summary:
      'Ajoute un itinéraire au calendrier (supprimer 0 ; réponse définie ici : { event_id, version }). Le serveur recalcule distance, temps, poid et fin depuis recap et refuse des étapes incohérentes (422).',
  },
  editEvent: {
    payload: () => payload({ event: deliveryEvent().extend({ event_id: idLike() }) }),
    answer: ack,
    summary:
      'Modifie un itinéraire. version (ajout de ce serveur) : celle de la fiche vue ; 409 si elle a changé depuis.',
  },
  deleteEvent: {
    payload: () =>
      payload({
        event: recordOf({
          event_id: idLike(),
          supprimer: z.literal(1, { error: 'doit valoir 1' }),
          version: recordVersion().optional(),
        }),
      }),
    answer: ack,
    summary: 'Supprime un itinéraire (supprimer 1).',
  },
  getEvents: {
    payload: () => payload({ start: timestampMs(), end: timestampMs() }),
    answer: () =>
      fieldList(
        z.looseObject({
          event_id: z.union([z.string(), z.number()]),
          nom: z.string(),
          chauffeur: z.string(),
          debut_timestamp: z.union([z.number(), z.string()]),
          fin_timestamp: z.union([z.number(), z.string()]),
          supprimer: z.union([z.number(), z.string()]).optional(),
        }),
      ),
    summary: 'Itinéraires du calendrier qui chevauchent start–end (ms), 100 jours au plus.',
  },
  get_itinerary_settings: {
    payload: noPayload,
    answer: itinerarySettingsAnswer,
    summary:
      'Ajout de ce serveur (DECISIONS.md) : chauffeurs de la gestion des livraisons (charge utile en kg, horaires, jours) et couleurs Livraison / Reprise.',
  },
  save_itinerary_settings: {
    access: 'admin',
    payload: () => payload({ settings: jsonText() }),
    answer: ack,
    summary:
      'Ajout de ce serveur : enregistre les chauffeurs (nom, payloadKg, start, end, days) et les couleurs (texte JSON).',
  },
});
