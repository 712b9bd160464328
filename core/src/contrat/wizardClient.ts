import { z } from 'zod';

/** spec 4 §3.7, §9: « civility options Monsieur, Madame, Autre ». */
export const WIZARD_CIVILITIES = ['Monsieur', 'Madame', 'Autre'] as const;

/** spec 4 §3.7 New client form, as the form keeps it (text; `zipcode` typed as a number). */
export interface NewClientValues {
  readonly civility: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly email: string;
  readonly address: string;
  readonly zipcode: string;
  readonly city: string;
  readonly mobile: string;
  readonly birthdate: string;
}

export const NEW_CLIENT_EMPTY: NewClientValues = {
  civility: 'Monsieur',
  firstname: '',
  lastname: '',
  email: '',
  address: '',
  zipcode: '',
  city: '',
  mobile: '',
  birthdate: '',
};

/**
 * The fields in the order the form shows and checks them, with their labels (the spec names the
 * fields, not their labels: these are ours). spec 4 §3.7: « birthdate (date, optional). All others
 * are mandatory. »
 */
export const NEW_CLIENT_FIELDS: readonly {
  readonly key: keyof NewClientValues;
  readonly label: string;
  readonly required: boolean;
}[] = [
  { key: 'civility', label: 'Civilité', required: true },
  { key: 'firstname', label: 'Prénom', required: true },
  { key: 'lastname', label: 'Nom', required: true },
  { key: 'email', label: 'Mail', required: true },
  { key: 'address', label: 'Adresse', required: true },
  { key: 'zipcode', label: 'Code postal', required: true },
  { key: 'city', label: 'Ville', required: true },
  { key: 'mobile', label: 'Téléphone', required: true },
  { key: 'birthdate', label: 'Date de naissance', required: false },
];

/** spec 4 §5, §8: the wizard's messages, as written. */
export const WIZARD_CLIENT_MESSAGES = {
  missing: (label: string) => `Champ nécéssaire : ${label}`,
  zipRange: 'Le nombre doit être entre 0 et 99999',
  zipInvalid: 'Code postal invalide',
  failed: (message: string) => `ERREUR : ${message}`,
} as const;

/** The first failing field of a new client and its message, or null when it may be sent. */
export interface NewClientFailure {
  readonly field: keyof NewClientValues;
  readonly message: string;
}

/** spec 4 §5 « Zip code required, range 0 to 99999 ». */
export function zipInRange(zip: string): boolean {
  const typed = zip.trim();
  if (!/^\d+$/.test(typed)) return false;
  const value = Number(typed);
  return value >= 0 && value <= 99999;
}

/**
 * spec 4 §5 « Client creation: every mandatory field filled, otherwise 'Champ nécéssaire : {field
 * label}' … and nothing is sent. Zip code required, range 0 to 99999, message 'Le nombre doit être
 * entre 0 et 99999' ». Every failure, in the form's order (the page says the first).
 */
export function checkNewClient(values: NewClientValues): NewClientFailure[] {
  const failures: NewClientFailure[] = [];
  for (const { key, label, required } of NEW_CLIENT_FIELDS) {
    const typed = values[key].trim();
    if (required && typed === '') {
      failures.push({ field: key, message: WIZARD_CLIENT_MESSAGES.missing(label) });
    } else if (key === 'zipcode' && !zipInRange(typed)) {
      failures.push({ field: key, message: WIZARD_CLIENT_MESSAGES.zipRange });
    }
  }
  return failures;
}

/**
 * spec 4 §5 « the city list loads only when the zip code has exactly 5 characters, otherwise it is
 * emptied with empty text 'Code postal invalide' »: the code to look up, or null.
 */
export function cityLookupZip(zip: string): string | null {
  const typed = zip.trim();
  return typed.length === 5 && /^\d{5}$/.test(typed) ? typed : null;
}

/** The form's schema (`useZodForm`): each failing field says its §5 message under it. */
export const newClientSchema = z
  .object({
    civility: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    email: z.string(),
    address: z.string(),
    zipcode: z.string(),
    city: z.string(),
    mobile: z.string(),
    birthdate: z.string(),
  })
  .superRefine((values, ctx) => {
    for (const failure of checkNewClient(values)) {
      ctx.addIssue({ code: 'custom', path: [failure.field], message: failure.message });
    }
  });

/** spec 4 §7.3 client_create's `data`: the typed values, trimmed; no birthdate when none. */
export function newClientPayload(values: NewClientValues) {
  const trimmed = (key: keyof NewClientValues) => values[key].trim();
  const birthdate = trimmed('birthdate');
  return {
    civility: trimmed('civility') as (typeof WIZARD_CIVILITIES)[number],
    firstname: trimmed('firstname'),
    lastname: trimmed('lastname'),
    email: trimmed('email'),
    address: trimmed('address'),
    // The call takes a 5-digit text (a leading 0 kept) or a number from 0 to 99999.
    zipcode: /^\d{5}$/.test(trimmed('zipcode')) ? trimmed('zipcode') : Number(trimmed('zipcode')),
    city: trimmed('city'),
    mobile: trimmed('mobile'),
    ...(birthdate === '' ? {} : { birthdate }),
  };
}
