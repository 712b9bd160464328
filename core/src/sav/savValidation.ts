import { SAV_MESSAGES } from './messages';

/** The §3.6 options the checks read. */
export interface SavCheckOptions {
  /** Option signature_facultative: 1 flags the signature as not needed (spec 4 §4.1). */
  readonly signatureOptional?: boolean;
  /** Option Mandatory_keys: extra report fields that must be filled (spec 4 §5). */
  readonly mandatoryKeys?: readonly string[];
  /** The label people read for a mandatory key (else the key itself). */
  readonly labels?: Readonly<Record<string, string>>;
}

/** The report field a machine marked unknown sets to `1` (ours: the spec shows no field name). */
export const SAV_UNKNOWN_MACHINE = 'machine_inconnue';

export interface SavCheckFailure {
  /** The report field that failed (`ID_client`, `Techniciens_Nom(1)`, a mandatory key…). */
  readonly field: string;
  readonly message: string;
}

export interface SavCheck {
  readonly ok: boolean;
  /** Every failing rule in the spec's order. */
  readonly failures: readonly SavCheckFailure[];
  /** The last failing label, the one shown in red for 3 s (spec 4 §5); null when ok. */
  readonly message: string | null;
}

const empty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** The hour-counter fields a machine marked unknown no longer needs (spec 4 §5). */
const HOUR_COUNTER_KEYS = new Set(['Horametre', 'old_Horametre']);

function outcome(failures: SavCheckFailure[]): SavCheck {
  return { ok: failures.length === 0, failures, message: failures.at(-1)?.message ?? null };
}

/** spec 4 §5: « Draft saving requires only the client. » */
export function checkSavDraft(report: Readonly<Record<string, unknown>>): SavCheck {
  return outcome(
    empty(report.ID_client) ? [{ field: 'ID_client', message: SAV_MESSAGES.clientRequired }] : [],
  );
}

/**
 * spec 4 §5 full report validation: client, technician, signature (unless signature_facultative
 * is 1, §4.1) and machine (unless marked unknown), then the keys of option Mandatory_keys; a
 * machine marked unknown drops the hour-counter requirement. Empty or missing values fail; the
 * last failing label is the message shown.
 */
export function checkSavValidation(
  report: Readonly<Record<string, unknown>>,
  options: SavCheckOptions = {},
): SavCheck {
  const failures: SavCheckFailure[] = [];
  const fail = (field: string, message: string) => failures.push({ field, message });
  const unknownMachine = String(report[SAV_UNKNOWN_MACHINE] ?? '') === '1';
  if (empty(report.ID_client)) fail('ID_client', SAV_MESSAGES.clientRequired);
  if (empty(report['Techniciens_Nom(1)']))
    fail('Techniciens_Nom(1)', SAV_MESSAGES.technicianRequired);
  if (!options.signatureOptional && empty(report.Signature_web))
    fail('Signature_web', SAV_MESSAGES.signatureRequired);
  if (!unknownMachine && empty(report['N° MATR INT']))
    fail('N° MATR INT', SAV_MESSAGES.machineRequired);
  const already = new Set(failures.map((f) => f.field));
  for (const key of options.mandatoryKeys ?? []) {
    if (already.has(key) || (unknownMachine && HOUR_COUNTER_KEYS.has(key))) continue;
    if (empty(report[key]))
      fail(key, SAV_MESSAGES.mandatoryKeyRequired(options.labels?.[key] ?? key));
  }
  return outcome(failures);
}
