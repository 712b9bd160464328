import { describe, expect, it } from 'vitest';
import { EMPTY_KEY_LABEL, aggregateStatistic } from './aggregateStatistic';

const payments = [
  { mode: 'CB', montant: 100.1, agence: 'Lyon' },
  { mode: 'Chèque', montant: 50, agence: 'Lyon' },
  { mode: 'CB', montant: 0.2, agence: 'Nantes' },
  { mode: 'Virement', montant: 400, agence: 'Nantes' },
  { mode: 'CB', montant: 'n/c', agence: 'Nantes' },
  { mode: '', montant: 10, agence: 'Lyon' },
];

describe('aggregateStatistic', () => {
  it('sums a numeric value, counts 1 for a non-numeric one (spec 1 §4), largest first', () => {
    const r = aggregateStatistic(
      { keys: ['mode', 'montant'], complex: false, type: 'BarChart' },
      payments,
    );
    expect(r).toEqual({
      kind: 'simple',
      labels: ['Virement', 'CB', 'Chèque', EMPTY_KEY_LABEL],
      values: [400, 101.3, 50, 10],
    });
  });

  it('counts occurrences when the value is text or there is no second key', () => {
    const r = aggregateStatistic(
      { keys: ['agence', 'mode'], complex: false, type: 'Table' },
      payments,
    );
    expect(r).toEqual({ kind: 'simple', labels: ['Lyon', 'Nantes'], values: [3, 3] });
    const single = aggregateStatistic(
      { keys: ['mode', undefined], complex: false, type: 'DoughnutChart' },
      payments,
    );
    expect(single.kind === 'simple' && single.values).toEqual([3, 1, 1, 1]);
  });

  it('keeps line chart labels in ascending order (months)', () => {
    const rows = [{ m: '2026-03' }, { m: '2025-11' }, { m: '2026-03' }, { m: '2026-01' }];
    const r = aggregateStatistic(
      { keys: ['m', undefined], complex: false, type: 'LineChart' },
      rows,
    );
    expect(r).toEqual({
      kind: 'simple',
      labels: ['2025-11', '2026-01', '2026-03'],
      values: [1, 1, 2],
    });
  });

  it('counts occurrences per pair of keys for a complex statistic (spec 1 §4), numbers ignored', () => {
    const r = aggregateStatistic(
      { keys: ['agence', 'mode'], complex: true, type: 'BarChart' },
      payments,
    );
    expect(r).toEqual({
      kind: 'complex',
      labels: ['Lyon', 'Nantes'],
      series: [
        { label: 'CB', values: [1, 2] },
        { label: 'Chèque', values: [1, 0] },
        { label: EMPTY_KEY_LABEL, values: [1, 0] },
        { label: 'Virement', values: [0, 1] },
      ],
    });
  });

  it('groups the values of one label together: text trimmed, a number and its text, objects by their text, empty ones', () => {
    const day = { toString: () => '2026-03' };
    const rows = [
      { k: ' Lyon', s: 1 },
      { k: 'Lyon ', s: '1' },
      { k: 7, s: day },
      { k: '7', s: { toString: () => '2026-03' } },
      { k: null, s: null },
      { k: '  ', s: undefined },
      { k: 'Lyon', s: 2 },
    ];
    expect(aggregateStatistic({ keys: ['k', 's'], complex: false, type: 'Table' }, rows)).toEqual({
      kind: 'simple',
      labels: ['Lyon', '7', EMPTY_KEY_LABEL],
      values: [4, 2, 2],
    });
    expect(aggregateStatistic({ keys: ['k', 's'], complex: true, type: 'Table' }, rows)).toEqual({
      kind: 'complex',
      labels: ['7', 'Lyon', EMPTY_KEY_LABEL],
      series: [
        { label: '1', values: [0, 2, 0] },
        { label: '2', values: [0, 1, 0] },
        { label: '2026-03', values: [2, 0, 0] },
        { label: EMPTY_KEY_LABEL, values: [0, 0, 2] },
      ],
    });
  });

  it('gives an empty result for no rows', () => {
    expect(aggregateStatistic({ keys: ['a', 'b'], complex: false, type: 'Table' }, [])).toEqual({
      kind: 'simple',
      labels: [],
      values: [],
    });
    expect(aggregateStatistic({ keys: ['a', 'b'], complex: true, type: 'Table' }, [])).toEqual({
      kind: 'complex',
      labels: [],
      series: [],
    });
  });
});
