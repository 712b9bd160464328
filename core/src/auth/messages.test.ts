import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES, USER_ACCOUNT_MESSAGES as M } from './messages';

describe('USER_ACCOUNT_MESSAGES', () => {
  it('words the account refusals', () => {
    expect(M.userNotFound('jdupont')).toBe('Utilisateur introuvable : jdupont.');
    expect(M.alreadyExists).toBe(
      'Un utilisateur existe déjà avec cet identifiant ou cette adresse email.',
    );
    expect(M.adminNotBoolean).toBe('Le statut administrateur doit être oui ou non.');
  });
});

describe('SESSION_MESSAGES', () => {
  it('words the session refusals', () => {
    expect(SESSION_MESSAGES.session).toBe('Session invalide ou expirée : reconnectez-vous.');
    expect(SESSION_MESSAGES.badCredentials).toBe(
      "L'adresse email ou le mot de passe est incorrect",
    );
  });

  it('says the minutes to wait, singular for one', () => {
    expect(SESSION_MESSAGES.tooManyAttempts(1)).toBe(
      'Trop de tentatives de connexion. Réessayez dans 1 minute.',
    );
    expect(SESSION_MESSAGES.tooManyAttempts(15)).toBe(
      'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
    );
  });
});
