// A Vitest reporter that prints, after the run, when each project ran (its first file's start and
// last file's end, from the run's start) and its slowest tests, so that a project or a test
// growing slow is seen before it becomes a failure or stretches `npm test`.
const SHOWN = 5;

/** @typedef {{ project: string, title: string, ms: number }} Timing */

export default class SlowestTestsReporter {
  start = performance.now();
  /** @type {Map<string, { from: number, to: number }>} */
  spans = new Map();

  onTestRunStart() {
    this.start = performance.now();
  }

  /** @param {any} testModule */
  onTestModuleStart(testModule) {
    const project = testModule.project?.name || 'tests';
    const now = performance.now() - this.start;
    const span = this.spans.get(project);
    if (span) span.from = Math.min(span.from, now);
    else this.spans.set(project, { from: now, to: now });
  }

  /** @param {any} testModule */
  onTestModuleEnd(testModule) {
    const project = testModule.project?.name || 'tests';
    const span = this.spans.get(project);
    if (span) span.to = Math.max(span.to, performance.now() - this.start);
  }

  /** @param {ReadonlyArray<any>} testModules the run's test modules (Vitest 4 reporter API) */
  onTestRunEnd(testModules) {
    /** @type {Map<string, Timing[]>} */
    const byProject = new Map();
    for (const module of testModules) {
      const project = module.project?.name || 'tests';
      const file = module.relativeModuleId ?? module.moduleId;
      for (const test of module.children.allTests()) {
        const ms = test.diagnostic()?.duration;
        if (typeof ms !== 'number') continue;
        const list = byProject.get(project) ?? [];
        list.push({ project, title: `${file} › ${test.fullName}`, ms });
        byProject.set(project, list);
      }
    }
    if (this.spans.size > 0) {
      console.log('\nProjets, du début du premier fichier à la fin du dernier :');
      for (const [project, { from, to }] of [...this.spans].sort(
        ([, a], [, b]) => a.from - b.from,
      )) {
        const s = (ms) => `${(ms / 1000).toFixed(0)} s`;
        console.log(`  ${project.padEnd(12)} ${s(from).padStart(6)} → ${s(to).padStart(6)}`);
      }
    }
    if (byProject.size === 0) return;
    console.log('\nTests les plus lents, par projet :');
    for (const [project, timings] of [...byProject].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(`  ${project}`);
      for (const { title, ms } of timings.sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) {
        console.log(`    ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`);
      }
    }
  }
}
