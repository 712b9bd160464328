import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES as M } from './rangeMessages';

describe('RANGE_MESSAGES', () => {
  it('words the refusals of a period read', () => {
    expect(M.reversed).toBe('La période demandée est invalide : la fin doit suivre le début.');
    expect(M.tooLong(100)).toBe('La période demandée est trop longue : 100 jours au plus.');
  });
});
