/** An image as a PDF or a page takes it: a data URL and its kind. */
export interface ImageSource {
  readonly data: string;
  readonly format: 'PNG' | 'JPEG';
}

/**
 * A data URL or bare base64 of a PNG or JPEG (logos travel as bare base64, spec 3 §3.4) as a
 * data URL with its kind; null for anything else (an empty field, another image kind, a number).
 */
export function imageSource(value: unknown): ImageSource | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const url = /^data:image\/(png|jpe?g);base64,/i.exec(text);
  if (url) {
    return { data: text, format: url[1]?.toLowerCase() === 'png' ? 'PNG' : 'JPEG' };
  }
  if (text.startsWith('iVBORw0KGgo'))
    return { data: `data:image/png;base64,${text}`, format: 'PNG' };
  if (text.startsWith('/9j/')) return { data: `data:image/jpeg;base64,${text}`, format: 'JPEG' };
  return null;
}

/**
 * A PNG or JPEG given as bare base64 (the file store's `fileBinary`) as a data URL, PNG by its
 * first bytes, JPEG otherwise (a broken image shows broken, the page stays up).
 */
export function imageDataUrl(base64: string): string {
  const type = base64.startsWith('iVBORw0KGgo') ? 'image/png' : 'image/jpeg';
  return `data:${type};base64,${base64}`;
}
