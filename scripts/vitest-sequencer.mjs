// Vitest's order of the test files, as its own (`BaseSequencer`: failed first, then the longest by
// the last run's durations), except in a run with no past durations (a fresh clone, as `npm test`
// is timed): Vitest then runs the largest files first, and a folder's `stories.test.tsx` — five
// lines rendering every story of the folder, 11 to 45 s each — came last, so that the web project
// ended on one long story file while the other worker had nothing left to do. Here the stories'
// test files run first in their project, the folder with the most stories first.
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { BaseSequencer } from 'vitest/node';

const STORIES_TEST = 'stories.test.tsx';

/** The bytes of the stories a folder's `stories.test.tsx` renders (its weight, without a past run). */
/** @param {string} testFile */
function storiesBytes(testFile) {
  const folder = dirname(testFile);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.stories.tsx'))
    .reduce((sum, name) => sum + statSync(join(folder, name)).size, 0);
}

export default class StoriesFirstSequencer extends BaseSequencer {
  /**
   * @param {import('vitest/node').TestSpecification[]} files
   * @returns {Promise<import('vitest/node').TestSpecification[]>}
   */
  async sort(files) {
    const ordered = await super.sort(files);
    const cache = this.ctx.cache;
    /** @type {Map<import('vitest/node').TestSpecification, { unknown: boolean, weight: number, index: number }>} */
    const rank = new Map(
      ordered.map((file, index) => {
        const key = `${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`;
        // Files with a past result keep Vitest's order (after the unknown ones, as Vitest does).
        if (cache.getFileTestResults(key)) return [file, { unknown: false, weight: 0, index }];
        const weight =
          basename(file.moduleId) === STORIES_TEST
            ? Number.MAX_SAFE_INTEGER / 2 + storiesBytes(file.moduleId)
            : (cache.getFileStats(key)?.size ?? 0);
        return [file, { unknown: true, weight, index }];
      }),
    );
    return [...ordered].sort((a, b) => {
      const groupOrder =
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (groupOrder !== 0) return groupOrder;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      if (a.project.config.isolate !== b.project.config.isolate) {
        return a.project.config.isolate ? -1 : 1;
      }
      const ra = /** @type {{ unknown: boolean, weight: number, index: number }} */ (rank.get(a));
      const rb = /** @type {{ unknown: boolean, weight: number, index: number }} */ (rank.get(b));
      if (ra.unknown !== rb.unknown) return ra.unknown ? -1 : 1;
      if (ra.unknown && ra.weight !== rb.weight) return rb.weight - ra.weight;
      return ra.index - rb.index;
    });
  }
}
