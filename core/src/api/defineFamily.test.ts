import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMITS, defineFamily } from './defineFamily';
import { fileText, payload, recordVersion, text } from './fields';

/** A spec whose schema functions count how often they are called. */
function counted() {
  const built = { payload: 0, answer: 0 };
  const spec = {
    payload: () => {
      built.payload += 1;
      return payload({ id: text(), version: recordVersion().optional() });
    },
    answer: () => {
      built.answer += 1;
      return z.looseObject({ recordId: z.string() });
    },
    summary: 'Modifie un enregistrement.',
  };
  return { built, spec };
}

describe('defineFamily', () => {
  it('builds no schema when the family is defined, nor when its data is read', () => {
    const { built, spec } = counted();
    const family = defineFamily('sav', { edit: spec });
    expect(family.edit).toMatchObject({
      family: 'sav',
      name: 'edit',
      access: 'user',
      transport: 'envelope',
      summary: 'Modifie un enregistrement.',
    });
    expect(Object.keys(family)).toEqual(['edit']);
    expect(built).toEqual({ payload: 0, answer: 0 });
  });

  it('builds a schema on its first read and keeps it', () => {
    const { built, spec } = counted();
    const def = defineFamily('sav', { edit: spec }).edit;
    const first = def.payload;
    expect(built).toEqual({ payload: 1, answer: 0 });
    expect(def.payload).toBe(first);
    expect(def.answer).toBe(def.answer);
    expect(built).toEqual({ payload: 1, answer: 1 });
    expect(first.safeParse({ id: 'A1' }).success).toBe(true);
  });

  it('derives the body limit and the version flag from the payload when they are read', () => {
    const { built, spec } = counted();
    const def = defineFamily('sav', { edit: spec }).edit;
    expect(def.versioned).toBe(true);
    expect(def.bodyLimit).toBe(BODY_LIMITS.json);
    expect(built.payload).toBe(1);
    const upload = defineFamily('sav', {
      send: { ...spec, payload: () => payload({ file: fileText() }) },
    }).send;
    expect(upload.bodyLimit).toBe(BODY_LIMITS.upload);
    expect(upload.versioned).toBe(false);
  });

  it('keeps a written body limit without building the payload', () => {
    const { built, spec } = counted();
    const def = defineFamily('sav', { edit: { ...spec, bodyLimit: 2048 } }).edit;
    expect(def.bodyLimit).toBe(2048);
    expect(built.payload).toBe(0);
  });

  it('gives frozen definitions', () => {
    const { spec } = counted();
    const family = defineFamily('sav', { edit: spec });
    expect(Object.isFrozen(family)).toBe(true);
    expect(Object.isFrozen(family.edit)).toBe(true);
  });
});
