/**
 * The text of an uncompressed PDF as the field kit's PDF parts write it (jsPDF, `compress: false`), page by page: the literal
 * strings of its `Tj` operators, in the order they are drawn, decoded from WinAnsi. Enough to
 * read a report's PDF back in tests (no PDF library needed); not a general PDF reader.
 */
export interface PdfTextPages {
  /** Each page's strings, in drawing order. */
  readonly pages: readonly (readonly string[])[];
  /** Every string of every page, one per line. */
  readonly text: string;
}

// WinAnsi 0x80–0x9F (the rest of the range is Latin-1).
const WIN_ANSI: Readonly<Record<number, string>> = {
  0x80: '€',
  0x82: '‚',
  0x84: '„',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
  0x9c: 'œ',
  0x8c: 'Œ',
};

function decodeLatin(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += String.fromCharCode(b);
  return out;
}

const OCTAL = /^[0-7]{1,3}/;

/** The literal strings of a content stream followed by the Tj operator. */
function shownStrings(stream: string): string[] {
  const strings: string[] = [];
  let i = 0;
  while (i < stream.length) {
    if (stream[i] !== '(') {
      i++;
      continue;
    }
    let depth = 1;
    let value = '';
    i++;
    while (i < stream.length && depth > 0) {
      const c = stream[i] ?? '';
      if (c === '\\') {
        const next = stream[i + 1] ?? '';
        const octal = OCTAL.exec(stream.slice(i + 1, i + 4));
        if (octal) {
          value += String.fromCharCode(parseInt(octal[0], 8));
          i += 1 + octal[0].length;
          continue;
        }
        value += next === 'n' ? '\n' : next === 'r' ? '\r' : next === 't' ? '\t' : next;
        i += 2;
        continue;
      }
      if (c === '(') depth++;
      if (c === ')') depth--;
      if (depth > 0) value += c;
      i++;
    }
    if (/^\s*Tj/.test(stream.slice(i, i + 8))) {
      strings.push([...value].map((ch) => WIN_ANSI[ch.charCodeAt(0)] ?? ch).join(''));
    }
  }
  return strings;
}

/** Reads the pages' text of a PDF (a Blob, or its bytes). */
export async function readPdfText(
  pdf: Uint8Array | { arrayBuffer(): Promise<ArrayBuffer> },
): Promise<PdfTextPages> {
  const bytes = pdf instanceof Uint8Array ? pdf : new Uint8Array(await pdf.arrayBuffer());
  const source = decodeLatin(bytes);
  const contentIds = [...source.matchAll(/\/Type \/Page\b[^]*?\/Contents (\d+) 0 R/g)].map(
    (m) => m[1] ?? '',
  );
  const pages = contentIds.map((id) => {
    const start = source.indexOf(`\n${id} 0 obj`);
    if (start < 0) return [];
    const open = source.indexOf('stream\n', start) + 'stream\n'.length;
    const close = source.indexOf('endstream', open);
    return shownStrings(source.slice(open, close));
  });
  return { pages, text: pages.map((p) => p.join('\n')).join('\n') };
}
