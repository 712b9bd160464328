import { CONDITION_CHECK_MESSAGES as M } from './messages';

/** A snackbar of the check form (spec 3 §8: green or red, 10 s, §9). */
export interface ConditionSnackbar {
  readonly severity: 'success' | 'error';
  readonly message: string;
}

/** spec 3 §9 "Snackbar time-out 10,000 ms (check tool)". */
export const CONDITION_SNACKBAR_MS = 10_000;

/** spec 3 §9 "validation alert 2,000 ms". */
export const CONDITION_VALIDATION_ALERT_MS = 2_000;

/**
 * spec 3 §8 email rows: the snackbar after sending the PDF or a signature request by mail. A call
 * that failed: « Erreur l'émail n'a pas été envoyé ! »; addresses in the answer's `errorListe`:
 * « Erreur rencontré sur le(s) email(s) : a - b »; otherwise « Email(s) envoyé(s) ! » for several
 * recipients and « Email envoyé ! » for one.
 */
export function emailOutcome(
  result:
    | { readonly failed: true }
    | { readonly failed?: false; readonly recipients: number; readonly errorListe?: unknown },
): ConditionSnackbar {
  if (result.failed) return { severity: 'error', message: M.emailFailed };
  const errors = Array.isArray(result.errorListe)
    ? result.errorListe.filter((e): e is string => typeof e === 'string' && e.trim() !== '')
    : [];
  if (errors.length > 0) return { severity: 'error', message: M.emailsFailed(errors) };
  return { severity: 'success', message: result.recipients > 1 ? M.emailsSent : M.emailSent };
}

/** spec 3 §8: the snackbar after `creat_or_retour` (« OR de retour envoyé ! » on success). */
export function returnWorkOrderOutcome(ok: boolean): ConditionSnackbar {
  return ok
    ? { severity: 'success', message: M.returnWorkOrderSent }
    : { severity: 'error', message: M.emailFailed };
}
