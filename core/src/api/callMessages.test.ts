import { describe, expect, it } from 'vitest';
import { CALL_MESSAGES as M, HEALTH_MESSAGES } from './callMessages';

describe('CALL_MESSAGES', () => {
  it('words the refusals of any call', () => {
    expect(M.unreadable).toBe(
      'Requête illisible : le message chiffré est absent ou ne peut pas être déchiffré.',
    );
    expect(M.adminOnly).toBe('Action réservée aux administrateurs.');
    expect(M.internal).toBe('Erreur interne du serveur.');
    expect(M.notAvailable('getStatistiqueListe')).toBe(
      "Cet appel (getStatistiqueListe) n'est pas encore disponible sur ce serveur.",
    );
    expect(M.unknownCall('/api/v1/appel_inconnu')).toBe('Appel inconnu : /api/v1/appel_inconnu.');
    expect(M.headersTooLarge).toBe(
      'Requête refusée : son adresse ou ses en-têtes sont trop longs (16 Ko au plus).',
    );
    expect(M.notFound).toBe('Page introuvable.');
    expect(M.invalidValue).toBe(
      'Une valeur envoyée ne peut pas être enregistrée (trop grande ou caractère interdit) : vérifiez les champs.',
    );
  });

  it('names the tool refused, contracting « à le » and « à les »', () => {
    expect(M.appNotAllowed('l’outil Statistiques')).toBe(
      'Accès refusé : votre compte n’a pas accès à l’outil Statistiques.',
    );
    expect(M.appNotAllowed('le planning de disponibilité')).toBe(
      'Accès refusé : votre compte n’a pas accès au planning de disponibilité.',
    );
    expect(M.appNotAllowed('les appels généraux')).toBe(
      'Accès refusé : votre compte n’a pas accès aux appels généraux.',
    );
  });

  it('says the size limit in Ko, or in Mo past 1 Mo', () => {
    expect(M.tooLarge(64 * 1024)).toBe('Requête trop volumineuse : 64 Ko au plus pour cet appel.');
    expect(M.tooLarge(1024 * 1024)).toBe('Requête trop volumineuse : 1 Mo au plus pour cet appel.');
    expect(M.tooLarge(1.5 * 1024 * 1024)).toBe(
      'Requête trop volumineuse : 1,5 Mo au plus pour cet appel.',
    );
  });

  it('says the seconds to wait, singular for one', () => {
    expect(M.tooManyRequests(1)).toBe(
      'Trop de requêtes sans session depuis votre adresse. Réessayez dans 1 seconde.',
    );
    expect(M.tooManyRequests(42)).toBe(
      'Trop de requêtes sans session depuis votre adresse. Réessayez dans 42 secondes.',
    );
  });
});

describe('HEALTH_MESSAGES', () => {
  it('says the database does not answer', () => {
    expect(HEALTH_MESSAGES.unavailable).toBe(
      'La base de données du serveur ne répond pas : les appels échouent jusqu’à son retour.',
    );
  });
});
