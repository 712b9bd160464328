/** The colour used when a definition has none. */
export const DEFAULT_STATISTIC_COLOR = '#1976D2';

/**
 * Colours for `count` bars, slices or series (spec 1 §3 COLOR "one colour or a comma list"): one
 * colour colours everything; a list is used in order and repeats when there are more items.
 */
export function statisticColors(colors: readonly string[], count: number): string[] {
  const palette = colors.length > 0 ? colors : [DEFAULT_STATISTIC_COLOR];
  return Array.from(
    { length: count },
    (_, i) => palette[i % palette.length] ?? DEFAULT_STATISTIC_COLOR,
  );
}
