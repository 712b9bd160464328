import { describe, expect, it } from 'vitest';
import { mergeSavReport } from './mergeReport';

const base = { Observ: 'bruit', 'Travaux exe': '', LIEU_INTERV: 'Atelier', version: 3 };

describe('mergeSavReport', () => {
  it('fields changed on one side only are merged (issue 37 « Field-level merge »)', () => {
    const mine = { ...base, 'Travaux exe': 'courroie changée' };
    const theirs = { ...base, LIEU_INTERV: 'Chantier', version: 4 };
    const merge = mergeSavReport(base, mine, theirs);
    expect(merge.conflicts).toEqual([]);
    expect(merge.changed).toEqual(['Travaux exe']);
    expect(merge.merged).toEqual({
      Observ: 'bruit',
      'Travaux exe': 'courroie changée',
      LIEU_INTERV: 'Chantier',
      version: 4,
    });
  });

  it('a field changed on both sides is a conflict listing both values, never overwritten', () => {
    const merge = mergeSavReport(
      base,
      { ...base, Observ: 'bruit moteur' },
      { ...base, Observ: 'bruit au démarrage', version: 4 },
    );
    expect(merge.conflicts).toEqual([
      { field: 'Observ', base: 'bruit', mine: 'bruit moteur', theirs: 'bruit au démarrage' },
    ]);
    expect(merge.merged.Observ).toBe('bruit au démarrage');
  });

  it('the same change on both sides is no conflict; lists compare by content', () => {
    const slots = [{ debut: '09:00' }];
    const merge = mergeSavReport(
      { ...base, Horaire_liste: [] },
      { ...base, Observ: 'x', Horaire_liste: [{ debut: '09:00' }] },
      { ...base, Observ: 'x', Horaire_liste: slots },
    );
    expect(merge.conflicts).toEqual([]);
    expect(merge.merged.Horaire_liste).toEqual(slots);
  });

  it('the version is the server’s: never a change of the device', () => {
    expect(mergeSavReport(base, { ...base, version: 9 }, base).changed).toEqual([]);
  });
});
