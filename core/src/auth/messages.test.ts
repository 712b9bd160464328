import { describe, expect, it } from 'vitest';
import { USER_ACCOUNT_MESSAGES as M } from './messages';

describe('USER_ACCOUNT_MESSAGES', () => {
  it('words the account refusals', () => {
    expect(M.userNotFound('jdupont')).toBe('Utilisateur introuvable : jdupont.');
    expect(M.alreadyExists).toBe(
      'Un utilisateur existe déjà avec cet identifiant ou cette adresse email.',
    );
    expect(M.adminNotBoolean).toBe('Le statut administrateur doit être oui ou non.');
  });
});
