import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import type { Meta, StoryFn } from '@storybook/react-vite';
import axe from 'axe-core';
import { setupServer } from 'msw/node';
import { configure } from 'storybook/test';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openInPageServer } from '@locasuite/mock-api/in-page/testing';
import preview from '../.storybook/preview';
import { setMswSetup } from '../msw/mswRuntime';
import type { MswInstance } from '../msw/mswRuntime';
import { storySignIn } from '../msw/storyClient';
import { baseHandlers, setStoryServerOpener } from '../msw/storyServer';

/** A story file as `import.meta.glob` gives it: its meta and its stories. */
export type StoryModule = { default: Meta } & Record<string, StoryFn | Meta>;

/**
 * Renders every story of the given files (portable stories) in jsdom, on the in-page server, and
 * fails on a thrown error, a React or MUI complaint, an accessibility violation or an empty render.
 *
 * Each folder of stories has its own `stories.test.tsx` calling this with its own files, so the
 * folders run side by side on the test workers and a new tool's stories add a file of their own
 * (`storyFolders.test.ts` checks that no folder of stories is left without one).
 */
export function everyStoryRenders(modules: Record<string, StoryModule>): void {
  // The in-page server starts from the run's seeded snapshot instead of seeding in this file.
  setStoryServerOpener(openInPageServer);

  // In Node there is no service worker: the same handlers run in MSW's Node interceptor,
  // listening from the start so that the demo users sign in (by the real call) before the first
  // story.
  const server = setupServer(...baseHandlers());
  setMswSetup(async (): Promise<MswInstance> => server);

  // The plays' findBy/waitFor (Storybook's own copy of Testing Library) wait as long as the
  // pages' tests do (vitest.web.setup.ts): 1 s is missed on a busy 2-core machine.
  configure({ asyncUtilTimeout: 20_000 });

  const annotations = setProjectAnnotations([preview]);
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await Promise.all(['admin', 'planif', 'tech'].map(storySignIn));
  });
  beforeAll(annotations.beforeAll);
  afterEach(cleanup);
  afterAll(() => server.close());

  describe('every story renders (portable stories)', () => {
    it('finds the story files', () => {
      expect(Object.keys(modules).length).toBeGreaterThanOrEqual(1);
    });

    for (const [path, module] of Object.entries(modules)) {
      const stories = Object.entries(composeStories(module));
      describe(`${module.default.title ?? path}`, () => {
        it.each(stories)('%s', async (_name, Story) => {
          const errors: unknown[] = [];
          const onError = (event: ErrorEvent) => errors.push(event.error);
          window.addEventListener('error', onError);
          const consoleError = vi.spyOn(console, 'error');
          try {
            await Story.run();
          } finally {
            window.removeEventListener('error', onError);
            consoleError.mockRestore();
          }
          expect(errors).toEqual([]);
          // React and MUI report broken markup (keys, nesting, props) through console.error.
          expect(consoleError.mock.calls).toEqual([]);
          const { violations } = await axe.run(document.body, {
            // Every rule runs on every node as before; only the violations' nodes get their
            // selectors (a tenth of each check's time went to describing the passes).
            resultTypes: ['violations'],
            rules: {
              // jsdom does not lay out or paint: contrast is checked on the screenshots instead.
              'color-contrast': { enabled: false },
              // A component story is not a page: landmarks belong to the screens that use it.
              region: { enabled: false },
              // A story may switch off a rule a third-party widget breaks, saying why in its
              // parameters (`axeRules`), e.g. FullCalendar's grid of aria-owns rows.
              ...(Story.parameters.axeRules as Record<string, { enabled: boolean }> | undefined),
            },
          });
          expect(
            violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
          ).toEqual([]);
          const text = document.body.textContent?.trim() ?? '';
          const drawn = document.body.querySelector('[aria-label], svg, img');
          expect(text !== '' || drawn !== null).toBe(true);
        });
      });
    }
  });
}
