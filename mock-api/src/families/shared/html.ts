/**
 * Text written into a mail's HTML (ARCHITECTURE.md, Mail): `& < > " '` become their named
 * entities, so a client's or an agency's text never opens a tag or leaves an attribute.
 */
export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
