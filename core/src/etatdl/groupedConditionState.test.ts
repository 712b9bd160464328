import { describe, expect, it } from 'vitest';
import { groupedConditionState, groupedConditionStates } from './groupedConditionState';

const line = (cd: unknown, cr: unknown, lien: unknown = 'L1') => ({
  CLD_LIEN: lien,
  CLD_CONTROLE_DEPART: cd,
  CLD_CONTROLE_RETOUR: cr,
});

describe('groupedConditionState (spec 3 §4.1, §7.1 set_client_state)', () => {
  it('"0 when all lines are 0/0"; empty controls count as 0', () => {
    expect(groupedConditionState([line('0', '0'), line(0, 0), line('', '')])).toBe('0');
  });

  it('"2 when all are 1/1"', () => {
    expect(groupedConditionState([line('1', '1'), line(1, 1)])).toBe('2');
  });

  it('"X otherwise"', () => {
    expect(groupedConditionState([line('1', '0')])).toBe('X');
    expect(groupedConditionState([line('0', '0'), line('1', '1')])).toBe('X');
    expect(groupedConditionState([line('1', '1'), line('1', '0')])).toBe('X');
    expect(groupedConditionState([line('X', '0')])).toBe('X');
  });

  it('a link with no line is 0', () => {
    expect(groupedConditionState([])).toBe('0');
  });
});

describe('groupedConditionStates', () => {
  it('one grouped status per contract link (CLD_LIEN), links without a value left out', () => {
    const states = groupedConditionStates([
      line('1', '1', 'L1'),
      line('0', '0', 'L2'),
      line('1', '0', 'L1'),
      line('1', '1', 7),
      line('1', '1', ''),
      line('1', '1', null),
    ]);
    expect([...states]).toEqual([
      ['L1', 'X'],
      ['L2', '0'],
      ['7', '2'],
    ]);
  });
});
