import { describe, expect, it } from 'vitest';
import { SAV_MESSAGES } from './messages';
import { SAV_SIGNED_QUIET_MS, SAV_SAVE_WINDOW_MS, savLineAccess } from './savSave';

const now = Date.UTC(2026, 10, 28, 9, 0);

describe('savLineAccess (spec 4 §4.1, issue 37 « all or nothing, whatever the order »)', () => {
  const validation = { validates: true, openedAt: now, lastCallAt: now };
  const draftSave = { validates: false, openedAt: now, lastCallAt: now };

  it('a stored draft without signature and no open save takes lines at once', () => {
    expect(savLineAccess({ Statut: 130 }, null, now)).toBe('draft');
    expect(savLineAccess(null, null, now)).toBe('draft');
  });
  it('« status 140 or an existing signature is read-only » once no save is open on it', () => {
    expect(savLineAccess({ Statut: 140 }, null, now)).toBe('locked');
    expect(
      savLineAccess({ Statut: 130, Signature_web: 'data:image/png;base64,AA' }, null, now),
    ).toBe('locked');
  });
  it('a validation stays open for its calls until the window ends (exclusive), then is dropped', () => {
    expect(SAV_SAVE_WINDOW_MS).toBe(900_000);
    const end = now + SAV_SAVE_WINDOW_MS;
    expect(savLineAccess({ Statut: 130 }, validation, end - 1)).toBe('sameSave');
    expect(savLineAccess(null, { ...validation, lastCallAt: end }, end)).toBe('expired');
  });
  it('a save that signs without validating completes once quiet for thirty seconds after its last call', () => {
    expect(SAV_SIGNED_QUIET_MS).toBe(30_000);
    const later = now + 10 * 60_000;
    const busy = { ...draftSave, lastCallAt: later };
    expect(savLineAccess({ Statut: 130 }, busy, later + SAV_SIGNED_QUIET_MS - 1)).toBe('sameSave');
    expect(savLineAccess({ Statut: 130 }, busy, later + SAV_SIGNED_QUIET_MS)).toBe('due');
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
