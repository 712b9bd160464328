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

describe('CONDITION_CHECK_MESSAGES: the server refusals of spec 3 §7.1 (ours, word for word)', () => {
  it('words the refusals that name what was sent', () => {
    expect(M.recordNotFound(99)).toBe('État des lieux introuvable : 99.');
    expect(M.itemNotFound('C001', 'NAC-1')).toBe(
      'Aucun état des lieux pour le contrat C001 et le matricule NAC-1.',
    );
    expect(M.contractNotFound('x')).toBe('Contrat introuvable : x.');
    expect(M.fieldNotWritable('CLD_LIEN')).toBe('Le champ « CLD_LIEN » ne peut pas être modifié.');
    expect(M.fieldTooLong('CLD_SIGNATURE_DEPART')).toBe(
      'Le champ « CLD_SIGNATURE_DEPART » est trop long.',
    );
    expect(M.oneValueOnly('Pneus')).toBe(
      'Une seule valeur est permise pour « Pneus » (sélection multiple désactivée).',
    );
    expect(M.notAnImage(2)).toBe('La photo n° 2 n’est ni une image PNG ni une image JPEG.');
    expect(M.photoTooLarge(3)).toBe('La photo n° 3 dépasse 5 Mo.');
    expect(M.workOrderNotFound('OR-7')).toBe('Ordre de réparation introuvable : OR-7.');
    expect(M.customFieldNotFound(4)).toBe('Champ personnalisé introuvable : 4.');
    expect(M.unknownAgency(12)).toBe('Agence inconnue : 12.');
    expect(M.clientNotFound('abc')).toBe('Client introuvable : abc.');
    expect(M.companyNotFound(5)).toBe('Société introuvable : 5.');
    expect(M.equipmentNotFound('INCONNU-999')).toBe('Matricule introuvable : INCONNU-999.');
    expect(M.returnedContractClosed('C9')).toBe(
      'Le contrat C9 est un devis ou est annulé : aucun matériel ne peut y être rentré.',
    );
    expect(M.returnedAlreadyChecked('C9', 'NAC-2')).toBe(
      'Le matricule NAC-2 a déjà un état des lieux sur le contrat C9 : enregistrez son retour depuis sa fiche.',
    );
    expect(M.tooManyTags(10)).toBe('Une photo porte 10 étiquettes au plus.');
    expect(M.tagTooLong(100)).toBe('Une étiquette fait 100 caractères au plus.');
  });

  it('lists the allowed checklist values in French', () => {
    expect(M.valueNotAllowed('Rétroviseur', 'Cassé', ['OK', 'Abîmé', 'Absent'])).toBe(
      'La valeur « Cassé » n’est pas permise pour « Rétroviseur » : valeurs permises « OK », « Abîmé » ou « Absent ».',
    );
    expect(M.valueNotAllowed('Cales', '3', ['1'])).toBe(
      'La valeur « 3 » n’est pas permise pour « Cales » : valeurs permises « 1 ».',
    );
    expect(M.valueNotAllowed('Cales', '3', [])).toBe(
      'La valeur « 3 » n’est pas permise pour « Cales » : aucune valeur n’est permise.',
    );
  });

  it('keeps the fixed refusals word for word', () => {
    expect(M.recordMismatch).toBe(
      'Le contrat ou le matricule envoyé ne correspond pas à cet état des lieux : rechargez la liste.',
    );
    expect(M.badControls).toBe(
      'Les contrôles envoyés ne correspondent à aucun enregistrement : départ (CD 1, CR 0), retour (CD 1, CR 1) ou suppression (contrôles vides).',
    );
    expect(M.checklistUnreadable).toBe('La check-list envoyée est illisible.');
    expect(M.fileUnreadable).toBe(
      'Le fichier envoyé est illisible : un texte base64 ou une data URL est attendu.',
    );
    expect(M.fileTooLarge).toBe('Le fichier dépasse 20 Mo.');
    expect(M.notAPdf).toBe('Le fichier envoyé n’est pas un PDF.');
    expect(M.photoNotFound).toBe('Photo introuvable.');
    expect(M.pdfNotFound).toBe('Aucun PDF enregistré pour cet état des lieux.');
    expect(M.pathOutside).toBe(
      'Chemin de fichier invalide : les fichiers des états des lieux sont sous LOCATION/.',
    );
    expect(M.workOrderNotReady).toBe(
      'L’OR de retour ne peut être envoyé qu’une fois le retour contrôlé, avec un OR et les caractéristiques du matériel.',
    );
    expect(M.workOrderAlreadySent).toBe('L’OR de retour a déjà été envoyé.');
    expect(M.userName).toBe('Le nom d’utilisateur doit faire de 1 à 100 caractères.');
    expect(M.ownAccountOnly).toBe('Vous ne pouvez modifier que votre propre compte.');
    expect(M.wrongPassword).toBe('Mot de passe incorrect : le mode édition reste verrouillé.');
    expect(M.alertOff).toBe(
      'L’alerte d’état des lieux non signé n’est pas activée (option sendAlertNotSigned).',
    );
    expect(M.alertItemMissing).toBe(
      'Le champ « dataForm » doit nommer le contrat et le matricule (CLD_NUM_CONTRAT, CLD_MATRICULE).',
    );
    expect(M.notReturned).toBe(
      'Cet état des lieux n’est pas terminé : enregistrez son retour depuis sa fiche avant de le modifier ici.',
    );
    expect(M.controlsKept).toBe(
      'Un matériel rentré garde ses contrôles (départ 1, retour 1) : pour le rouvrir ou le supprimer, enregistrez sa fiche.',
    );
    expect(M.tagsNotOnAPhoto).toBe(
      'Seules les photos d’un état des lieux (…/PHOTOS/…) portent des étiquettes.',
    );
  });
});
