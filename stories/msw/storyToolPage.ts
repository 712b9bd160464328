import type { ApiClient } from '@locasuite/core';
import type { ToolSession } from '@locasuite/ui';
import { createStoryClient } from './storyClient';
import { storySession } from './storySession';

/**
 * What the shell hands a tool page (`api`, `session`), for a demo user of the seed (`admin`,
 * `planif`, `tech`), on the in-page server: `<XPage {...storyToolProps(login)} now={STORY_NOW} />`.
 */
export function storyToolProps(login: string): { api: ApiClient; session: ToolSession } {
  return { api: createStoryClient(login), session: storySession(login) };
}

type AxeRules = Readonly<Record<string, { readonly enabled: boolean }>>;

/**
 * The parameters of a story of a page drawn around a FullCalendar (the tool background). FullCalendar
 * v7 lays its cells out of their rows (and a list view its rows out of their list) and ties them
 * back with aria-owns, which axe does not follow and reports as a grid or list without its
 * children; the rows are announced correctly. `more` turns off a page's own other rules.
 */
export function calendarPageParameters(more: AxeRules = {}) {
  return {
    locaSuiteBackground: 'tool' as const,
    axeRules: { 'aria-required-children': { enabled: false }, ...more },
  };
}
