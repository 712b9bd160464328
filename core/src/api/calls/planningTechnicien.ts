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
  flag01,
  idLike,
  noPayload,
  password,
  payload,
  recordOf,
  recordVersion,
  signInName,
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
    Statut: z.union([anyText(20), z.number()], { error: 'doit être un code de statut' }).optional(),
    Debut: wireDateTimeOrEmpty().optional(),
    Fin: wireDateTimeOrEmpty().optional(),
    'Techniciens_Nom(1)': anyText().optional(),
    'Techniciens_Nom(2)': anyText().optional(),
    'Techniciens_Nom(3)': anyText().optional(),
    'Techniciens_Nom(4)': anyText().optional(),
    'Techniciens_Nom(5)': anyText().optional(),
  });

/** A required wire date-time `MM/DD/YYYY HH:mm:ss` (unavailabilities and comments, ours). */
const wireDateTime = () =>
  wireDateTimeOrEmpty().refine((v) => v !== '', { error: 'est obligatoire' });

/**
 * spec 2 §3.1 Unavailability (DEBUT, FIN, TECHNICIEN, TYPE, state) and Comment (… COMMENTAIRE):
 * the spec does not show the payload's shape; ours has the record's fields, dates as wire
 * date-times like the events (§7), `state` 1 active or 0 deleted (absent: 1 on creation).
 */
const periodData = <S extends Record<string, z.ZodType>>(own: S) =>
  recordOf({
    DEBUT: wireDateTime(),
    FIN: wireDateTime(),
    TECHNICIEN: text(),
    state: flag01().optional(),
    ...own,
  });

const credentials = () => ({ username: signInName(), password: password() });
/**
 * The per-user calls of spec 2 §7.1 name the account and its password. The session (Bearer
 * token) proves who asks, and a page never holds a password: this server takes `username`, which
 * must name the session's account, and `password` when an older client still sends it (not
 * checked again: the sign-in did that).
 */
const ownAccount = () => ({ username: signInName(), password: password().optional() });

