import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 8;

/** Prints the slowest browser tests after the run, so that slowness is seen before it fails. */
export default class SlowestReporter implements Reporter {
  private readonly durations: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const title = `${test.location.file.split(/[\\/]/).pop()}:${test.location.line} › ${test.title}`;
    this.durations.push({ title, ms: result.duration });
  }

  onEnd(_result: FullResult): void {
    const slowest = [...this.durations].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    if (slowest.length === 0) return;
    console.log(`\nLes ${slowest.length} tests de bout en bout les plus lents :`);
    for (const { title, ms } of slowest) {
      console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`);
    }
  }

  printsToStdio(): boolean {
    return false;
  }
}
