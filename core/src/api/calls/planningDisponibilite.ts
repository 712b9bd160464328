import { z } from 'zod';
import { parcRecord, rentalEventRecord } from '../records';
import { ack, anyList, fieldList, settingRecord } from '../answers';
import { defineFamily } from '../defineFamily';
import { calendarSettingsCalls } from './calendarSettings';
import { PLANNING_DISPLAY_CHOICES } from '../../planning/planningDisplay';
import {
  anyText,
  choicesPredicate,
  email,
  isAmong,
  flag01,
  noPayload,
  oneOf,
  payload,
  recordOf,
  text,
  timeHHmm,
  timestampMs,
} from '../fields';

/** `{ start, end }` in milliseconds (spec 1 §7). */
export const msRange = () => payload({ start: timestampMs(), end: timestampMs() });

/**
 * The pages whose display `update_planning_vue` saves in `planning_display` (spec 1 §3 User:
 * availability and delivery planning; spec 2 §3.1: the planning-technicien key). The only other
 * keys are the technician planning's agency (`planning-technicien-agence`) and the bike slots'
 * `Liste des agences` (`planning-gestion-rdv-velo-agences`), each written by its own family's
 * handler, so one person's record stays small.
 */
export const PLANNING_DISPLAY_KEYS = [
  'planning-disponibilite',
  'planning-livraison',
  'planning-technicien',
] as const;
export type PlanningDisplayKey = (typeof PLANNING_DISPLAY_KEYS)[number];

const daysShown = () =>
  oneOf([z.number(), z.string()], 'doit être un nombre de jours').refine(
    (v) => /^\d{1,3}$/.test(String(v).trim()) && Number(v) >= 1 && Number(v) <= 366,
    { error: 'doit être un nombre de jours (1 à 366)' },
  );

/**
 * The pages whose display takes spec 1 §9's choices (spec 2 §9: the technician planning offers
 * the same); the delivery planning's display is only checked for its shape.
 */
export const DISPLAY_KEYS_WITH_CHOICES: readonly PlanningDisplayKey[] = [
  'planning-disponibilite',
  'planning-technicien',
];

type DisplayField = keyof typeof PLANNING_DISPLAY_CHOICES;
const DISPLAY_FIELDS = Object.keys(PLANNING_DISPLAY_CHOICES) as DisplayField[];

/**
 * spec 1 §3/§7: the per-page display preferences saved under `planning_display[key]`: one of the
 * pages' keys, and only the four fields of the spec (other fields are dropped). For the pages
 * with choices, a value outside them is refused naming the field and the allowed values
 * (core's `PLANNING_DISPLAY_CHOICES`, the lists the pages offer).
 */
export const planningVuePayload = () => {
  const schema = payload({
    newData: z.object(
      {
        selectedNbrDays: daysShown(),
        selectedslotduration: timeHHmm(),
        selectedStartTime: timeHHmm(),
        selectedEndTime: timeHHmm(),
      },
      { error: (iss) => (iss.input === undefined ? 'est obligatoire' : 'doit être un objet') },
    ),
    key: z.enum(PLANNING_DISPLAY_KEYS, {
      error: `doit être la clé d’une page : ${PLANNING_DISPLAY_KEYS.join(', ')}`,
    }),
    token: text(),
  });
  return schema.check((ctx) => {
    if (ctx.issues.length > 0 || !DISPLAY_KEYS_WITH_CHOICES.includes(ctx.value.key)) return;
    for (const field of DISPLAY_FIELDS) {
      const allowed = PLANNING_DISPLAY_CHOICES[field];
      const value = ctx.value.newData[field];
      if (isAmong(allowed, value)) continue;
      ctx.issues.push({
        code: 'custom',
        message: choicesPredicate(allowed),
        input: value,
        path: ['newData', field],
      });
    }
  }) as unknown as typeof schema;
};

/** spec 1 §7 Availability planning (`/api/planningDisponibilite/v1`). */
export const planningDisponibilite = defineFamily('planningDisponibilite', {
  ...calendarSettingsCalls('par type d’événement (LOCATION, RESERVATION, SAV, LIVRAISON)'),
  get_parc: {
    payload: noPayload,
    answer: () => fieldList(parcRecord()),
    summary: 'Parc : lignes du planning (famille, sous-famille, matricule, agence).',
  },
  get_events: {
    payload: msRange,
    answer: () => fieldList(rentalEventRecord()),
    summary: 'Locations (CLD_*) entre start et end (ms).',
  },
  get_events_reserved: {
    payload: msRange,
    answer: () => fieldList(rentalEventRecord()),
    summary: 'Réservations (R_*) entre start et end (ms).',
  },
  get_events_sav: {
    payload: msRange,
    answer: anyList,
    summary:
      'Événements SAV (Debut_TIMESTAMP, Fin_TIMESTAMP, N° MATR INT, …) entre start et end (ms).',
  },
  get_contrat_state: {
    payload: noPayload,
    answer: () => fieldList(z.looseObject({ state: z.string(), color: z.string() })),
    summary: 'États de contrat et leur couleur.',
  },
  get_state_colors: {
    payload: noPayload,
    answer: () =>
      fieldList(z.looseObject({ state: z.string().optional(), color: z.string().optional() })),
    summary: 'Couleurs par état d’événement.',
  },
  get_planning_events_type_to_show: {
    payload: noPayload,
    answer: () => fieldList(settingRecord()),
    summary: 'Types affichés : showLivraison, showLocation, showReservation (0 = affiché).',
  },
  save_planning_events_type_to_show: {
    access: 'admin',
    payload: () =>
      payload({
        showLivraison: flag01(),
        showLocation: flag01(),
        showReservation: flag01(),
      }),
    answer: ack,
    summary:
      'Enregistre les types affichés (0 = affiché) ; ajout de ce serveur, pendant de get_planning_events_type_to_show.',
  },
  update_planning_vue: {
    payload: planningVuePayload,
    answer: ack,
    summary: 'Enregistre l’affichage choisi dans planning_display[key] de l’utilisateur du jeton.',
  },
  user_registration: {
    access: 'admin',
    payload: () =>
      payload({
        user: recordOf({
          email: email(),
          password: text(),
          web_application_to_show: anyText().optional(),
          admin: flag01().optional(),
        }),
      }),
    answer: () => z.looseObject({ id: z.union([z.string(), z.number()]).optional() }),
    summary: 'Crée un utilisateur (réponse non montrée par la spec : { id }).',
  },
});
