import { z } from 'zod';

// Before any schema is built: zod otherwise probes `new Function('')` when it builds an object
// schema, which a strict Content-Security-Policy reports as a violation on every page.
z.config({ jitless: true });

/**
 * Payload field schemas with French messages (read by {@link frenchIssues}: each message is the
 * predicate that follows « Le champ « x » »). Used by every call of the catalogue. Every text
 * refuses the NUL character (no database stores it) and has a maximum length; every number id is
 * an integer a database column holds: a hostile payload gets a 422 naming the field, never a 500.
 */

const missing = (iss: { input: unknown }, otherwise: string) =>
  iss.input === undefined ? 'est obligatoire' : otherwise;

/** The largest id (PostgreSQL `integer`, 2³¹ − 1). */
export const MAX_ID = 2_147_483_647;
/** Default length caps: a name or a key, and a free text (comment, list). */
export const TEXT_MAX = 1_000;
export const ANY_TEXT_MAX = 20_000;
/** Sign-in names: a login or an email address (RFC 5321 caps an address at 254). */
export const SIGN_IN_NAME_MAX = 254;
export const PASSWORD_MAX = 1_024;
/** A text id (contract number, link key, matricule…). */
export const TEXT_ID_MAX = 100;

export const NUL_MESSAGE = 'ne doit pas contenir le caractère nul (\\0)';
const ID_MESSAGE = `doit être un identifiant : un texte de ${TEXT_ID_MAX} caractères au plus, ou un nombre entier de 0 à ${MAX_ID}`;
const TIMESTAMP_MESSAGE = 'doit être un nombre (horodatage en millisecondes)';
/** The dates JavaScript can represent (±100 000 000 days around 1970), which bigint columns hold. */
const MAX_TIMESTAMP = 8.64e15;

const hasNul = (value: string) => value.includes('\u0000');

/** A string without NUL and at most `max` characters (trimmed or not), with French messages. */
const safeString = (what: string, max: number) =>
  z
    .string({ error: (iss) => missing(iss, what) })
    .refine((value) => !hasNul(value), { error: NUL_MESSAGE, abort: true })
    .max(max, { error: `doit contenir au plus ${max} caractères` });

/** A required, non-empty text (`max` characters at most). */
export const text = (max = TEXT_MAX) =>
  safeString('doit être un texte', max).trim().min(1, { error: 'est obligatoire' });

/**
 * A text that may be empty (comments, optional names, comma lists that can be empty), `max`
 * characters at most.
 */
export const anyText = (max = ANY_TEXT_MAX) => safeString('doit être un texte', max);

/** The login or email address a person signs in with (trimmed; 254 characters at most). */
export const signInName = () => text(SIGN_IN_NAME_MAX);

/** A password: kept as typed (not trimmed), 1 024 characters at most. */
export const password = () =>
  safeString('doit être un texte', PASSWORD_MAX).min(1, { error: 'est obligatoire' });

/** A timestamp in milliseconds since 1970 (UTC): an integer inside the dates JavaScript holds. */
export const timestampMs = () =>
  z
    .number({ error: (iss) => missing(iss, TIMESTAMP_MESSAGE) })
    .refine((n) => Number.isInteger(n) && Math.abs(n) <= MAX_TIMESTAMP, {
      error:
        'doit être un horodatage en millisecondes (entier, entre les années -271821 et 275760)',
    });

/** A finite number. */
export const num = () => z.number({ error: (iss) => missing(iss, 'doit être un nombre') });

/** Whether a number or an all-digits text is an id a database column holds (0 … 2³¹ − 1). */
export function isBoundedId(value: string | number): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 && value <= MAX_ID;
  return !/^\d+$/.test(value) || Number(value) <= MAX_ID;
}

/**
 * A record id: non-empty text or number (ids travel both ways in the specs). A number is an
 * integer from 0 to 2³¹ − 1, and so is a text made only of digits (servers look those up as
 * numbers); a text is 100 characters at most.
 */
export const idLike = () =>
  z
    .union(
      [
        safeString('doit être un texte', TEXT_ID_MAX).trim().min(1, { error: 'est obligatoire' }),
        z.number(),
      ],
      { error: (iss) => missing(iss, ID_MESSAGE) },
    )
    .refine(isBoundedId, { error: ID_MESSAGE });

/** The name of the optional field that makes a write apply once (issue 15). */
export const SAVE_ID_FIELD = 'saveId';

/**
 * A client-generated id of one save (ours, issue 15): a write that carries it is applied once; a
 * replay with the same id (a device syncing again after a dropped answer) changes nothing and
 * gets the first answer back. 16 to 64 letters, digits, `-` or `_` (a UUID fits).
 */
