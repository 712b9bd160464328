import type { CliIo } from './CliIo';

/** Prints rows under a header, columns padded to their widest cell. */
export function printTable(io: CliIo, header: readonly string[], rows: readonly string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  io.out(line(header));
  io.out(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) io.out(line(r));
}
