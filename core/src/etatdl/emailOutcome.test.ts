import { describe, expect, it } from 'vitest';
import {
  CONDITION_SNACKBAR_MS,
  CONDITION_VALIDATION_ALERT_MS,
  emailOutcome,
  returnWorkOrderOutcome,
} from './emailOutcome';

describe('emailOutcome (spec 3 §8 "Check form, email success / failure")', () => {
  it('"Email(s) envoyé(s) !" for several recipients, "Email envoyé !" for one (green)', () => {
    expect(emailOutcome({ recipients: 2, errorListe: [] })).toEqual({
      severity: 'success',
      message: 'Email(s) envoyé(s) !',
    });
    expect(emailOutcome({ recipients: 1 })).toEqual({
      severity: 'success',
      message: 'Email envoyé !',
    });
  });

  it('"Erreur rencontré sur le(s) email(s) : {list joined by \' - \'}" from errorListe (red)', () => {
    expect(emailOutcome({ recipients: 3, errorListe: ['a@exemple', 'b@exemple', '', 7] })).toEqual({
      severity: 'error',
      message: 'Erreur rencontré sur le(s) email(s) : a@exemple - b@exemple',
    });
  });

  it('"Erreur l\'émail n\'a pas été envoyé !" when the call failed (red)', () => {
    expect(emailOutcome({ failed: true })).toEqual({
      severity: 'error',
      message: "Erreur l'émail n'a pas été envoyé !",
    });
  });
});

describe('returnWorkOrderOutcome (spec 3 §8 "OR de retour envoyé !")', () => {
  it('green on success, the email failure text otherwise', () => {
    expect(returnWorkOrderOutcome(true)).toEqual({
      severity: 'success',
      message: 'OR de retour envoyé !',
    });
    expect(returnWorkOrderOutcome(false).severity).toBe('error');
  });
});

describe('timings (spec 3 §9)', () => {
  it('"Snackbar time-out 10,000 ms (check tool) … validation alert 2,000 ms"', () => {
    expect(CONDITION_SNACKBAR_MS).toBe(10_000);
    expect(CONDITION_VALIDATION_ALERT_MS).toBe(2_000);
  });
});
