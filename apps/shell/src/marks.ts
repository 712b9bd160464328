/**
 * Names a moment of the start in the browser's performance timeline (`ls:` marks), which the
 * planning benchmarks print with the requests (tests/perf/README.md); nothing else reads them.
 */
export function markStart(name: string): void {
  try {
    performance.mark(`ls:${name}`);
  } catch {
    // A timeline without marks: nothing to name.
  }
}
