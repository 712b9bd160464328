import { describe, expect, it } from 'vitest';
import {
  TEMPORARY_PDF_LIFETIME_MS,
  TEMPORARY_PDF_MESSAGES,
  isTemporaryPdfId,
  temporaryPdfExpiry,
} from './temporaryPdf';

describe('isTemporaryPdfId', () => {
  it('takes 128 bits in lower-case hex only', () => {
    expect(isTemporaryPdfId('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(isTemporaryPdfId('0123456789ABCDEF0123456789ABCDEF')).toBe(false);
    expect(isTemporaryPdfId('abc-123')).toBe(false);
    expect(isTemporaryPdfId('../x')).toBe(false);
    expect(isTemporaryPdfId(42)).toBe(false);
  });
});

describe('temporaryPdfExpiry', () => {
  it('is one hour after the PDF is made', () => {
    expect(TEMPORARY_PDF_LIFETIME_MS).toBe(3_600_000);
    expect(temporaryPdfExpiry(new Date('2026-11-28T10:00:00Z')).toISOString()).toBe(
      '2026-11-28T11:00:00.000Z',
    );
  });

  it('says in French that the PDF is gone', () => {
    expect(TEMPORARY_PDF_MESSAGES.notFound).toBe(
      'Ce PDF temporaire n’existe pas ou a expiré (il reste lisible une heure) : ouvrez-le de nouveau depuis l’état des lieux.',
    );
  });
});
