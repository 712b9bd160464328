import { z } from 'zod';

/**
 * Payload field schemas with French messages (read by {@link frenchIssues}: each message is the
 * predicate that follows « Le champ « x » »). Used by every call of the catalogue.
 */

const missing = (iss: { input: unknown }, otherwise: string) =>
  iss.input === undefined ? 'est obligatoire' : otherwise;

/** A required, non-empty text. */
export const text = () =>
  z
    .string({ error: (iss) => missing(iss, 'doit être un texte') })
    .trim()
    .min(1, { error: 'est obligatoire' });

/** A text that may be empty (comments, optional names, comma lists that can be empty). */
export const anyText = () => z.string({ error: (iss) => missing(iss, 'doit être un texte') });

/** A timestamp in milliseconds since 1970 (UTC), finite. */
export const timestampMs = () =>
  z.number({
    error: (iss) => missing(iss, 'doit être un nombre (horodatage en millisecondes)'),
  });

/** A finite number. */
export const num = () => z.number({ error: (iss) => missing(iss, 'doit être un nombre') });

/** A record id: non-empty text or number (ids travel both ways in the specs). */
export const idLike = () =>
  z.union([z.string().trim().min(1), z.number()], {
    error: (iss) => missing(iss, 'doit être un identifiant (texte ou nombre)'),
  });

/** A wire date `MM/DD/YYYY` (spec 2 §7, spec 4 §9). */
export const wireDay = () =>
  z
    .string({ error: (iss) => missing(iss, 'doit être une date au format MM/JJ/AAAA') })
    .regex(/^\d{2}\/\d{2}\/\d{4}$/, { error: 'doit être une date au format MM/JJ/AAAA' });

/** A wire date-time `MM/DD/YYYY HH:mm:ss`, or empty when unset (spec 2 §7: cancel planning). */
export const wireDateTimeOrEmpty = () =>
  z
    .string({ error: (iss) => missing(iss, 'doit être une date au format MM/JJ/AAAA HH:mm:ss') })
    .regex(/^(\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2})?$/, {
      error: 'doit être une date au format MM/JJ/AAAA HH:mm:ss, ou vide',
    });

/** A time `HH:mm` (spec 2 §3.2 DEBUT and FIN). */
export const timeHHmm = () =>
  z
    .string({ error: (iss) => missing(iss, 'doit être une heure au format HH:mm') })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'doit être une heure au format HH:mm' });

/** A text holding JSON (calendar colours are stored as JSON text, spec 1 §3). */
export const jsonText = () =>
  text().refine(
    (value) => {
      try {
        JSON.parse(value);
        return true;
      } catch {
        return false;
      }
    },
    { error: 'doit être un texte JSON valide' },
  );

/** Comma-separated weekday numbers 0–6 (0 is Sunday), possibly empty (spec 1 §3, spec 2 §9). */
export const weekdayList = () =>
  z
    .string({
      error: (iss) => missing(iss, 'doit être une liste de jours séparés par des virgules'),
    })
    .regex(/^\s*([0-6](\s*,\s*[0-6])*)?\s*$/, {
      error:
        'doit être une liste de numéros de jour (0 dimanche à 6 samedi) séparés par des virgules',
    });

/** An email address. */
export const email = () =>
  z
    .string({ error: (iss) => missing(iss, 'doit être une adresse e-mail') })
    .trim()
    .min(1, { error: 'est obligatoire' })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'doit être une adresse e-mail valide' });

/** One of several shapes, with one French predicate when none fits. */
export const oneOf = <const T extends readonly [z.ZodType, z.ZodType, ...z.ZodType[]]>(
  options: T,
  what: string,
) => z.union(options, { error: (iss) => missing(iss, what) });

/** One address or a non-empty list of addresses. */
export const emailOrList = () =>
  oneOf([email(), listOf(email()).min(1)], 'doit être une adresse e-mail ou une liste d’adresses');

/** A yes/no flag as boolean or 0/1. */
export const boolish = () =>
  oneOf([z.boolean(), z.literal(0), z.literal(1)], 'doit valoir vrai, faux, 0 ou 1');

/** A 0/1 flag, as number or text (settings values, spec 1 §3). */
export const flag01 = () =>
  z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
    error: (iss) => missing(iss, 'doit valoir 0 ou 1'),
  });

/** A data URL or base64 text of a file (PDF, image). */
export const fileText = () =>
  z
    .string({
      error: (iss) => missing(iss, 'doit être un fichier encodé (texte base64 ou data URL)'),
    })
    .min(1, { error: 'est obligatoire' });

/** A free-form record (fields of a stored entity), as an object. */
export const anyRecord = () =>
  z.record(z.string(), z.unknown(), { error: (iss) => missing(iss, 'doit être un objet') });

/** An object with the listed fields checked and any other field kept. */
export const recordOf = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.looseObject(shape, { error: (iss) => missing(iss, 'doit être un objet') });

/** A list of items. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: (iss) => missing(iss, 'doit être une liste') });

/** The empty payload `{}` (extra fields are ignored). */
export const noPayload = () => z.object({}, { error: 'doit être un objet (éventuellement vide)' });

/** A payload object. */
export const payload = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.object(shape, { error: 'doivent former un objet' });
