import { describe, expect, it } from 'vitest';
import { saveId } from '../api/fields';
import {
  conditionWorkKey,
  newSaveId,
  syncFailureAction,
  syncOrder,
  type ConditionWork,
} from './waitingWork';

const report: ConditionWork = {
  kind: 'report',
  recordId: '1234',
  contract: 'C2600001',
  matricule: 'NC12-011',
  leg: 'DEPART',
  data: { CLD_CONTROLE_DEPART: '1' },
  version: 3,
  saveId: 'a'.repeat(32),
};

describe('work kept on the device (spec 3 §3.4, §4.2)', () => {
  it('« Condition reports stored locally are keyed by CLD_IDEnreg »: one per record', () => {
    expect(conditionWorkKey(report)).toBe('etatdl:report:1234');
    expect(conditionWorkKey({ ...report, saveId: 'b'.repeat(32) })).toBe('etatdl:report:1234');
  });

  it('keys a photo batch by its save id, so two batches of one item never replace each other', () => {
    const photos: ConditionWork = {
      kind: 'photos',
      contract: 'C1',
      matricule: 'M1',
      leg: 'RETOUR',
      photos: [],
      saveId: 'c'.repeat(32),
    };
    expect(conditionWorkKey(photos)).toBe(`etatdl:photos:${'c'.repeat(32)}`);
  });

  it('makes 128-bit save ids the server accepts, never twice the same', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newSaveId()));
    expect(ids.size).toBe(200);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(saveId().safeParse(id).success).toBe(true);
    }
    expect(newSaveId((b) => b.fill(255))).toBe('f'.repeat(32));
  });
});

describe('what a failed sync does (issue 15: never lost, never sent twice)', () => {
  it('waits for the connection when nothing or a passing failure answered', () => {
    for (const status of [0, 408, 429, 500, 502, 503])
      expect(syncFailureAction(status)).toBe('later');
  });

  it('waits for the next sign-in when the session was refused', () => {
    expect(syncFailureAction(401)).toBe('signIn');
  });

  it('flags for review what the server refused for good (a record finalised meanwhile: 409)', () => {
    for (const status of [400, 403, 404, 409, 413, 422])
      expect(syncFailureAction(status)).toBe('review');
  });

  it('sends the oldest first', () => {
    const works = [
      { key: 'b', createdAt: 2 },
      { key: 'a', createdAt: 2 },
      { key: 'c', createdAt: 1 },
    ];
    expect(syncOrder(works).map((w) => w.key)).toEqual(['c', 'a', 'b']);
  });
});
