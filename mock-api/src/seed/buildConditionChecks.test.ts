import { describe, expect, it } from 'vitest';
import { generateSeed } from './generateSeed';

describe('the seeded condition checks', () => {
  it('fill every checklist line with one of its allowed values (CLD_SELECTION, spec 3 §3.2), on any day', () => {
    for (const day of ['2026-11-22', '2026-11-26', '2027-02-14']) {
      const seed = generateSeed({ now: new Date(`${day}T10:00:00Z`) });
      let checked = 0;
      for (const line of seed.contractLines) {
        const text = line.data.CHECK_LIST_JSON_GESTION;
        if (typeof text !== 'string') continue;
        for (const item of JSON.parse(text) as Record<string, unknown>[]) {
          // An empty selection takes any value (a quantity, a free text).
          if (String(item.CLD_SELECTION ?? '') === '') continue;
          const allowed = String(item.CLD_SELECTION).split(',');
          for (const value of [item.CLD_QTE_DEPART, item.CLD_QTE_RETOUR].flat()) {
            if (value === '' || value === undefined) continue;
            checked += 1;
            expect(allowed, `${String(item.CH_DESIGNATION)} on ${day}`).toContain(value);
          }
        }
      }
      expect(checked).toBeGreaterThan(100);
    }
  });
});
