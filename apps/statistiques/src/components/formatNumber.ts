const french = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** A number as French text (`1 234,5`); text cells unchanged. */
export function formatCell(value: string | number): string {
  return typeof value === 'number' ? french.format(value) : value;
}
