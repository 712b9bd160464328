import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFObject } from 'pdf-lib';

/** WinAnsi 0x80–0x9F where it differs from Latin-1 (the characters our texts use). */
const WIN_ANSI: Readonly<Record<number, string>> = { 0x80: '€', 0x85: '…', 0x92: '’', 0x95: '•' };

/** The strings a content stream shows with `<hex> Tj` (pdf-lib's standard fonts, WinAnsi). */
function shown(stream: string): string[] {
  return [...stream.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) =>
    [...Buffer.from(m[1] ?? '', 'hex')].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join(''),
  );
}

/**
 * The text pdf-lib wrote on each page of a PDF (its `drawText` strings, in drawing order): enough
 * to read a stamp or a certificate back in a test; not a general PDF reader.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents: PDFObject | undefined = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return refs.flatMap((ref) => {
      const stream = doc.context.lookup(ref);
      if (!(stream instanceof PDFRawStream)) return [];
      return shown(Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'));
    });
  });
}
