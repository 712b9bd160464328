import { describe, expect, it } from 'vitest';
import {
  DOUBLE_AUTH,
  codeCheckRefusal,
  codeFromRandomBytes,
  codeResendRefusal,
  maskEmail,
  type CodeState,
} from './doubleAuth';

const now = new Date(Date.UTC(2025, 2, 17, 9, 0));
const state = (over: Partial<CodeState> = {}): CodeState => ({
  hasCode: true,
  codeIssuedAt: new Date(now.getTime() - 60_000),
  codeTries: 0,
  linkTries: 0,
  codesSent: 1,
  linkEnd: new Date(now.getTime() + 86_400_000),
  signed: false,
  ...over,
});

describe('codeFromRandomBytes (DECISIONS.md: 6 digits from a CSPRNG)', () => {
  it('gives 6 digits, leading zeros kept', () => {
    expect(codeFromRandomBytes(new Uint8Array([0, 0, 0, 7]))).toBe('000007');
    expect(codeFromRandomBytes(new Uint8Array([0, 0x0f, 0x42, 0x3f]))).toBe('999999');
  });
  it('skips a group past the last whole multiple of 10⁶ (no modulo bias)', () => {
    expect(codeFromRandomBytes(new Uint8Array([255, 255, 255, 255, 0, 0, 0, 1]))).toBe('000001');
    expect(codeFromRandomBytes(new Uint8Array([255, 255, 255, 255]))).toBeNull();
  });
});

describe('codeCheckRefusal (DECISIONS.md: 10 min, single use, 5 tries per code, 20 per link)', () => {
  it('checks a fresh code', () => {
    expect(codeCheckRefusal(state(), now)).toBeNull();
  });
  it('refuses after 5 wrong tries of the code, 20 of the link', () => {
    expect(DOUBLE_AUTH).toMatchObject({ codeDigits: 6, codeMaxTries: 5, linkMaxTries: 20 });
    expect(codeCheckRefusal(state({ codeTries: 4 }), now)).toBeNull();
    expect(codeCheckRefusal(state({ codeTries: 5 }), now)).toBe('codeLocked');
    expect(codeCheckRefusal(state({ linkTries: 20 }), now)).toBe('linkLocked');
  });
  it('refuses a code 10 minutes old, a used one, an expired or signed link', () => {
    expect(codeCheckRefusal(state({ codeIssuedAt: new Date(now.getTime() - 600_000) }), now)).toBe(
      'codeExpired',
    );
    expect(codeCheckRefusal(state({ hasCode: false }), now)).toBe('noCode');
    expect(codeCheckRefusal(state({ linkEnd: now }), now)).toBe('expired');
    expect(codeCheckRefusal(state({ signed: true }), now)).toBe('signed');
  });
});

describe('codeResendRefusal (ours: a code a minute, 10 a link)', () => {
  it('waits a minute after the last code', () => {
    expect(
      codeResendRefusal(state({ codeIssuedAt: new Date(now.getTime() - 20_000) }), now),
    ).toEqual({
      code: 'tooSoon',
      seconds: 40,
    });
    expect(codeResendRefusal(state(), now)).toBeNull();
    expect(
      codeResendRefusal(state({ hasCode: false, codeIssuedAt: null, codesSent: 0 }), now),
    ).toBeNull();
  });
  it('refuses past 10 codes, on a locked, expired or signed link', () => {
    expect(codeResendRefusal(state({ codesSent: 10 }), now)).toEqual({ code: 'tooMany' });
    expect(codeResendRefusal(state({ linkTries: 20 }), now)).toEqual({ code: 'linkLocked' });
    expect(codeResendRefusal(state({ linkEnd: now }), now)).toEqual({ code: 'expired' });
    expect(codeResendRefusal(state({ signed: true }), now)).toEqual({ code: 'signed' });
  });
});

describe('maskEmail', () => {
  it('keeps the first and last letters and the domain', () => {
    expect(maskEmail('camille.durand@example.fr')).toBe('c************d@example.fr');
    expect(maskEmail('ab@x.fr')).toBe('**@x.fr');
  });
});
