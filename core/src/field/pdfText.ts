/**
 * Text as the PDF's standard fonts can print it. jsPDF writes the standard fonts in WinAnsi
 * (Latin-1 plus a few signs): a string with one character beyond U+00FF is written as UTF-16,
 * which those fonts print as noise. So every text goes through here: French letters stay as they
 * are (é, è, à, ç, ô, «, », no-break space), typographic signs become their plain equivalent,
 * the euro sign its WinAnsi code, and anything else a question mark.
 */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': ',',
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u2022': '-',
  '\u0152': 'OE',
  '\u0153': 'oe',
  '\u2009': ' ',
  '\u202f': '\u00a0',
  '\u2007': '\u00a0',
  '\u200b': '',
  '\u2264': '<=',
  '\u2265': '>=',
  // WinAnsi 0x80: the one sign above U+00FF jsPDF's Helvetica prints from its code.
  '\u20ac': '\u0080',
};

/** A text the PDF prints as written (see above); line breaks kept, other controls dropped. */
export function pdfText(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : '';
  let out = '';
  for (const char of text.normalize('NFC')) {
    const replaced = REPLACEMENTS[char];
    if (replaced !== undefined) out += replaced;
    else if (char === '\n' || char === '\t') out += char === '\t' ? ' ' : char;
    else if (char < ' ' || (char >= '\u007f' && char < '\u00a0')) continue;
    else if (char > '\u00ff') out += '?';
    else out += char;
  }
  return out;
}
