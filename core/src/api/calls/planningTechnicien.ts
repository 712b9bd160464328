import { z } from 'zod';
import {
  agencyRecord,
  interventionRecord,
  technicianPeriodRecord,
  technicianRecord,
} from '../records';
import { ack, anyList, fieldList, nestedFieldList, settingRecord, tokenAnswer } from '../answers';
import { defineFamily } from '../defineFamily';
import { calendarSettingsCalls } from './calendarSettings';
import {
  anyText,
  idLike,
  noPayload,
  payload,
  recordOf,
  text,
  wireDateTimeOrEmpty,
  wireDay,
} from '../fields';
import { planningVuePayload } from './planningDisponibilite';

/** spec 2 §7: events are fetched with month/day/year dates. */
const dayRange = () => payload({ start: wireDay(), end: wireDay() });

/** spec 2 §7 "Edits send Statut, Debut and Fin … and Techniciens_Nom(1..5)". */
const eventEdit = () =>
  recordOf({
    Statut: z.union([z.string(), z.number()], { error: 'doit être un code de statut' }).optional(),
    Debut: wireDateTimeOrEmpty().optional(),
    Fin: wireDateTimeOrEmpty().optional(),
    'Techniciens_Nom(1)': anyText().optional(),
    'Techniciens_Nom(2)': anyText().optional(),
    'Techniciens_Nom(3)': anyText().optional(),
    'Techniciens_Nom(4)': anyText().optional(),
    'Techniciens_Nom(5)': anyText().optional(),
  });

const credentials = { username: text(), password: text() };

/** spec 2 §7.1 Technician planning (`/api/planningTechnicien/v1`). */
export const planningTechnicien = defineFamily('planningTechnicien', {
  ...calendarSettingsCalls('par statut d’intervention'),
  set_technicien_available_liste_by_key: {
    access: 'admin',
    payload: payload({ key: anyText(), data: recordOf({}) }),
    answer: ack(),
    summary: 'Crée (clé vide) ou modifie une indisponibilité (state 1 active, 0 supprimée).',
  },
  set_commentaire_by_key: {
    access: 'admin',
    payload: payload({ key: anyText(), data: recordOf({}) }),
    answer: ack(),
    summary: 'Crée (clé vide) ou modifie un commentaire de technicien (state 0 = supprimé).',
  },
  get_calendar_settings: {
    payload: noPayload(),
    answer: fieldList(z.looseObject({ Params: z.unknown().optional() })),
    summary: 'Paramètres du calendrier (Params booléens par nom, ex. multie-technicien).',
  },
  get_technicien_available_liste: {
    payload: noPayload(),
    answer: fieldList(technicianPeriodRecord()),
    summary: 'Indisponibilités des techniciens.',
  },
  get_commentaires_liste: {
    payload: noPayload(),
    answer: fieldList(technicianPeriodRecord()),
    summary: 'Commentaires sur les techniciens.',
  },
  get_technicien_liste: {
    payload: noPayload(),
    answer: fieldList(technicianRecord()),
    summary: 'Liste des techniciens (NOM_TECHNICIEN, ID_Agence).',
  },
  get_event_info_by_event_link: {
    payload: payload({ link: idLike() }),
    answer: fieldList(
      z.looseObject({
        'SAV REF PRODUIT': z.string().nullable().optional(),
        'SAV DESIGNATION': z.string().nullable().optional(),
        'SAV QTE PROD': z.union([z.string(), z.number()]).nullable().optional(),
      }),
    ),
    summary: 'Lignes de détail d’une intervention (_LINK MOTEUR).',
  },
  get_old_events_liste: {
    payload: dayRange(),
    answer: fieldList(interventionRecord()),
    summary: 'Interventions terminées (140) entre start et end (MM/DD/YYYY ; end + 1 jour).',
  },
  get_events_liste: {
    payload: dayRange(),
    answer: fieldList(interventionRecord()),
    summary: 'Interventions en cours et non planifiées entre start et end (MM/DD/YYYY).',
  },
  set_event: {
    access: 'admin',
    payload: payload({ id: idLike(), data: eventEdit() }),
    answer: ack(),
    summary:
      'Modifie une intervention : Statut, Debut/Fin (MM/DD/YYYY HH:mm:ss), Techniciens_Nom(1..5).',
  },
  get_agency: {
    payload: noPayload(),
    answer: nestedFieldList(agencyRecord()),
    summary: 'Agences, sous data.data.data (spec 2 §7).',
  },
  get_agency_soft: {
    payload: noPayload(),
    answer: nestedFieldList(agencyRecord()),
    summary: 'Agences (ag_nom, ID_Agence), sous data.data.data.',
  },
  login: {
    access: 'public',
    payload: payload(credentials),
    answer: tokenAnswer(),
    summary:
      'Connexion au planning technicien (réponse non montrée par la spec : { id: <jeton> }).',
  },
  setTechToShow: {
    access: 'admin',
    payload: payload({ token: text(), liste: anyText() }),
    answer: ack(),
    summary: 'Enregistre tech_to_show_planning_technicien (liste séparée par des virgules).',
  },
  getTechToShow: {
    payload: payload(credentials),
    answer: fieldList(
      z.looseObject({ tech_to_show_planning_technicien: z.string().nullable().optional() }),
    ),
    summary: 'Techniciens affichés pour l’utilisateur.',
  },
  setAgency: {
    payload: payload({ ...credentials, agencyId: idLike() }),
    answer: ack(),
    summary: 'Enregistre l’agence choisie par l’utilisateur.',
  },
  getAgency: {
    payload: payload(credentials),
    answer: anyList(),
    summary: 'Agence choisie par l’utilisateur.',
  },
  getIndisponibilityType: {
    payload: noPayload(),
    answer: fieldList(z.looseObject({ TYPE: z.string().optional(), LABEL: z.string().optional() })),
    summary: 'Types d’indisponibilité (CP, RTT, CSS, AEX, CM, Autre par défaut).',
  },
  get_planning_technicien_options: {
    payload: noPayload(),
    answer: fieldList(settingRecord()),
    summary: 'Options (Key/Value) : statutToShow, use_{produit}_tablette, …',
  },
  update_planning_vue: {
    payload: planningVuePayload(),
    answer: ack(),
    summary: 'Enregistre l’affichage choisi dans planning_display[key] (clé planning-technicien).',
  },
});
