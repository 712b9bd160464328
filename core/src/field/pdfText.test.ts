import { describe, expect, it } from 'vitest';
import { pdfText } from './pdfText';
import { readPdfText } from './readPdfText';

describe('pdfText (what the standard PDF fonts print: WinAnsi)', () => {
  it('keeps French letters and quotes, makes typographic signs plain', () => {
    expect(pdfText('État « prêt » à 12 h')).toBe('État « prêt » à 12 h');
    expect(pdfText('l’engin — 3…')).toBe("l'engin - 3...");
    expect(pdfText('œuvre 5\u202f€')).toBe('oeuvre 5\u00a0\u0080');
  });
  it('keeps line breaks, turns tabs into spaces, drops other controls and marks the rest', () => {
    expect(pdfText('a\nb\tc\u0007d')).toBe('a\nb cd');
    expect(pdfText('日本')).toBe('??');
  });
  it('writes finite numbers, nothing for anything else', () => {
    expect(pdfText(12.5)).toBe('12.5');
    expect(pdfText(Number.NaN)).toBe('');
    expect(pdfText(null)).toBe('');
    expect(pdfText({})).toBe('');
  });
});

describe('readPdfText (an uncompressed PDF read back, for tests)', () => {
  const pdf = [
    '%PDF-1.3',
    '3 0 obj',
    '<</Type /Page /Parent 1 0 R /Contents 4 0 R>>',
    'endobj',
    '4 0 obj',
    '<</Length 60>>',
    'stream',
    'BT (Page \\(un\\)) Tj ET BT (Caf\\351 \\200) Tj ET (ignored) TJ',
    'endstream',
    'endobj',
  ].join('\n');

  it('gives each page’s Tj strings in order, decoded from WinAnsi', async () => {
    const bytes = Uint8Array.from(pdf, (c) => c.charCodeAt(0));
    const read = await readPdfText(bytes);
    expect(read.pages).toEqual([['Page (un)', 'Café €']]);
    expect(read.text).toBe('Page (un)\nCafé €');
  });

  it('reads from anything with arrayBuffer (a Blob)', async () => {
    const bytes = Uint8Array.from(pdf, (c) => c.charCodeAt(0));
    const read = await readPdfText({ arrayBuffer: async () => bytes.buffer });
    expect(read.pages).toHaveLength(1);
  });
});

describe('pdfText in the condition report (moved with it from the tool)', () => {
  it('keeps French letters and turns the signs the standard fonts lack into plain ones', () => {
    expect(pdfText('Écarts constatés « Abîmé » ç à ô')).toBe('Écarts constatés « Abîmé » ç à ô');
    expect(pdfText('l’arrière – “ok” … œuvre −3/8 12\u202f300')).toBe(
      'l\'arrière - "ok" ... oeuvre -3/8 12\u00a0300',
    );
    expect(pdfText('150 €')).toBe('150 \u0080');
    expect(pdfText('a\u0007b\u4e2dc')).toBe('ab?c');
    expect(pdfText(12)).toBe('12');
    expect(pdfText(null)).toBe('');
  });
});
