import { describe, expect, it } from 'vitest';
import { statisticTable } from './statisticTable';

describe('statisticTable', () => {
  it("ends a simple table with a 'Total' row (spec 1 §2)", () => {
    const t = statisticTable({ kind: 'simple', labels: ['CB', 'Chèque'], values: [100.1, 0.2] }, [
      'mode',
      'montant',
    ]);
    expect(t).toEqual({
      header: ['mode', 'montant'],
      rows: [
        ['CB', 100.1],
        ['Chèque', 0.2],
      ],
      total: ['Total', 100.3],
    });
  });

  it('gives a complex table one column per series, a Total column and a Total row', () => {
    const t = statisticTable(
      {
        kind: 'complex',
        labels: ['Lyon', 'Nantes'],
        series: [
          { label: 'CB', values: [1, 2] },
          { label: 'Virement', values: [0, 1] },
        ],
      },
      ['agence', 'mode'],
    );
    expect(t.header).toEqual(['agence', 'CB', 'Virement', 'Total']);
    expect(t.rows).toEqual([
      ['Lyon', 1, 0, 1],
      ['Nantes', 2, 1, 3],
    ]);
    expect(t.total).toEqual(['Total', 3, 1, 4]);
  });

  it('names the count column when there is one key', () => {
    const t = statisticTable({ kind: 'simple', labels: [], values: [] }, ['mode', undefined]);
    expect(t.header).toEqual(['mode', 'Nombre']);
    expect(t.total).toEqual(['Total', 0]);
  });
});
