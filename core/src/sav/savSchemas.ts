import { z } from 'zod';

import { checkSavDraft, checkSavValidation } from './savValidation';
import type { SavCheck, SavCheckOptions } from './savValidation';

/** A day as the form keeps it: `YYYY-MM-DD` (spec 4 §9 « wizard input »), or empty. */
const day = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, { message: 'Date attendue au format JJ/MM/AAAA.' });
/** An hour `HH:MM`, or empty. */
const hour = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, { message: 'Heure attendue au format HH:MM.' });
/** A counter reading: digits (a decimal comma or point allowed), or empty. */
const counter = z
  .string()
  .regex(/^(\d+([.,]\d+)?)?$/, { message: 'Nombre attendu (chiffres seulement).' });

/**
 * The values of the after-sales report form (spec 4 §2.2, §3.1), each as the form keeps it (text),
 * with their formats. The §5 rules that depend on the options come from `savReportFormSchema`.
 */
export const savReportValuesSchema = z.object({
  ID_client: z.string(),
  'Techniciens_Nom(1)': z.string(),
  ID_Agence: z.string(),
  'N° MATR INT': z.string(),
  machine_inconnue: z.enum(['0', '1']),
  Horametre: counter,
  old_Horametre: counter,
  Kilometrage: counter,
  type_travaux: z.string(),
  LIEU_INTERV: z.string(),
  suivi_par: z.string(),
  'DATE RAPPORT': day,
  'Heure Arriv': hour,
  'Heure dep': hour,
  Observ: z.string(),
  'Travaux exe': z.string(),
  Message_Interne: z.string(),
  Signature_web: z.string(),
});
export type SavReportValues = z.infer<typeof savReportValuesSchema>;

/** A new report's form values: every field empty, the machine known. */
export const SAV_REPORT_EMPTY_VALUES: SavReportValues = {
  ID_client: '',
  'Techniciens_Nom(1)': '',
  ID_Agence: '',
  'N° MATR INT': '',
  machine_inconnue: '0',
  Horametre: '',
  old_Horametre: '',
  Kilometrage: '',
  type_travaux: '',
  LIEU_INTERV: '',
  suivi_par: '',
  'DATE RAPPORT': '',
  'Heure Arriv': '',
  'Heure dep': '',
  Observ: '',
  'Travaux exe': '',
  Message_Interne: '',
  Signature_web: '',
};

/** Each failure of a core check as an issue on its field, with the check's French text. */
function addFailures(check: SavCheck, ctx: z.RefinementCtx): void {
  for (const failure of check.failures) {
    ctx.addIssue({ code: 'custom', path: [failure.field], message: failure.message });
  }
}

/**
 * The report form's schema for one action: `draft` needs only the client, `validate` every §5 rule
 * with the deployment's options (signature_facultative, Mandatory_keys). The messages are the
 * spec's, so the form shows them under their fields.
 */
export function savReportFormSchema(action: 'draft' | 'validate', options: SavCheckOptions = {}) {
  return savReportValuesSchema
    .loose()
    .superRefine((values, ctx) =>
      addFailures(
        action === 'draft' ? checkSavDraft(values) : checkSavValidation(values, options),
        ctx,
      ),
    );
}

/**
 * spec 4 §3.2 a spare-part line as the page sends it: its id is made on the device (a replay of
 * the same line changes nothing), reference and designation from the stock (§3.3), a quantity.
 */
export const savLineSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'doit être un identifiant fait sur l’appareil' }),
  'SAV REF PRODUIT': z
    .string()
    .trim()
    .min(1, { message: 'La référence de la pièce est obligatoire.' }),
  'SAV DESIGNATION': z.string(),
  'SAV QTE PROD': z.coerce
    .number({ message: 'La quantité doit être un nombre.' })
    .positive({ message: 'La quantité doit être supérieure à 0.' }),
  'SAV PV UNIT': z.coerce.number({ message: 'Le prix doit être un nombre.' }).min(0).default(0),
  IS_FROM_WEB: z.coerce.number().int().min(0).max(1).default(1),
});
export type SavLine = z.infer<typeof savLineSchema>;
