import { defineConfig } from '@playwright/test';
import config from './playwright.config';

// `npm run captures`: the screenshot loops (tests titled « screenshot(s) … »), pictures of the
// pages at 1366, 768 and 390 px for people to look at (in /tmp/shots/<tool>/, or SHOTS_DIR).
// They check nothing, so `npm test` does not run them.
export default defineConfig({
  ...config,
  grepInvert: undefined,
  grep: /\bscreenshots?\b/,
  outputDir: '../../test-results/captures',
});
