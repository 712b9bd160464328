import { describe, expect, it } from 'vitest';
import { SAV_MESSAGES } from './messages';
import { checkSavDraft, checkSavValidation } from './savValidation';

const complete = {
  ID_client: '12',
  'Techniciens_Nom(1)': 'Paul MARTIN',
  Signature_web: 'data:image/png;base64,AAAA',
  'N° MATR INT': 'M-204',
  Horametre: '1520',
};

describe('SAV_MESSAGES', () => {
  it('quotes spec 4 §5 and §2.1 character for character', () => {
    expect(SAV_MESSAGES.clientRequired).toBe(
      "La séléction d'un client est obligatoire VOIR : INFORMATION CLIENT",
    );
    expect(SAV_MESSAGES.technicianRequired).toBe(
      "La séléction d'un technicien est obligatoire VOIR : TECHNICIEN PRINCIPAL",
    );
    expect(SAV_MESSAGES.signatureRequired).toBe('La signature est obligatoire VOIR : Signature');
    expect(SAV_MESSAGES.machineRequired).toBe(
      "La séléction d'un materiel est obligatoire VOIR : INFORMATION MACHINE",
    );
    expect(SAV_MESSAGES.waitingSync).toBe(
      "L'orde est en attente de synchronisation et n'est plus modifiable.",
    );
    expect(SAV_MESSAGES.emailsFailed(['a@x.fr', 'b@x.fr'])).toBe(
      'Erreur rencontré sur le(s) email(s) : a@x.fr - b@x.fr',
    );
  });

  it('words the server refusals of a malformed call (ours)', () => {
    expect(SAV_MESSAGES.lineOfOtherReport('L-12')).toBe(
      'La ligne L-12 appartient déjà à un autre rapport.',
    );
    expect(SAV_MESSAGES.onlyValidatedCopy).toBe(
      'Seul un rapport validé (statut 140) a sa copie SAV_2.',
    );
    expect(SAV_MESSAGES.badLink).toBe('Le champ « _LINK MOTEUR » est invalide.');
    expect(SAV_MESSAGES.fileTooLarge).toBe('Le fichier dépasse 20 Mo.');
    expect(SAV_MESSAGES.notAPdf).toBe('Le fichier envoyé n’est pas un PDF.');
    expect(SAV_MESSAGES.photoNotFound).toBe('Photo introuvable.');
  });
});

describe('checkSavDraft', () => {
  it('« Draft saving requires only the client »', () => {
    expect(checkSavDraft({ ID_client: '12' }).ok).toBe(true);
    const check = checkSavDraft({ ID_client: ' ', 'Techniciens_Nom(1)': '' });
    expect(check.ok).toBe(false);
    expect(check.message).toBe(SAV_MESSAGES.clientRequired);
    expect(check.failures).toEqual([{ field: 'ID_client', message: SAV_MESSAGES.clientRequired }]);
  });
});

describe('checkSavValidation', () => {
  it('passes a complete report', () => {
    expect(checkSavValidation(complete)).toEqual({ ok: true, failures: [], message: null });
  });

  it('each mandatory key fails alone with its §5 text', () => {
    const cases = [
      ['ID_client', SAV_MESSAGES.clientRequired],
      ['Techniciens_Nom(1)', SAV_MESSAGES.technicianRequired],
      ['Signature_web', SAV_MESSAGES.signatureRequired],
      ['N° MATR INT', SAV_MESSAGES.machineRequired],
    ] as const;
    for (const [field, message] of cases) {
      const check = checkSavValidation({ ...complete, [field]: '' });
      expect(check.failures).toEqual([{ field, message }]);
      expect(check.message).toBe(message);
    }
  });

  it('« Empty or missing values fail; the last failing label is shown »', () => {
    const check = checkSavValidation({});
    expect(check.failures.map((f) => f.field)).toEqual([
      'ID_client',
      'Techniciens_Nom(1)',
      'Signature_web',
      'N° MATR INT',
    ]);
    expect(check.message).toBe(SAV_MESSAGES.machineRequired);
  });

  it('signature_facultative = 1 flags the signature as not needed (§4.1)', () => {
    expect(
      checkSavValidation({ ...complete, Signature_web: '' }, { signatureOptional: true }).ok,
    ).toBe(true);
  });

  it('a machine marked unknown needs no machine and drops the hour-counter requirement', () => {
    const report = { ...complete, 'N° MATR INT': '', Horametre: '', machine_inconnue: '1' };
    expect(checkSavValidation(report, { mandatoryKeys: ['Horametre'] }).ok).toBe(true);
    const known = checkSavValidation(
      { ...complete, Horametre: '' },
      { mandatoryKeys: ['Horametre'] },
    );
    expect(known.failures).toEqual([
      { field: 'Horametre', message: SAV_MESSAGES.mandatoryKeyRequired('Horametre') },
    ]);
  });

  it('« Extra mandatory keys come from option Mandatory_keys », named by their label', () => {
    const check = checkSavValidation(
      { ...complete, type_travaux: '', LIEU_INTERV: 'Atelier' },
      {
        mandatoryKeys: ['type_travaux', 'LIEU_INTERV'],
        labels: { type_travaux: 'Type de travaux' },
      },
    );
    expect(check.message).toBe('Le champ Type de travaux est obligatoire');
    expect(check.failures).toHaveLength(1);
  });

  it('a mandatory key already required (client) is reported once', () => {
    const check = checkSavValidation(
      { ...complete, ID_client: '' },
      { mandatoryKeys: ['ID_client'] },
    );
    expect(check.failures).toHaveLength(1);
  });

  it('an empty list counts as empty', () => {
    const check = checkSavValidation(
      { ...complete, Check_liste: [] },
      { mandatoryKeys: ['Check_liste'] },
    );
    expect(check.ok).toBe(false);
  });
});
