// jsdom has no `matchMedia`. The web tests' device answers media queries through these: by
// default a device whose person asked for reduced motion (vitest.web.setup.ts); a test about a
// phone's layout stubs `phoneMedia`.

/** The query of a device asking for less motion (the theme's `withoutMotion`, ui/src/motion.ts). */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** A `matchMedia` whose lists match where `matches(query)` says, and never change. */
export function fakeMatchMedia(matches: (query: string) => boolean) {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** The tests' device: it asks for reduced motion, and every other query answers false. */
export const testDeviceMedia = fakeMatchMedia((query) => query === REDUCED_MOTION);

/** A phone's (below 600 px): every `max-width` query matches; it asks for reduced motion too. */
export const phoneMedia = fakeMatchMedia(
  (query) => /max-width/.test(query) || query === REDUCED_MOTION,
);
