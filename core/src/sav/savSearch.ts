/**
 * spec 4 §2.1, §5: the list search, case-insensitive over report number, machine number, client
 * delivery name and contract number. An empty search keeps every report.
 */
export function savReportMatches(
  report: Readonly<Record<string, unknown>>,
  search: string,
): boolean {
  const needle = search.trim().toLocaleLowerCase('fr');
  if (needle === '') return true;
  return ['N° RAP COMP', 'N° MATR INT', 'societeliv', 'num_contrat'].some((key) =>
    String(report[key] ?? '')
      .toLocaleLowerCase('fr')
      .includes(needle),
  );
}
