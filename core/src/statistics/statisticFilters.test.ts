import { describe, expect, it } from 'vitest';
import { FilterTemplateError, buildStatisticFilters, statisticQueryKey } from './statisticFilters';

const range = { from: Date.UTC(2026, 7, 24), to: Date.UTC(2026, 10, 22, 23, 59) };

describe('buildStatisticFilters', () => {
  it("filters moteur on Mot_Date and reglement on date_reglement as 'from...to' (spec 1 §7)", () => {
    expect(buildStatisticFilters({ base: 'moteur', filterTemplate: '' }, range)).toEqual([
      { Mot_Date: '08/24/2026...11/22/2026' },
    ]);
    expect(buildStatisticFilters({ base: 'reglement', filterTemplate: 'ignored' }, range)).toEqual([
      { date_reglement: '08/24/2026...11/22/2026' },
    ]);
  });

  it('builds the contract filter from the FILTRE template, from and to replaced', () => {
    const template = '{"CLD_DATE_DEPART":"from...to","CLD_CONTRAT_STATE":"Clôturé","total":"to"}';
    expect(buildStatisticFilters({ base: 'contrat', filterTemplate: template }, range)).toEqual([
      {
        CLD_DATE_DEPART: '08/24/2026...11/22/2026',
        CLD_CONTRAT_STATE: 'Clôturé',
        total: '11/22/2026',
      },
    ]);
    const list = '[{"CL_DATE":"from...to"},{"CL_DATE":"from"}]';
    expect(buildStatisticFilters({ base: 'contrat', filterTemplate: list }, range)).toEqual([
      { CL_DATE: '08/24/2026...11/22/2026' },
      { CL_DATE: '08/24/2026' },
    ]);
  });

  it('refuses a template that is not JSON requests', () => {
    for (const bad of ['', 'from...to', '[]', '[1]', '"x"']) {
      expect(() => buildStatisticFilters({ base: 'contrat', filterTemplate: bad }, range)).toThrow(
        FilterTemplateError,
      );
    }
  });
});

describe('statisticQueryKey', () => {
  it('is the same for the same base and filters', () => {
    expect(statisticQueryKey('moteur', [{ a: '1' }])).toBe(
      statisticQueryKey('moteur', [{ a: '1' }]),
    );
    expect(statisticQueryKey('moteur', [{ a: '1' }])).not.toBe(
      statisticQueryKey('contrat', [{ a: '1' }]),
    );
  });
});
