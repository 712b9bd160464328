import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('writes & < > " \' as entities, so a text never opens a tag or leaves an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Dupont & Fils</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Dupont &amp; Fils&lt;/a&gt;',
    );
  });

  it('leaves every other text as it is, accents and line breaks included', () => {
    expect(escapeHtml('Société Générale\nÉtat des lieux')).toBe('Société Générale\nÉtat des lieux');
    expect(escapeHtml('')).toBe('');
  });
});
