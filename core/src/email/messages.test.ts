import { describe, expect, it } from 'vitest';
import { EMAIL_VISUALISATION_MESSAGES as E, OUTBOX_MESSAGES as M } from './messages';

describe('OUTBOX_MESSAGES', () => {
  it('keeps the refusals word for word', () => {
    expect(M.noRecipient).toBe('Le mail doit avoir au moins un destinataire.');
    expect(M.noSubject).toBe('Le mail doit avoir un objet.');
  });
});

describe('EMAIL_VISUALISATION_MESSAGES', () => {
  it('keeps the refusals word for word, naming the mailbox refused', () => {
    expect(E.notYourMailbox('contact@exemple.fr')).toBe(
      'Accès refusé : la boîte mail contact@exemple.fr ne fait pas partie de vos adresses.',
    );
    expect(E.otherUser).toBe(
      'Accès refusé : vous ne pouvez consulter que vos propres adresses mail.',
    );
    expect(E.userNotFound).toBe('Utilisateur introuvable.');
    expect(E.mailNotFound).toBe('Mail introuvable dans les boîtes mail de votre compte.');
    expect(E.providerDown).toBe(
      'Le fournisseur d’e-mails ne répond pas : réessayez dans quelques instants.',
    );
  });
});
