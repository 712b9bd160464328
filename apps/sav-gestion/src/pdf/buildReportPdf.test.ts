import { describe, expect, it } from 'vitest';
import { readPdfText } from '@locasuite/core';
import { buildReportPdf } from './buildReportPdf';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const OTHER_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The report as the form keeps it, with what the recap shows. */
const input = (report: Record<string, unknown>, photos: readonly string[]) => ({
  report: { 'N° RAP COMP': 'OR-2026-WABC', societeliv: 'Garage Martin', ...report },
  checklist: [],
  slots: [],
  lines: [],
  company: { RS: 'LocaSuite Matériel' },
  agency: 'Lyon',
  photos,
});

/** The image objects the PDF embeds (a PNG with transparency brings its mask). */
const imageCount = async (pdf: Blob) =>
  (new TextDecoder('latin1').decode(await pdf.arrayBuffer()).match(/\/Subtype \/Image/g) ?? [])
    .length;

describe('buildReportPdf: the recap of a report only on this device (spec 4 §2.2, issue 37)', () => {
  it('holds the customer’s signature with the signer, and one page per photo', async () => {
    const pdf = await buildReportPdf(
      input({ Signature_web: PNG, Signataire: 'Jean DUPONT' }, [OTHER_PNG, PNG]),
      { prepareImage: async () => null },
    );
    const { pages, text } = await readPdfText(pdf);
    expect(text).toContain('Signature du client');
    expect(text).toContain('Signé par Jean DUPONT');
    expect(text).not.toContain('Non signé.');
    expect(pages.at(-2)).toContain('Photo 1 / 2');
    expect(pages.at(-1)).toContain('Photo 2 / 2');
    expect(pages.at(-1)).toContainEqual(expect.stringContaining('SAV OR-2026-WABC'));
    // The signature and the second photo are the same picture: embedded once.
    const signatureOnly = await buildReportPdf(input({ Signature_web: PNG }, []));
    const signatureAndSame = await buildReportPdf(input({ Signature_web: PNG }, [PNG]), {
      prepareImage: async () => null,
    });
    expect(await imageCount(signatureOnly)).toBeGreaterThan(0);
    expect(await imageCount(signatureAndSame)).toBe(await imageCount(signatureOnly));
    expect(await imageCount(pdf)).toBeGreaterThan(await imageCount(signatureOnly));
  });

  it('says « Non signé. » without a signature, and has no photo page without photos', async () => {
    const pdf = await buildReportPdf(input({}, []), { prepareImage: async () => null });
    const { pages, text } = await readPdfText(pdf);
    expect(text).toContain('Non signé.');
    expect(text).not.toContain('Photo 1');
    expect(pages).toHaveLength(1);
    expect(await imageCount(pdf)).toBe(0);
  });
});
