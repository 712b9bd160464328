// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { installVisibilityStyles, keepEveryStyle, visibilityStyles } from './visibilityStyles';

describe('visibilityStyles', () => {
  it('keeps the declarations that decide whether an element is shown, in their order', () => {
    expect(
      visibilityStyles(
        '.css-1x{display:-webkit-box;display:flex;padding:8px;color:red;opacity:0;pointer-events:none;}',
      ),
    ).toBe('.css-1x{opacity:0;pointer-events:none}');
    // Of display and opacity, only what hides: any other value shows, as no declaration does.
    expect(
      visibilityStyles('.h{display:none!important;opacity:0.5}.s{display:block;opacity:1}'),
    ).toBe('.h{display:none!important}');
    expect(visibilityStyles('.a:hover,.b .c{visibility:hidden!important;margin:0}')).toBe(
      '.a:hover,.b .c{visibility:hidden!important}',
    );
    expect(visibilityStyles('.v{clip:rect(0 0 0 0);clip-path:inset(50%);height:1px;}')).toBe(
      '.v{clip:rect(0 0 0 0);clip-path:inset(50%)}',
    );
  });

  it('writes nothing for a rule about looks only', () => {
    expect(visibilityStyles('.css-2y{color:rgb(0, 0, 0);background-color:#fff;}')).toBe('');
    expect(visibilityStyles('.d{background-image:url(data:image/svg+xml;base64,AAA=);}')).toBe('');
  });

  it('keeps media and supports queries around what is kept, and drops them when emptied', () => {
    expect(
      visibilityStyles('@media (min-width:600px){.css-3z{display:none;padding:0;}.w{gap:1px}}'),
    ).toBe('@media (min-width:600px){.css-3z{display:none}}');
    expect(visibilityStyles('@media (min-width:600px){.css-3z{padding:0;}}')).toBe('');
    expect(visibilityStyles('@supports (display:grid){@media (min-width:1px){.x{gap:1px;}}}')).toBe(
      '',
    );
  });

  it('drops animations, fonts and imports', () => {
    expect(visibilityStyles('@keyframes spin{0%{opacity:0;}100%{opacity:1;}}')).toBe('');
    expect(visibilityStyles('@font-face{font-family:X;src:url(x.woff2);}')).toBe('');
    expect(visibilityStyles('@import url(x.css);')).toBe('');
  });

  it('in a window, filters what Emotion appends to its style elements only, until told not to', () => {
    installVisibilityStyles(window);
    const emotion = document.createElement('style');
    emotion.setAttribute('data-emotion', 'css');
    document.head.append(emotion);
    emotion.appendChild(document.createTextNode('.e{display:none;color:red;}'));
    const other = document.createElement('style');
    document.head.append(other);
    other.appendChild(document.createTextNode('.o{color:red;}'));

    const shown = document.createElement('div');
    shown.className = 'e o';
    document.body.append(shown);
    expect(emotion.textContent).toBe('.e{display:none}');
    expect(other.textContent).toBe('.o{color:red;}');
    expect(getComputedStyle(shown).display).toBe('none');
    expect(getComputedStyle(shown).color).toBe('rgb(255, 0, 0)');

    keepEveryStyle();
    const whole = document.createElement('style');
    whole.setAttribute('data-emotion', 'css');
    document.head.append(whole);
    whole.appendChild(document.createTextNode('.f{color:blue;}'));
    expect(whole.textContent).toBe('.f{color:blue;}');
  });
});
