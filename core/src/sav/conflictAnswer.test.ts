import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client/ApiError';
import {
  SAV_CONFLICT_REASON,
  parseSavConflictAnswer,
  resolveSavConflict,
  savConflictAnswer,
  savFieldLabel,
} from './conflictAnswer';
import { mergeSavReport } from './mergeReport';

const base = { Observ: 'bruit', LIEU_INTERV: 'Atelier', 'Travaux exe': '' };
const office = { ...base, LIEU_INTERV: 'Chantier', Observ: 'bruit à froid' };
const device = { ...base, Observ: 'bruit moteur', 'Travaux exe': 'courroie' };
const answer = savConflictAnswer(mergeSavReport(base, device, office).conflicts, 4);

describe('savConflictAnswer', () => {
  it('lists each field changed on both sides with its label and the three values', () => {
    expect(answer).toEqual({
      reason: SAV_CONFLICT_REASON,
      version: 4,
      conflicts: [
        {
          field: 'Observ',
          label: 'Observations',
          base: 'bruit',
          mine: 'bruit moteur',
          current: 'bruit à froid',
        },
      ],
    });
    expect(savFieldLabel('inconnu')).toBe('inconnu');
  });
});

describe('parseSavConflictAnswer', () => {
  it('reads the API client’s 409, a plain answer, or the data itself', () => {
    const error = new ApiError('http', 'modifié', { status: 409, code: 409, data: answer });
    expect(parseSavConflictAnswer(error)).toEqual(answer);
    expect(parseSavConflictAnswer({ code: 409, message: 'x', data: answer })).toEqual(answer);
    expect(parseSavConflictAnswer(answer)).toEqual(answer);
  });
  it('is null for another refusal, a 409 without details or a malformed one', () => {
    expect(parseSavConflictAnswer(new ApiError('http', 'x', { status: 422, data: answer }))).toBe(
      null,
    );
    expect(parseSavConflictAnswer(new ApiError('http', 'x', { status: 409 }))).toBe(null);
    expect(parseSavConflictAnswer({ ...answer, conflicts: [] })).toBe(null);
    expect(parseSavConflictAnswer({ ...answer, version: 'x' })).toBe(null);
    expect(parseSavConflictAnswer(null)).toBe(null);
    expect(parseSavConflictAnswer('409')).toBe(null);
  });
});

describe('resolveSavConflict', () => {
  const sent = { ...device, version: 2, base };
  it('puts each chosen value, the conflict’s version and the settled fields in the edit', () => {
    expect(resolveSavConflict(sent, answer, { Observ: 'current' })).toEqual({
      ...device,
      Observ: 'bruit à froid',
      version: 4,
      base,
      resolved: ['Observ'],
    });
    expect(resolveSavConflict(sent, answer, { Observ: 'mine' }).Observ).toBe('bruit moteur');
    expect(resolveSavConflict(sent, answer, { Observ: { value: 'les deux' } }).Observ).toBe(
      'les deux',
    );
  });
  it('a field without a choice keeps the technician’s value and is not settled', () => {
    expect(resolveSavConflict(sent, answer, {})).toMatchObject({
      Observ: 'bruit moteur',
      resolved: [],
    });
  });
});
