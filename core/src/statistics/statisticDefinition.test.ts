import { describe, expect, it } from 'vitest';
import { parseStatisticDefinition, parseStatisticDefinitions } from './statisticDefinition';

const record = {
  INDEX: '2',
  BASE: 'reglement',
  LABEL: 'Montant par mode',
  STATS_KEYS: 'mode_reglement, montant',
  STATS_TYPE: 'BarChart',
  IS_COMPLEX: '0',
  IS_HORIZONTALE: 1,
  COLOR: '#E53935,#43A047',
  FILTRE: '',
};

describe('parseStatisticDefinition', () => {
  it('reads the fields of spec 1 §3 (two keys separated by a comma, IS_HORIZONTALE 1, colour list)', () => {
    expect(parseStatisticDefinition(record)).toEqual({
      index: 2,
      base: 'reglement',
      label: 'Montant par mode',
      keys: ['mode_reglement', 'montant'],
      type: 'BarChart',
      complex: false,
      horizontal: true,
      colors: ['#E53935', '#43A047'],
      filterTemplate: '',
    });
  });

  it("treats IS_COMPLEX '1' as two-level and a single key as a count", () => {
    const d = parseStatisticDefinition({
      ...record,
      IS_COMPLEX: '1',
      STATS_KEYS: 'mode_reglement',
    });
    expect(d?.complex).toBe(true);
    expect(d?.keys).toEqual(['mode_reglement', undefined]);
  });

  it('refuses an unknown BASE, STATS_TYPE or empty STATS_KEYS', () => {
    expect(parseStatisticDefinition({ ...record, BASE: 'stock' })).toBeNull();
    expect(parseStatisticDefinition({ ...record, STATS_TYPE: 'PieChart' })).toBeNull();
    expect(parseStatisticDefinition({ ...record, STATS_KEYS: ' ' })).toBeNull();
  });
});

describe('parseStatisticDefinitions', () => {
  it('sorts by INDEX and drops unusable records', () => {
    const list = parseStatisticDefinitions([
      { ...record, INDEX: 5, LABEL: 'b' },
      { ...record, BASE: '' },
      { ...record, INDEX: 1, LABEL: 'a' },
    ]);
    expect(list.map((d) => d.label)).toEqual(['a', 'b']);
  });
});
