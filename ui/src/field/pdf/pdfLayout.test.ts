import { describe, expect, it } from 'vitest';
import { readPdfText } from '@locasuite/core';
import { PDF_PAGE, loadPdfLibraries, pdfLayout } from './pdfLayout';

// The layout every report's PDF shares, read back from the PDF jsPDF writes.
async function pages(draw: (layout: ReturnType<typeof pdfLayout>) => void) {
  const { doc, autoTable } = await loadPdfLibraries();
  const layout = pdfLayout(doc, autoTable);
  draw(layout);
  layout.footer('Bon BI-2026-0412', (n, total) => `Page ${n} / ${total}`);
  return (await readPdfText(new Uint8Array(doc.output('arraybuffer')))).pages;
}

describe('pdfLayout', () => {
  it('draws a section: its heading, then its label–value rows without the empty ones', async () => {
    const [first] = await pages((layout) => {
      layout.details('Client', [
        ['Société', 'Terrassements Roux'],
        ['Téléphone', ''],
        ['Ville', 'Lyon'],
      ]);
    });
    expect(first).toEqual(
      expect.arrayContaining(['Client', 'Société', 'Terrassements Roux', 'Ville', 'Lyon']),
    );
    expect(first).not.toContain('Téléphone');
  });

  it('leaves out a section whose values are all empty', async () => {
    const [first] = await pages((layout) => layout.details('Commentaires', [['Atelier', '']]));
    expect(first).not.toContain('Commentaires');
  });

  it('starts a heading on the next page rather than alone at the bottom', async () => {
    const result = await pages((layout) => {
      layout.y = PDF_PAGE.height - PDF_PAGE.margin - 20;
      layout.heading('Signatures');
    });
    expect(result).toHaveLength(2);
    expect(result[0]).not.toContain('Signatures');
    expect(result[1]).toContain('Signatures');
  });

  it('gives a photo a page of its own, says when its image cannot be read', async () => {
    const result = await pages((layout) => {
      layout.heading('Rapport');
      layout.photoPage({
        label: 'Photo avant réparation',
        subtitle: 'Bon BI-2026-0412',
        image: null,
        caption: ['Prise le 23/11/2026 à 10:02'],
        unreadable: 'Image illisible.',
      });
    });
    expect(result).toHaveLength(2);
    expect(result[1]).toEqual(
      expect.arrayContaining([
        'Photo avant réparation',
        'Image illisible.',
        'Prise le 23/11/2026 à 10:02',
      ]),
    );
  });

  it('writes the footer on every page, with the page and the total', async () => {
    const result = await pages((layout) => {
      layout.heading('Un');
      layout.doc.addPage();
    });
    expect(result[0]).toEqual(expect.arrayContaining(['Bon BI-2026-0412', 'Page 1 / 2']));
    expect(result[1]).toEqual(expect.arrayContaining(['Bon BI-2026-0412', 'Page 2 / 2']));
  });
});
