import { describe, expect, it } from 'vitest';
import { conditionQrText, parseConditionQr, qrCameraErrorText } from './conditionQr';

describe('parseConditionQr (spec 3 §2.4; DECISIONS.md "QR separator")', () => {
  it('"{contract}|{registration}"', () => {
    expect(parseConditionQr('C000123|NAC-0042')).toEqual({
      contrat: 'C000123',
      matricule: 'NAC-0042',
    });
    expect(parseConditionQr(' C000123 | AB/12 ')).toEqual({
      contrat: 'C000123',
      matricule: 'AB/12',
    });
  });

  it('"the scanner also accepts a URL with contrat and matricule query parameters"', () => {
    expect(
      parseConditionQr(
        'https://locasuite.exemple.fr/etat-des-lieux-materiel?contrat=C000123&matricule=AB%2F12#x',
      ),
    ).toEqual({ contrat: 'C000123', matricule: 'AB/12' });
    expect(parseConditionQr('/etat-des-lieux-velo?matricule=VEL+7&contrat=C9')).toEqual({
      contrat: 'C9',
      matricule: 'VEL 7',
    });
  });

  it('null when a part is missing or the text is something else', () => {
    expect(parseConditionQr('C000123')).toBeNull();
    expect(parseConditionQr('|NAC-0042')).toBeNull();
    expect(parseConditionQr('C000123|')).toBeNull();
    expect(parseConditionQr('https://exemple.fr/?contrat=C1')).toBeNull();
    expect(parseConditionQr('https://exemple.fr/?contrat=%E0%A4%A&matricule=M')).toEqual({
      contrat: '%E0%A4%A',
      matricule: 'M',
    });
    expect(parseConditionQr('')).toBeNull();
  });

  it('conditionQrText writes what parseConditionQr reads', () => {
    expect(conditionQrText(' C000123', 'NAC-0042 ')).toBe('C000123|NAC-0042');
    expect(parseConditionQr(conditionQrText('C1', 'M/2'))).toEqual({
      contrat: 'C1',
      matricule: 'M/2',
    });
  });
});

describe('qrCameraErrorText (spec 3 §8 "QR camera (English)")', () => {
  it('"\'Hey! I need access to your camera\' (permission refused)"', () => {
    expect(qrCameraErrorText({ name: 'NotAllowedError' })).toBe(
      'Hey! I need access to your camera',
    );
  });

  it('"\'Do you even have a camera on your device?\' (no camera)"', () => {
    expect(qrCameraErrorText({ name: 'NotFoundError' })).toBe(
      'Do you even have a camera on your device?',
    );
  });

  it('insecure context, camera in use, constraints mismatch each have their text', () => {
    const texts = ['InsecureContextError', 'NotReadableError', 'OverconstrainedError'].map((name) =>
      qrCameraErrorText({ name }),
    );
    expect(new Set(texts).size).toBe(3);
    expect(texts.some((t) => t.startsWith('UNKNOWN ERROR'))).toBe(false);
  });

  it('"otherwise UNKNOWN ERROR plus the message"', () => {
    expect(
      qrCameraErrorText({ name: 'AbortError', message: 'Timeout starting video source' }),
    ).toBe('UNKNOWN ERROR: Timeout starting video source');
    expect(qrCameraErrorText({})).toBe('UNKNOWN ERROR: ');
  });
});
