import { describe, expect, it } from 'vitest';
import { SAV_SAVE_WINDOW_MS, savLineAccess } from './savSave';

const now = Date.UTC(2026, 10, 28, 9, 0);

describe('savLineAccess', () => {
  it('a draft without signature takes lines, whatever its save', () => {
    expect(savLineAccess({ Statut: 130 }, null, now)).toBe('draft');
  });
  it('« status 140 or an existing signature is read-only » once its save is closed', () => {
    expect(savLineAccess({ Statut: 140 }, null, now)).toBe('locked');
    expect(
      savLineAccess({ Statut: 130, Signature_web: 'data:image/png;base64,AA' }, null, now),
    ).toBe('locked');
  });
  it('the lines of the save that validated it are taken until the window ends (exclusive)', () => {
    const until = now + SAV_SAVE_WINDOW_MS;
    expect(SAV_SAVE_WINDOW_MS).toBe(900_000);
    expect(savLineAccess({ Statut: 140 }, until, now)).toBe('sameSave');
    expect(savLineAccess({ Statut: 140 }, new Date(until), until - 1)).toBe('sameSave');
    expect(savLineAccess({ Statut: 140 }, until, until)).toBe('locked');
  });
});
