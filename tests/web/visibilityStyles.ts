// jsdom computes an element's style by matching every rule of every style sheet against it, and
// computes its ancestors' the same way for inherited properties. Emotion writes the whole CSS of
// MUI and of the `sx` props, one rule per `<style>` element: a role query, a `toBeVisible`, an axe
// check or MUI's textarea sizing pays for thousands of rules about colours, paddings and fonts on
// each element (a quarter of a story check's time, 40 % of the condition form's page test).
//
// The tests read styles to know whether an element is shown and can be pointed at: display,
// visibility, opacity, pointer-events, content-visibility and clipping. In the web tests, Emotion's
// rules keep those declarations only (the same selectors, media queries and order; of `display`
// and `opacity`, only `none` and 0), and a rule left empty is not written. A test about looks — a colour, an ellipsis — calls `keepEveryStyle()`
// first, and its file gets Emotion's whole CSS.

/** The properties that decide whether an element is shown or takes the pointer. */
const KEPT_PROPERTIES = new Set([
  'display',
  'visibility',
  'opacity',
  'pointer-events',
  'content-visibility',
  'clip',
  'clip-path',
]);

/** At-rules that hold no element's style (jsdom applies none of them to an element). */
const DROPPED_AT_RULES = /^@(-webkit-)?keyframes|^@font-face|^@import|^@charset/i;

/** A block with no block inside: its selector (or nothing) and its declarations. */
const INNERMOST_BLOCK = /([^{}]*)\{([^{}]*)\}/g;

/** An at-rule whose blocks were all emptied. */
const EMPTY_AT_RULE = /@[^{}]*\{\s*\}/g;

/**
 * Of `display` and `opacity`, only the values that hide: every other value shows the element, as
 * having no declaration does, so dropping it can only leave an element more hidden than in a
 * browser (a test would then fail, never pass wrongly). Most of MUI's rules say `display: flex` or
 * the like: without them, each computed style matches a few hundred rules instead of thousands.
 */
function hides(property: string, value: string): boolean {
  const bare = value.replace(/!important/i, '').trim();
  if (property === 'display') return bare === 'none';
  if (property === 'opacity') return Number.parseFloat(bare) === 0;
  return true;
}

function keptDeclarations(body: string): string {
  return body
    .split(';')
    .filter((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon <= 0) return false;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      return KEPT_PROPERTIES.has(property) && hides(property, declaration.slice(colon + 1));
    })
    .map((declaration) => declaration.trim())
    .join(';');
}

/**
 * One rule as Stylis writes it for Emotion (`.css-1x{display:flex;padding:8px;}`, or wrapped in
 * `@media`/`@supports`), with only the declarations of {@link KEPT_PROPERTIES}; `''` when none is left.
 */
export function visibilityStyles(css: string): string {
  if (DROPPED_AT_RULES.test(css.trimStart())) return '';
  let rules = css.replace(INNERMOST_BLOCK, (_block, selector: string, body: string) => {
    const kept = keptDeclarations(body);
    return kept === '' ? '' : `${selector}{${kept}}`;
  });
  // `@supports (…){@media (…){}}` empties one level at a time.
  for (let previous = ''; previous !== rules;) {
    previous = rules;
    rules = rules.replace(EMPTY_AT_RULE, '');
  }
  return rules.trim();
}

let filtering = true;

/** For a test about looks: this file's Emotion rules are written whole from now on. */
export function keepEveryStyle(): void {
  filtering = false;
}

/**
 * Emotion (in development, as in the tests) writes each rule as the text of a `<style data-emotion>`
 * element it appends: that text is given {@link visibilityStyles} in this window.
 */
export function installVisibilityStyles(window: Window & typeof globalThis): void {
  const proto = window.HTMLStyleElement.prototype as HTMLStyleElement;
  const appendChild = window.Node.prototype.appendChild;
  Object.defineProperty(proto, 'appendChild', {
    configurable: true,
    writable: true,
    value: function <T extends Node>(this: HTMLStyleElement, child: T): T {
      if (filtering && child instanceof window.Text && this.hasAttribute('data-emotion')) {
        child.data = visibilityStyles(child.data);
      }
      return appendChild.call(this, child) as T;
    },
  });
}
