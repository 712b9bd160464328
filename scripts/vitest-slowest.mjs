// A Vitest reporter that prints, after the run, the slowest tests of each project (core, server,
// contract, web), so that a test growing slow is seen before it becomes a failure.
const SHOWN = 5;

/** @typedef {{ project: string, title: string, ms: number }} Timing */

export default class SlowestTestsReporter {
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
