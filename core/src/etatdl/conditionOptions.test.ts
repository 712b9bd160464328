import { describe, expect, it } from 'vitest';
import { DEFAULT_CONDITION_OPTIONS, readConditionOptions } from './conditionOptions';

describe('readConditionOptions (spec 3 §3.4 "Options as Key/Value pairs", §6)', () => {
  it('reads every option the spec names', () => {
    expect(
      readConditionOptions([
        { Key: 'showCategory', Value: '1' },
        { Key: 'drawInObservation', Value: 1 },
        { Key: 'multipleSelection', Value: 'true' },
        { Key: 'showErrorInContrat', Value: 'oui' },
        { Key: 'setSignataire', Value: '1' },
        { Key: 'showSignByMail', Value: '1' },
        { Key: 'sendAlertNotSigned', Value: '1' },
        { Key: 'savedSignature', Value: ' copie@exemple.fr ' },
        { Key: 'showOnlyToday', Value: '1' },
        { Key: 'nbrMinPhoto', Value: '2' },
        { Key: 'nbrMaxPhoto', Value: 10 },
      ]),
    ).toEqual({
      showCategory: true,
      drawInObservation: true,
      multipleSelection: true,
      showErrorInContrat: true,
      setSignataire: true,
      showSignByMail: true,
      sendAlertNotSigned: true,
      savedSignature: 'copie@exemple.fr',
      showOnlyToday: true,
      nbrMinPhoto: 2,
      nbrMaxPhoto: 10,
    });
  });

  it('anything but 1/true/oui leaves a flag off; a missing option keeps its default', () => {
    expect(
      readConditionOptions([
        { Key: 'showCategory', Value: '0' },
        { Key: 'setSignataire', Value: null },
        { Key: 'multipleSelection', Value: 'non' },
        { Key: 'inconnu', Value: '1' },
      ]),
    ).toEqual(DEFAULT_CONDITION_OPTIONS);
    expect(readConditionOptions([])).toEqual(DEFAULT_CONDITION_OPTIONS);
  });

  it('photo counts are whole numbers above 0; 0, empty or text mean no rule (§9 "values not shown")', () => {
    const counts = (min: unknown, max: unknown) => {
      const o = readConditionOptions([
        { Key: 'nbrMinPhoto', Value: min },
        { Key: 'nbrMaxPhoto', Value: max },
      ]);
      return [o.nbrMinPhoto, o.nbrMaxPhoto];
    };
    expect(counts('0', '')).toEqual([null, null]);
    expect(counts('deux', '2.5')).toEqual([null, null]);
    expect(counts(' 3 ', -1)).toEqual([3, null]);
  });

  it('savedSignature "0" is off', () => {
    expect(readConditionOptions([{ Key: 'savedSignature', Value: '0' }]).savedSignature).toBe('');
  });
});