export const saveId = () =>
  z
    .string({ error: (iss) => missing(iss, 'doit être un identifiant d’enregistrement') })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, {
      error: 'doit faire de 16 à 64 caractères parmi les lettres, les chiffres, « - » et « _ »',
    });

/**
 * The version of a record the person saw (ours, not in the specs): edit calls accept it as
 * `version`; a stale one answers 409 instead of overwriting someone else's change.
 */
export const recordVersion = () =>
  z
    .number({ error: (iss) => missing(iss, 'doit être un numéro de version') })
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= MAX_ID, {
      error: `doit être un numéro de version (entier de 1 à ${MAX_ID})`,
    })
    .meta({ description: 'ajout de ce serveur : version de la fiche vue par la personne' });

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
  text(ANY_TEXT_MAX).refine(
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
  safeString('doit être une adresse e-mail', SIGN_IN_NAME_MAX)
    .trim()
    .min(1, { error: 'est obligatoire' })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'doit être une adresse e-mail valide' });

/**
 * The French predicate of a choice list, naming every allowed value: « doit valoir 1, 7, 15, 30
 * ou 90 » (after « Le champ « … » », see `frenchIssues`).
 */
export function choicesPredicate(values: readonly (string | number)[]): string {
  const shown = values.map((v) => (typeof v === 'number' ? String(v) : `« ${v} »`));
  const last = shown.at(-1) ?? '';
  return `doit valoir ${shown.length > 1 ? `${shown.slice(0, -1).join(', ')} ou ${last}` : last}`;
}

/**
 * One value of a choice list kept in core (days shown, slot durations, statuses, …): the schema
 * and its French 422 both come from the list, so no handler retypes it.
 */
export const choiceOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (iss) => missing(iss, choicesPredicate(values)) });

/** Whether a value (number or text, spaces around allowed) is one of the choices. */
export const isAmong = (values: readonly (string | number)[], value: unknown): boolean =>
  values.some((v) => String(v) === String(value ?? '').trim());

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

/** The file fields ({@link fileText}): a call whose payload holds one keeps the upload body limit. */
export const FILE_FIELDS = z.registry();

/** A data URL or base64 text of a file (PDF, image). */
export const fileText = () => {
  const schema = z
    .string({
      error: (iss) => missing(iss, 'doit être un fichier encodé (texte base64 ou data URL)'),
    })
    .min(1, { error: 'est obligatoire' })
    .refine((value) => !hasNul(value), { error: NUL_MESSAGE });
  FILE_FIELDS.add(schema);
  return schema;
};

/** Where, in a JSON value, the first string (or key) holding NUL is; null when none does. */
export function nulPath(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return hasNul(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null && !(value instanceof Uint8Array)) {
    for (const [key, inner] of Object.entries(value)) {
      if (hasNul(key)) return [...path, key];
      const found = nulPath(inner, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Any JSON value a record field may hold, without NUL in its texts or keys. */
export const jsonValue = () =>
  z.unknown().check((ctx) => {
    const at = nulPath(ctx.value);
    if (at) ctx.issues.push({ code: 'custom', message: NUL_MESSAGE, input: ctx.value, path: at });
  });

/** A free-form record (fields of a stored entity), as an object. */
export const anyRecord = () =>
  z.record(textKey(), jsonValue(), { error: (iss) => missing(iss, 'doit être un objet') });

/** A record key: a short text without NUL. */
const textKey = () => safeString('doit être un nom de champ', TEXT_MAX);

/** A map from names (file names, fields) to values of one schema. */
export const mapOf = <T extends z.ZodType>(value: T, what = 'doit être un objet') =>
  z.record(textKey(), value, { error: (iss) => missing(iss, what) });

/** An object with the listed fields checked and any other field kept (without NUL). */
export const recordOf = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.object(shape, { error: (iss) => missing(iss, 'doit être un objet') }).catchall(jsonValue());

/** A list of items. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: (iss) => missing(iss, 'doit être une liste') });

/** The empty payload `{}` (extra fields are ignored). */
export const noPayload = () => z.object({}, { error: 'doit être un objet (éventuellement vide)' });

/**
 * A payload object. Whatever its fields, no text in it may hold NUL (a field typed loosely is
 * checked here too), so the database never sees one.
 */
export const payload = <S extends z.core.$ZodLooseShape>(shape: S) => {
  const schema = z.object(shape, { error: 'doivent former un objet' });
  // `check` returns the same schema with one more check; TypeScript loses the shape on the way.
  return schema.check((ctx) => {
    if (ctx.issues.length > 0) return;
    const at = nulPath(ctx.value);
    if (at) ctx.issues.push({ code: 'custom', message: NUL_MESSAGE, input: ctx.value, path: at });
  }) as unknown as typeof schema;
};
