import { describe, expect, it } from 'vitest';
import {
  REMOTE_SIGNATURE_MESSAGES,
  remoteSignatureLegs,
  signatureLeg,
  signatureLinkEnd,
  signatureLinkExpired,
  signatureViewOf,
  signatureViewOfRefusal,
  signedOnText,
} from './remoteSignature';

describe('remoteSignatureLegs', () => {
  it('offers the departure once checked, with no return and no departure signature', () => {
    expect(remoteSignatureLegs({ CLD_CONTROLE_DEPART: '1', CLD_CONTROLE_RETOUR: '0' })).toEqual([
      'DEPART',
    ]);
    expect(remoteSignatureLegs({ CLD_CONTROLE_DEPART: 1, CLD_SIGNATURE_DEPART: '' })).toEqual([
      'DEPART',
    ]);
  });

  it('offers nothing before the departure is checked (state Départ) or once it is signed', () => {
    expect(remoteSignatureLegs({ CLD_CONTROLE_DEPART: '0', CLD_CONTROLE_RETOUR: '0' })).toEqual([]);
    expect(remoteSignatureLegs({})).toEqual([]);
    expect(
      remoteSignatureLegs({ CLD_CONTROLE_DEPART: '1', CLD_SIGNATURE_DEPART: 'data:image/png;…' }),
    ).toEqual([]);
    expect(remoteSignatureLegs({ CLD_CONTROLE_DEPART: 'X' })).toEqual([]);
  });

  it('offers the return once checked and unsigned, never the departure then', () => {
    expect(remoteSignatureLegs({ CLD_CONTROLE_DEPART: '1', CLD_CONTROLE_RETOUR: '1' })).toEqual([
      'RETOUR',
    ]);
    expect(
      remoteSignatureLegs({
        CLD_CONTROLE_DEPART: '1',
        CLD_CONTROLE_RETOUR: '1',
        CLD_SIGNATURE_RETOUR: 'data:image/png;base64,AAAA',
      }),
    ).toEqual([]);
  });
});

describe('signatureLeg', () => {
  it('reads DEPART and RETOUR whatever the case and accents', () => {
    expect(signatureLeg('DEPART')).toBe('DEPART');
    expect(signatureLeg(' départ ')).toBe('DEPART');
    expect(signatureLeg('Retour')).toBe('RETOUR');
  });
  it('refuses anything else', () => {
    expect(signatureLeg('')).toBeNull();
    expect(signatureLeg('LIVRAISON')).toBeNull();
    expect(signatureLeg(undefined)).toBeNull();
  });
});

describe('signatureLinkEnd', () => {
  it('is the request time + 7 days (DECISIONS.md)', () => {
    expect(signatureLinkEnd(new Date('2026-11-25T23:59:00Z')).toISOString()).toBe(
      '2026-12-02T23:59:00.000Z',
    );
  });
});

describe('signatureLinkExpired (spec 3 §4.3, decided by the server)', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('END_DATE compared with now: expired from END_DATE on', () => {
    expect(signatureLinkExpired(new Date('2026-11-25T12:00:00Z'), now)).toBe(true);
    expect(signatureLinkExpired(new Date('2026-11-25T11:59:59Z'), now)).toBe(true);
    expect(signatureLinkExpired(new Date('2026-11-25T12:00:01Z'), now)).toBe(false);
  });
});

describe('signatureViewOf', () => {
  it('spec 3 §4.3: 4 if already validated', () => {
    expect(signatureViewOf({ VALIDE: 1, END_DATE: '2026-12-01T00:00:00Z', EXPIRED: 0 })).toBe(
      'alreadySigned',
    );
    expect(signatureViewOf({ VALIDE: '1', END_DATE: '2026-11-01T00:00:00Z', EXPIRED: 1 })).toBe(
      'alreadySigned',
    );
  });
  it('spec 3 §4.3: 5 if the link has expired, as the server says (never the device clock)', () => {
    expect(signatureViewOf({ VALIDE: 0, END_DATE: '2026-11-25T12:00:00Z', EXPIRED: 1 })).toBe(
      'expired',
    );
    // An END_DATE long past that the server still calls open (its clock decides): view 1.
    expect(signatureViewOf({ VALIDE: 0, END_DATE: '2000-01-01T00:00:00Z', EXPIRED: 0 })).toBe(
      'sign',
    );
  });
  it('1 sign otherwise; 3 error without a readable request', () => {
    expect(signatureViewOf({ VALIDE: 0, END_DATE: '2026-11-25T12:00:01Z', EXPIRED: 0 })).toBe(
      'sign',
    );
    expect(signatureViewOf(undefined)).toBe('error');
    expect(signatureViewOf({ VALIDE: 0, END_DATE: 'demain' })).toBe('error');
  });
});

describe('REMOTE_SIGNATURE_MESSAGES signedBy and validUntil (French time)', () => {
  it('names who signed and when, and until when a link is valid', () => {
    expect(
      REMOTE_SIGNATURE_MESSAGES.signedBy('Camille DURAND', new Date('2026-11-28T13:05:00Z')),
    ).toBe('Signé par Camille DURAND le 28/11/2026 à 14:05.');
    expect(REMOTE_SIGNATURE_MESSAGES.validUntil(new Date('2026-12-05T07:30:00Z'))).toBe(
      'Lien valable jusqu’au 05/12/2026 à 08:30.',
    );
  });
});

describe('signatureViewOfRefusal', () => {
  it('409 already signed, 410 expired, anything else error', () => {
    expect(signatureViewOfRefusal(409)).toBe('alreadySigned');
    expect(signatureViewOfRefusal(410)).toBe('expired');
    expect(signatureViewOfRefusal(404)).toBe('error');
    expect(signatureViewOfRefusal(500)).toBe('error');
  });
});

describe('signedOnText', () => {
  it('spec 3 §9: « Signée le DD/MM/YYYY HH:mm », French time', () => {
    expect(signedOnText(new Date('2026-11-25T08:05:00Z'))).toBe('Signée le 25/11/2026 09:05');
    expect(signedOnText(new Date('2026-07-01T22:30:00Z'))).toBe('Signée le 02/07/2026 00:30');
  });
});

describe('REMOTE_SIGNATURE_MESSAGES', () => {
  it('spec 3 §2.5, §5.4: the quoted texts', () => {
    expect(REMOTE_SIGNATURE_MESSAGES.signerLabel).toBe('Nom du signataire *');
    expect(REMOTE_SIGNATURE_MESSAGES.signerRequired).toBe('Nom du signataire obligatoire');
  });
});
