import { describe, expect, it } from 'vitest';
import { sanitizeMail } from './sanitizeMail';

const HOSTILE =
  '<p>Bonjour</p><script>window.__ran = true</script>' +
  '<img src="x" onerror="window.__ran = true" alt="a">' +
  '<img src="https://suivi.example.com/pixel.png" alt="b">' +
  '<a href="javascript:alert(1)">lien</a><div style="background:url(https://t.example/x.png)">d</div>';

describe('sanitizeMail', () => {
  it('removes scripts, event handlers and javascript: links', () => {
    const { document } = sanitizeMail(HOSTILE);
    expect(document).not.toContain('<script');
    expect(document).not.toContain('onerror');
    expect(document).not.toContain('javascript:');
    expect(document).toContain('<p>Bonjour</p>');
  });

  it('keeps remote images out until asked, and says how many', () => {
    const blocked = sanitizeMail(HOSTILE);
    expect(blocked.remoteImages).toBe(1);
    expect(blocked.document).not.toContain('suivi.example.com');
    expect(blocked.document).not.toContain('t.example');
    expect(blocked.document).toContain('img-src data:;');
    const shown = sanitizeMail(HOSTILE, true);
    expect(shown.document).toContain('https://suivi.example.com/pixel.png');
    expect(shown.document).toContain('img-src data: https: http:');
    expect(shown.document).not.toContain('onerror');
  });

  it('opens links outside the frame', () => {
    expect(sanitizeMail('<a href="https://a.fr">a</a>').document).toContain(
      'rel="noopener noreferrer"',
    );
  });

  it('gives an empty body for an empty mail', () => {
    expect(sanitizeMail('').document).toContain('<body></body>');
  });
});
