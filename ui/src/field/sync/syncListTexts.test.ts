import { describe, expect, it } from 'vitest';
import { syncListTexts } from './syncListTexts';

describe('syncListTexts', () => {
  it('writes the after-sales sync list with its report nouns', () => {
    const t = syncListTexts({ one: 'rapport', many: 'rapports' });
    expect(t.empty).toBe('Aucun rapport n’attend sur cet appareil.');
    expect(t.keptNote).toBe(
      'Ces rapports sont gardés sur cet appareil jusqu’à ce que le serveur les ait reçus, même après une déconnexion.',
    );
    expect(t.sent(1)).toBe('1 rapport reçu par le serveur.');
    expect(t.sent(3)).toBe('3 rapports reçus par le serveur.');
    expect(t.offline).toBe(
      'Pas de réseau : la synchronisation reprendra dès le retour de la connexion. Les rapports restent sur cet appareil.',
    );
    expect(t.unreachable('délai dépassé')).toBe(
      'Le serveur est injoignable : les rapports restent sur cet appareil et seront envoyés au retour du réseau. (délai dépassé)',
    );
    expect(t.stillReview(1)).toBe(
      '1 rapport a été refusé par le serveur : il reste sur cet appareil, à vérifier.',
    );
    expect(t.stillReview(2)).toBe(
      '2 rapports ont été refusés par le serveur : ils restent sur cet appareil, à vérifier.',
    );
  });

  it('counts what the server received with its own nouns when given (the condition check’s envois)', () => {
    const t = syncListTexts({
      one: 'état des lieux',
      many: 'états des lieux',
      sent: ['envoi', 'envois'],
    });
    expect(t.empty).toBe('Aucun état des lieux n’attend sur cet appareil.');
    expect(t.keptNote).toBe(
      'Ces états des lieux sont gardés sur cet appareil jusqu’à ce que le serveur les ait reçus, même après une déconnexion.',
    );
    expect(t.sent(1)).toBe('1 envoi reçu par le serveur.');
    expect(t.sent(2)).toBe('2 envois reçus par le serveur.');
    expect(t.stillReview(2)).toBe(
      '2 envois ont été refusés par le serveur : ils restent sur cet appareil, à vérifier.',
    );
    expect(t.otherUser('Claire PERRIN')).toBe('En attente de la connexion de Claire PERRIN');
  });

  it('keeps the words that do not depend on the tool', () => {
    const t = syncListTexts({ one: 'contrat', many: 'contrats' });
    expect([t.sync, t.state, t.actions, t.waiting, t.review]).toEqual([
      'Synchroniser',
      'État',
      'Actions',
      'En attente d’envoi',
      'Refusé par le serveur : à vérifier',
    ]);
    expect([t.nothingSent, t.discard, t.discardTitle]).toEqual([
      'Rien n’a été envoyé.',
      'Abandonner',
      'Abandonner la copie de l’appareil',
    ]);
  });
});
