import { CATALOGUE, SAVE_ID_FIELD } from '@locasuite/core';
import { describe, expect, it } from 'vitest';
import { HANDLER_SETS } from '../families/index';
import { buildHandlerMap } from './buildHandlerMap';
import { defineHandlers, runsInTransaction } from './defineHandlers';
import { namesItsSaves, namingSaves, saveOf, savesOnce } from './saveReplay';

const takesSaveId = (payload: unknown) => {
  const shape = (payload as { shape?: Record<string, unknown> }).shape;
  return shape !== undefined && SAVE_ID_FIELD in shape;
};

describe('saves that name their record (issue 15)', () => {
  it('every call that takes a saveId is handled in a transaction that names the record saved', () => {
    const map = buildHandlerMap(HANDLER_SETS);
    const saving = CATALOGUE.filter((def) => takesSaveId(def.payload));
    expect(saving.map((d) => `${d.family}/${d.name}`)).toEqual(
      expect.arrayContaining(['etatdl/edit_material', 'etatdl/set_photos']),
    );
    for (const def of saving) {
      const handler = map.get(def);
      expect(handler, `${def.family}/${def.name}`).toBeDefined();
      expect(namesItsSaves(handler!), `${def.family}/${def.name}`).toBe(true);
      expect(runsInTransaction(handler!), `${def.family}/${def.name}`).toBe(true);
    }
  });

  it('reads the save of a payload: its id and what it is about', () => {
    const handler = savesOnce(
      (payload: unknown) => `record ${String((payload as { id: number }).id)}`,
      () => ({}),
    );
    expect(saveOf(handler, { id: 12, saveId: 'a'.repeat(32) })).toEqual({
      saveId: 'a'.repeat(32),
      subject: 'record 12',
    });
    expect(saveOf(handler, { id: 12 })).toBeNull();
    expect(saveOf(() => ({}), { saveId: 'b'.repeat(32) })).toEqual({
      saveId: 'b'.repeat(32),
      subject: '',
    });
  });

  it('refuses to name the saves of a call the set does not handle, or of another family', () => {
    const set = defineHandlers('etatdl', { get_materials: () => ({ data: [] }) });
    expect(() => namingSaves('etatdl', set, { edit_material: () => '' })).toThrow(/no handler/);
    expect(() => namingSaves('sav', set, {})).toThrow(/not the sav family/);
  });
});
