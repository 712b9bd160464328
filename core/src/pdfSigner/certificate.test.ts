import { describe, expect, it } from 'vitest';
import { CERTIFICATE_TITLE, certificateLines } from './certificate';

const base = {
  documentName: 'Contrat@@C1@@d@@OK@@1-2@@BTP Martin.pdf',
  beforeSha256: 'a'.repeat(64),
  stampedSha256: 'b'.repeat(64),
  signer: 'BTP Martin',
  signedAt: new Date(Date.UTC(2025, 2, 17, 9, 30)),
  ip: '203.0.113.7',
  userAgent: 'Mozilla/5.0',
};

describe('certificateLines (issue 36: « Certificat de signature »)', () => {
  it('names the document, both SHA-256, the signer, the staff member, time, IP and browser', () => {
    expect(CERTIFICATE_TITLE).toBe('Certificat de signature');
    expect(
      certificateLines({ ...base, verification: { kind: 'onScreen', staff: 'Claire PERRIN' } }),
    ).toEqual([
      { label: 'Document', value: base.documentName },
      { label: 'SHA-256 avant signature', value: 'a'.repeat(64) },
      { label: 'SHA-256 après signature', value: 'b'.repeat(64) },
      { label: 'Signataire', value: 'BTP Martin' },
      { label: 'Vérification', value: 'Signature à l’écran, en présence de Claire PERRIN' },
      { label: 'Signé le', value: '17/03/2025 10:30' },
      { label: 'Adresse IP', value: '203.0.113.7' },
      { label: 'Navigateur', value: 'Mozilla/5.0' },
    ]);
  });

  it('for a remote signature: the masked e-mail, when the code was sent and verified, the attempts', () => {
    const lines = certificateLines({
      ...base,
      verification: {
        kind: 'remote',
        email: 'contact@btp.fr',
        codeSentAt: new Date(Date.UTC(2025, 2, 17, 9, 25)),
        verifiedAt: new Date(Date.UTC(2025, 2, 17, 9, 30)),
        attempts: 2,
      },
    });
    expect(lines).toContainEqual({
      label: 'Vérification',
      value: 'Signature à distance, code à usage unique envoyé par e-mail à c*****t@btp.fr',
    });
    expect(lines).toContainEqual({ label: 'Code envoyé le', value: '17/03/2025 10:25' });
    expect(lines).toContainEqual({ label: 'Code vérifié le', value: '17/03/2025 10:30' });
    expect(lines).toContainEqual({ label: 'Nombre d’essais', value: '2' });
  });

  it('for a condition report signed through its mailed link: the masked e-mail and when it was sent', () => {
    const link = (email: string) =>
      certificateLines({
        ...base,
        verification: { kind: 'link', email, sentAt: new Date(Date.UTC(2025, 2, 16, 8, 5)) },
      });
    const lines = link('contact@btp.fr');
    expect(lines).toContainEqual({
      label: 'Vérification',
      value: 'Signature à distance, par le lien personnel envoyé par e-mail à c*****t@btp.fr',
    });
    expect(lines).toContainEqual({ label: 'Lien envoyé le', value: '16/03/2025 09:05' });
    expect(lines).toContainEqual({ label: 'Signé le', value: '17/03/2025 10:30' });
    expect(link('')).toContainEqual({
      label: 'Vérification',
      value: 'Signature à distance, par le lien personnel envoyé par e-mail à une adresse inconnue',
    });
  });
});
