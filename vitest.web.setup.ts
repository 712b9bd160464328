// The web project's tests wait for the page the way a person does: until it shows what they look
// for. Testing Library gives up after 1 s by default, which a busy 2-core machine can miss while
// the data is still on its way; 20 s only stops a test that will never see it.
import { performance as nodePerformance } from 'node:perf_hooks';
import * as webStreams from 'node:stream/web';
import { TextDecoder as NodeTextDecoder } from 'node:util';
import * as React from 'react';
import { configure } from '@testing-library/dom';
import { installFastLabels } from './tests/web/fastLabels';
import { testDeviceMedia } from './tests/web/matchMedia';
import { installVisibilityStyles } from './tests/web/visibilityStyles';

configure({ asyncUtilTimeout: 20_000 });

// jsdom's label look-ups walk the document for each label (tests/web/fastLabels.ts).
installFastLabels(window);

// jsdom matches every CSS rule for each element whose style a test reads: Emotion's rules keep the
// declarations that decide what is shown (tests/web/visibilityStyles.ts; a test about looks calls
// `keepEveryStyle()`).
installVisibilityStyles(window);

// The web project runs each file in a VM context of its own (vmThreads): its global is jsdom's
// window, which lacks Node's web streams (MSW's server-sent events build on them), and whose
// `performance` has no resource timings (the network indicator reads them, as a browser has).
for (const name of ['ReadableStream', 'WritableStream', 'TransformStream'] as const) {
  (globalThis as Record<string, unknown>)[name] ??= webStreams[name];
}
// jsdom's TextDecoder runs each call through its WebIDL conversions: a hundred times Node's cost
// (200,000 short rows: 3.2 s, Node's 0.03 s). The in-page server's PGlite decodes every text value
// of every row with it (2.3 s of the condition form's 42 s page test); Node's decodes the same bytes
// the same way.
globalThis.TextDecoder = NodeTextDecoder as unknown as typeof TextDecoder;
if (typeof performance.getEntriesByName !== 'function') {
  Object.defineProperty(globalThis, 'performance', {
    configurable: true,
    writable: true,
    value: nodePerformance,
  });
}

// jsdom has no `matchMedia`: the tests' device is one whose person asked for reduced motion (the
// theme's `withoutMotion`, ui/src/motion.ts): dialogs and menus appear and go at once and buttons
// have no ripple, as they do for that person in a browser. Every other query answers false, as
// without `matchMedia`; a test about screen sizes stubs its own.
if (typeof window.matchMedia !== 'function') window.matchMedia = testDeviceMedia;

// React's development build records, for each of the first 10,000 elements created in a second,
// an Error's stack and a console task, to print "owner stacks" in its warnings: a tenth of a page
// test's time (the condition check's dashboard and stories: 61 s → 55 s) for traces no assertion
// reads. The tests keep React's development checks (keys, nesting, act) and its warnings, which
// the stories' test fails on; the warnings only lose the owner lines of their stacks. React keeps
// the count on its shared internals; if a later React moves it, nothing here changes the tests.
const internals = (React as unknown as Record<string, unknown>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE as
  Record<string, unknown> | undefined;
if (internals && typeof internals.recentlyCreatedOwnerStacks === 'number') {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.MAX_SAFE_INTEGER,
    set: () => undefined,
  });
}
