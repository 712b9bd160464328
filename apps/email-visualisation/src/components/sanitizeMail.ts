import DOMPurify from 'dompurify';

export interface SanitizedMail {
  /** The HTML document to put in the sandboxed frame. */
  readonly document: string;
  /** Remote images left out (their address kept aside until the person asks). */
  readonly remoteImages: number;
}

const REMOTE = /^\s*(https?:)?\/\//i;

/**
 * Cleans a mail's HTML for display (issue 4, DECISIONS.md): no script, no event handler, no
 * `javascript:` link (DOMPurify), no form or frame, and — unless `allowRemote` — no remote image
 * or CSS `url()`, so opening a mail tells no tracker it was read. The result is a whole document
 * with a Content-Security-Policy that repeats these rules, for a frame sandboxed without scripts.
 */
export function sanitizeMail(html: string, allowRemote = false): SanitizedMail {
  let remoteImages = 0;
  const purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (allowRemote) return;
    for (const attr of ['src', 'srcset', 'background', 'poster']) {
      const value = node.getAttribute(attr);
      if (value !== null && (REMOTE.test(value) || attr === 'srcset')) {
        node.removeAttribute(attr);
        if (node.tagName === 'IMG' && attr === 'src') remoteImages += 1;
      }
    }
    const style = node.getAttribute('style');
    if (style && /url\s*\(/i.test(style))
      node.setAttribute('style', style.replace(/url\s*\([^)]*\)/gi, 'none'));
  });
  const body = purifier.sanitize(html, {
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'iframe',
      'frame',
      'object',
      'embed',
      'link',
      'meta',
      'base',
    ],
    FORBID_ATTR: ['formaction', 'ping'],
    ALLOW_DATA_ATTR: false,
  });
  const imgSrc = allowRemote ? 'data: https: http:' : 'data:';
  const csp = `default-src 'none'; img-src ${imgSrc}; style-src 'unsafe-inline'; font-src data:`;
  const document =
    '<!doctype html><html lang="fr"><head><meta charset="utf-8">' +
    `<meta http-equiv="Content-Security-Policy" content="${csp}">` +
    '<style>body{font-family:Roboto,Arial,sans-serif;font-size:14px;line-height:1.5;margin:12px;color:#212121;overflow-wrap:anywhere}img{max-width:100%;height:auto}</style>' +
    `</head><body>${body}</body></html>`;
  return { document, remoteImages };
}