/** spec 2 §7.1 Technician planning (`/api/planningTechnicien/v1`). */
export const planningTechnicien = defineFamily('planningTechnicien', {
  ...calendarSettingsCalls('par statut d’intervention'),
  set_technicien_available_liste_by_key: {
    access: 'admin',
    payload: () => payload({ key: anyText(20), data: periodData({ TYPE: text(40) }) }),
    answer: ack,
    summary:
      'Crée (clé vide) ou modifie une indisponibilité : DEBUT, FIN (MM/DD/YYYY HH:mm:ss), TECHNICIEN, TYPE (getIndisponibilityType), state (1 active, 0 supprimée) ; forme non montrée par la spec, définie ici. Réponse : { recordId }.',
  },
  set_commentaire_by_key: {
    access: 'admin',
    payload: () =>
      payload({
        key: anyText(20),
        data: periodData({ COMMENTAIRE: text(2000) }),
      }),
    answer: ack,
    summary:
      'Crée (clé vide) ou modifie un commentaire de technicien : DEBUT, FIN (MM/DD/YYYY HH:mm:ss), TECHNICIEN, COMMENTAIRE, state (0 = supprimé) ; forme définie ici. Réponse : { recordId }.',
  },
  get_calendar_settings: {
    payload: noPayload,
    answer: () => fieldList(z.looseObject({ Params: z.unknown().optional() })),
    summary: 'Paramètres du calendrier (Params booléens par nom, ex. multie-technicien).',
  },
  get_technicien_available_liste: {
    payload: noPayload,
    answer: () => fieldList(technicianPeriodRecord()),
    summary: 'Indisponibilités des techniciens.',
  },
  get_commentaires_liste: {
    payload: noPayload,
    answer: () => fieldList(technicianPeriodRecord()),
    summary: 'Commentaires sur les techniciens.',
  },
  get_technicien_liste: {
    payload: noPayload,
    answer: () => fieldList(technicianRecord()),
    summary: 'Liste des techniciens (NOM_TECHNICIEN, ID_Agence).',
  },
  get_event_info_by_event_link: {
    payload: () => payload({ link: idLike() }),
    answer: () =>
      fieldList(
        z.looseObject({
          'SAV REF PRODUIT': z.string().nullable().optional(),
          'SAV DESIGNATION': z.string().nullable().optional(),
          'SAV QTE PROD': z.union([z.string(), z.number()]).nullable().optional(),
        }),
      ),
    summary: 'Lignes de détail d’une intervention (_LINK MOTEUR).',
  },
  get_old_events_liste: {
    payload: dayRange,
    answer: () => fieldList(interventionRecord()),
    summary: 'Interventions terminées (140) entre start et end (MM/DD/YYYY ; end + 1 jour).',
  },
  get_events_liste: {
    payload: dayRange,
    answer: () => fieldList(interventionRecord()),
    summary: 'Interventions en cours et non planifiées entre start et end (MM/DD/YYYY).',
  },
  set_event: {
    access: 'admin',
    payload: () =>
      payload({ id: idLike(), data: eventEdit(), version: recordVersion().optional() }),
    answer: ack,
    summary:
      "Modifie une intervention : Statut, Debut/Fin (MM/DD/YYYY HH:mm:ss), Techniciens_Nom(1..5), selon les transitions de la spec 2 §4.1 décidées par le serveur (403/409 avec le message du §8). version (ajout de ce serveur) : celle de l’intervention lue ; si elle a changé depuis, 409 « Cette intervention vient d'être modifiée par quelqu'un d'autre » et rien n’est écrit. Réponse : { recordId, version }.",
  },
  get_agency: {
    payload: noPayload,
    answer: () => nestedFieldList(agencyRecord()),
    summary: 'Agences, sous data.data.data (spec 2 §7).',
  },
  get_agency_soft: {
    payload: noPayload,
    answer: () => nestedFieldList(agencyRecord()),
    summary: 'Agences (ag_nom, ID_Agence), sous data.data.data.',
  },
  login: {
    access: 'public',
    payload: () => payload(credentials()),
    answer: tokenAnswer,
    summary:
      'Connexion au planning technicien (réponse non montrée par la spec : { id: <jeton> }).',
  },
  setTechToShow: {
    access: 'admin',
    payload: () => payload({ token: text(), liste: anyText() }),
    answer: ack,
    summary: 'Enregistre tech_to_show_planning_technicien (liste séparée par des virgules).',
  },
  getTechToShow: {
    payload: () => payload(ownAccount()),
    answer: () =>
      fieldList(
        z.looseObject({ tech_to_show_planning_technicien: z.string().nullable().optional() }),
      ),
    summary: 'Techniciens affichés pour l’utilisateur.',
  },
  setAgency: {
    payload: () =>
      payload({
        ...ownAccount(),
        agencyId: z.union([idLike(), z.literal('')], { error: 'doit être une agence ou vide' }),
      }),
    answer: ack,
    summary:
      'Enregistre l’agence choisie par l’utilisateur (filtre Agence du planning) ; agencyId vide : aucune agence.',
  },
  getAgency: {
    payload: () => payload(ownAccount()),
    answer: anyList,
    summary: 'Agence choisie par l’utilisateur.',
  },
  getIndisponibilityType: {
    payload: noPayload,
    answer: () =>
      fieldList(z.looseObject({ TYPE: z.string().optional(), LABEL: z.string().optional() })),
    summary: 'Types d’indisponibilité (CP, RTT, CSS, AEX, CM, Autre par défaut).',
  },
  get_planning_technicien_options: {
    payload: noPayload,
    answer: () => fieldList(settingRecord()),
    summary: 'Options (Key/Value) : statutToShow, use_{produit}_tablette, …',
  },
  update_planning_vue: {
    payload: planningVuePayload,
    answer: ack,
    summary: 'Enregistre l’affichage choisi dans planning_display[key] (clé planning-technicien).',
  },
});
