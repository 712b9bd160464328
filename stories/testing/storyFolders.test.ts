import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const STORIES = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The folders under `stories/` (outside node_modules) that hold at least one story file. */
function storyFolders(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const here = entries.some((e) => e.isFile() && e.name.endsWith('.stories.tsx')) ? [dir] : [];
  const below = entries
    .filter((e) => e.isDirectory() && e.name !== 'node_modules' && !e.name.startsWith('.'))
    .flatMap((e) => storyFolders(join(dir, e.name)));
  return [...here, ...below];
}

describe('the stories’ tests', () => {
  it('give every folder of stories its own stories.test.tsx, so that no story goes unrendered', () => {
    const folders = storyFolders(STORIES).map((dir) => relative(STORIES, dir));
    expect(folders.length).toBeGreaterThanOrEqual(8);
    const missing = folders.filter((dir) => !existsSync(join(STORIES, dir, 'stories.test.tsx')));
    expect(missing).toEqual([]);
  });
});
