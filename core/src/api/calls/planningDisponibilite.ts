import { z } from 'zod';
import { parcRecord, rentalEventRecord } from '../records';
import { ack, anyList, fieldList, settingRecord } from '../answers';
import { defineFamily } from '../defineFamily';
import { calendarSettingsCalls } from './calendarSettings';
import {
  anyText,
  email,
  flag01,
  noPayload,
  oneOf,
  payload,
  recordOf,
  text,
  timestampMs,
} from '../fields';

/** `{ start, end }` in milliseconds (spec 1 §7). */
export const msRange = () => payload({ start: timestampMs(), end: timestampMs() });

/** spec 1 §3/§7: the per-page display preferences saved under `planning_display[key]`. */
export const planningVuePayload = () =>
  payload({
    newData: recordOf({
      selectedNbrDays: oneOf([z.number(), z.string()], 'doit être un nombre de jours'),
      selectedslotduration: z.string(),
      selectedStartTime: z.string(),
      selectedEndTime: z.string(),
    }),
    key: text(),
    token: text(),
  });

/** spec 1 §7 Availability planning (`/api/planningDisponibilite/v1`). */
export const planningDisponibilite = defineFamily('planningDisponibilite', {
  ...calendarSettingsCalls('par type d’événement (LOCATION, RESERVATION, SAV, LIVRAISON)'),
  get_parc: {
    payload: noPayload(),
    answer: fieldList(parcRecord()),
    summary: 'Parc : lignes du planning (famille, sous-famille, matricule, agence).',
  },
  get_events: {
    payload: msRange(),
    answer: fieldList(rentalEventRecord()),
    summary: 'Locations (CLD_*) entre start et end (ms).',
  },
  get_events_reserved: {
    payload: msRange(),
    answer: fieldList(rentalEventRecord()),
    summary: 'Réservations (R_*) entre start et end (ms).',
  },
  get_events_sav: {
    payload: msRange(),
    answer: anyList(),
    summary:
      'Événements SAV (Debut_TIMESTAMP, Fin_TIMESTAMP, N° MATR INT, …) entre start et end (ms).',
  },
  get_contrat_state: {
    payload: noPayload(),
    answer: fieldList(z.looseObject({ state: z.string(), color: z.string() })),
    summary: 'États de contrat et leur couleur.',
  },
  get_state_colors: {
    payload: noPayload(),
    answer: fieldList(
      z.looseObject({ state: z.string().optional(), color: z.string().optional() }),
    ),
    summary: 'Couleurs par état d’événement.',
  },
  get_planning_events_type_to_show: {
    payload: noPayload(),
    answer: fieldList(settingRecord()),
    summary: 'Types affichés : showLivraison, showLocation, showReservation (0 = affiché).',
  },
  save_planning_events_type_to_show: {
    access: 'admin',
    payload: payload({
      showLivraison: flag01(),
      showLocation: flag01(),
      showReservation: flag01(),
    }),
    answer: ack(),
    summary:
      'Enregistre les types affichés (0 = affiché) ; ajout de ce serveur, pendant de get_planning_events_type_to_show.',
  },
  update_planning_vue: {
    payload: planningVuePayload(),
    answer: ack(),
    summary: 'Enregistre l’affichage choisi dans planning_display[key] de l’utilisateur du jeton.',
  },
  user_registration: {
    access: 'admin',
    payload: payload({
      user: recordOf({
        email: email(),
        password: text(),
        web_application_to_show: anyText().optional(),
        admin: flag01().optional(),
      }),
    }),
    answer: z.looseObject({ id: z.union([z.string(), z.number()]).optional() }),
    summary: 'Crée un utilisateur (réponse non montrée par la spec : { id }).',
  },
});
