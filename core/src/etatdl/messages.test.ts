import { describe, expect, it } from 'vitest';
import { CONDITION_CHECK_MESSAGES as M, CONDITION_FIELD_LABELS } from './messages';

describe('CONDITION_CHECK_MESSAGES (spec 3 §5, §8, word for word, spelling included)', () => {
  it('§5.1 return save', () => {
    expect(M.returnOptionMissing('Rétroviseurs')).toBe('Option de retour Rétroviseurs manquante.');
    expect(M.minimumPhotos(3)).toBe('Minimum de 3 photos obligatoire !');
    expect(M.kilometreBelowDeparture).toBe(
      'Nombre de kilomètre de départ supérieur au nombre de kilometre de retour.',
    );
    expect(M.hourMeterBelowDeparture).toBe(
      'Compteur horaire de départ supérieur au compteur horaire de retour.',
    );
    expect(M.fieldMissing('Contrôleur retour')).toBe('Contrôleur retour manquant(e).');
  });

  it('§5.2 departure save', () => {
    expect(M.departureOptionMissing('Cales')).toBe('Option de départ Cales manquante.');
  });

  it('§5.3 and §8 photos over maximum', () => {
    expect(M.maximumPhotos(6)).toBe('Nombre maximum de photos sélectionnées 6');
  });

  it('§4.1 and §8 locked by sync', () => {
    expect(M.waitingSync).toBe(
      "L'état des lieux est en attente de synchronisation et n'est plus modifiable.",
    );
  });

  it('§8 email success and failure', () => {
    expect(M.returnWorkOrderSent).toBe('OR de retour envoyé !');
    expect(M.emailsSent).toBe('Email(s) envoyé(s) !');
    expect(M.emailSent).toBe('Email envoyé !');
    expect(M.emailsFailed(['a@exemple.fr', 'b@exemple'])).toBe(
      'Erreur rencontré sur le(s) email(s) : a@exemple.fr - b@exemple',
    );
    expect(M.emailFailed).toBe("Erreur l'émail n'a pas été envoyé !");
  });

  it('§8 empty states', () => {
    expect([
      M.noContract,
      M.noMatchingEquipment,
      M.noPhoto,
      M.noFamily,
      M.noAgency,
      M.unknownEquipment,
    ]).toEqual([
      'Aucun contrat trouvé',
      'Aucun équipement ne correspond à votre recherche',
      'Aucune photo enregistrée',
      'Aucune famille / sous famille enregistré',
      'Aucune agence enregistré',
      'Équipement inconnu',
    ]);
  });

  it('§9 PDF photo pages; §2.2 the optional signer toggle', () => {
    expect(M.departurePhoto).toBe('Photo de départ');
    expect(M.returnPhoto).toBe('Photo de retour');
    expect(M.signerOptional).toBe('signataire facultatif');
  });

  it('issue 15: a save id reused elsewhere says what happened and what to do', () => {
    expect(M.saveIdOtherRecord).toBe(
      'Cet identifiant d’enregistrement (saveId) a déjà servi pour une autre fiche : cet enregistrement n’a pas été appliqué, envoyez-le avec un nouvel identifiant.',
    );
    expect(M.saveIdOtherUser).toBe(
      'Cet identifiant d’enregistrement (saveId) a déjà servi à une autre personne : cet enregistrement n’a pas été appliqué, envoyez-le avec un nouvel identifiant.',
    );
    expect(M.saveIdOtherCall).toMatch(/^Cet identifiant d’enregistrement \(saveId\)/);
  });

  it('every required field of §5.1 / §5.2 has a label', () => {
    expect(Object.keys(CONDITION_FIELD_LABELS).sort()).toEqual(
      [
        'CLD_NUM_CONTRAT',
        'CLD_DATE_DEPART_VALIDATION',
        'CLD_DATE_RETOUR_VALIDATION',
        'CLD_CONTROLEUR_DEPART',
        'CLD_CONTROLEUR_RETOUR',
        'CLD_SIGNATAIRE_DEPART',
        'CLD_SIGNATAIRE_RETOUR',
        'CLD_SIGNATURE_DEPART',
        'CLD_SIGNATURE_RETOUR',
      ].sort(),
    );
  });
});
