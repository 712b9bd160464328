import { describe, expect, it } from 'vitest';
import { SAV_MESSAGES } from './messages';
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

describe('the new-version texts (issue 37 « Locked after signature »)', () => {
  it('say which signed report a version replaces, and by which it was replaced', () => {
    expect(SAV_MESSAGES.versionNote('n° OR-12', '28/11/2026 à 10:05', 'Jean DUPONT')).toBe(
      'Nouvelle version du rapport n° OR-12, signé le 28/11/2026 à 10:05 par Jean DUPONT.',
    );
    expect(SAV_MESSAGES.versionNote('n° 7', '', '')).toBe('Nouvelle version du rapport n° 7.');
    expect(SAV_MESSAGES.replacedNote('n° OR-12')).toBe(
      'Remplacé par une nouvelle version : rapport n° OR-12.',
    );
  });
});
