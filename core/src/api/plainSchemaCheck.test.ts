import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldList, nestedFieldList, settingRecord, userRecord } from './answers';
import { plainSchemaCheck } from './plainSchemaCheck';
import { interventionRecord, rentalEventRecord } from './records';
import { CATALOGUE } from './registry';

/**
 * What the check promises: whenever it passes, zod passes too and answers the value itself; and
 * on the values below it agrees with zod both ways.
 */
function agreesWithZod(schema: z.ZodType, value: unknown) {
  const check = plainSchemaCheck(schema);
  expect(check).toBeDefined();
  const parsed = schema.safeParse(value);
  expect(check!(value)).toBe(parsed.success);
  if (parsed.success) expect(parsed.data).toEqual(value);
}

/** A value built by JSON, as answers are. */
const json = (text: string) => JSON.parse(text) as unknown;

describe('plainSchemaCheck', () => {
  it('gives zod’s verdict on texts, numbers, booleans, null and literals', () => {
    for (const value of ['', 'a', 0, -1.5, 1e300, true, false, null, undefined, [], {}]) {
      agreesWithZod(z.string(), value);
      agreesWithZod(z.number(), value);
      agreesWithZod(z.boolean(), value);
      agreesWithZod(z.null(), value);
      agreesWithZod(z.literal('a'), value);
      agreesWithZod(z.literal(0), value);
      agreesWithZod(z.unknown(), value);
    }
  });

  it('refuses NaN and the infinities as numbers, as zod does', () => {
    for (const value of [Number.NaN, Infinity, -Infinity]) agreesWithZod(z.number(), value);
  });

  it('follows optional, nullable and unions', () => {
    const schemas = [
      z.string().optional(),
      z.string().nullable(),
      z.string().nullable().optional(),
      z.union([z.string(), z.number()]).nullable().optional(),
      z.union([z.literal('a'), z.literal(1), z.null()]),
    ];
    for (const schema of schemas) {
      for (const value of ['x', 'a', 1, 2, null, undefined, true, {}, []]) {
        agreesWithZod(schema, value);
      }
    }
  });

  it('takes an absent key only where zod does (an optional field)', () => {
    agreesWithZod(z.looseObject({ a: z.string().optional() }), {});
    agreesWithZod(z.looseObject({ a: z.string().nullable().optional() }), {});
    agreesWithZod(z.looseObject({ a: z.string().optional().nullable() }), {});
    agreesWithZod(z.looseObject({ a: z.string().nullable() }), {});
    agreesWithZod(z.looseObject({ a: z.unknown() }), {});
    agreesWithZod(z.looseObject({ a: z.unknown() }), { a: null });
    agreesWithZod(z.looseObject({ a: z.string() }), {});
    agreesWithZod(z.looseObject({ a: z.string() }), { a: 1 });
    agreesWithZod(z.looseObject({ a: z.string() }), { a: 'x' });
  });

  it('keeps the other keys of a loose object, and leaves a plain or strict one with others to zod', () => {
    agreesWithZod(z.looseObject({ a: z.string() }), { a: 'x', b: 1, c: { d: [] } });
    const plain = z.object({ a: z.string() });
    expect(plainSchemaCheck(plain)!({ a: 'x' })).toBe(true);
    agreesWithZod(plain, { a: 'x' });
    // zod drops `b`: its answer is not the value, so the check does not pass it.
    expect(plainSchemaCheck(plain)!({ a: 'x', b: 1 })).toBe(false);
    expect(plain.safeParse({ a: 'x', b: 1 })).toEqual({ success: true, data: { a: 'x' } });
    expect(plainSchemaCheck(z.strictObject({ a: z.string() }))).toBeUndefined();
  });

  it('checks lists and records item by item', () => {
    const list = z.array(z.union([z.string(), z.number()]));
    for (const value of [[], ['a', 1], ['a', null], 'a', {}, { 0: 'a' }])
      agreesWithZod(list, value);
    const record = z.record(z.string(), z.unknown());
    for (const value of [{}, { a: 1, b: null }, [], null, 'a']) agreesWithZod(record, value);
    const texts = z.record(z.string(), z.string());
    for (const value of [{ a: 'x' }, { a: 'x', b: 2 }]) agreesWithZod(texts, value);
  });

  it('leaves what is not a plain JSON object to zod', () => {
    const loose = z.looseObject({ a: z.string() });
    class Record {
      a = 'x';
    }
    expect(plainSchemaCheck(loose)!(new Record())).toBe(false);
    expect(plainSchemaCheck(loose)!(['x'])).toBe(false);
    // JSON makes `__proto__` an own key, which zod's answer leaves out.
    const proto = json('{"a":"x","__proto__":{"b":1}}');
    expect(plainSchemaCheck(loose)!(proto)).toBe(false);
    expect(plainSchemaCheck(z.record(z.string(), z.unknown()))!(proto)).toBe(false);
  });

  it('has no check for schemas with checks, refinements, transforms or defaults', () => {
    const others: z.ZodType[] = [
      z.string().min(1),
      z.string().refine((v) => v !== ''),
      z.string().transform((v) => v.trim()),
      z.string().default('a'),
      z.int(),
      z.coerce.number(),
      z.array(z.string()).min(1),
      z.instanceof(ArrayBuffer),
      z.enum(['a', 'b']),
      z.looseObject({ a: z.string().min(1) }),
      z.looseObject({ a: z.string() }).refine(() => true),
      z.lazy(() => z.string()),
    ];
    for (const schema of others) expect(plainSchemaCheck(schema)).toBeUndefined();
  });

  it('checks the plannings’ list answers without zod, and agrees with it on them', () => {
    const interventions = fieldList(interventionRecord());
    const good = json(
      '{"data":[{"fieldData":{"id":1,"N° RAP COMP":"B1","Statut":"110","Debut":null,"Techniciens_Nom(1)":"A"},"recordId":"1"},{"fieldData":{}}]}',
    );
    agreesWithZod(interventions, good);
    agreesWithZod(interventions, json('{"data":[{"fieldData":{"Statut":true}}]}'));
    agreesWithZod(interventions, json('{"data":[{"recordId":"1"}]}'));
    agreesWithZod(interventions, json('{"data":{}}'));
    agreesWithZod(interventions, json('{"other":1}'));
    agreesWithZod(fieldList(rentalEventRecord()), json('{"data":[{"fieldData":{"a":1}}]}'));
    agreesWithZod(fieldList(settingRecord()), json('{"data":[{"fieldData":{"Key":"k"}}]}'));
    agreesWithZod(
      nestedFieldList(userRecord()),
      json('{"data":{"data":[{"fieldData":{"email":"a@b.fr","admin":1}}]}}'),
    );
  });

  it('never passes, for any answer of the catalogue, a value zod refuses or would change', () => {
    const values = [
      null,
      'x',
      [],
      {},
      { data: [] },
      { data: [{}] },
      { data: [{ fieldData: {} }] },
      { data: [{ fieldData: { a: 1 } }], recordId: 1 },
      { data: { data: [] } },
      { data: { data: [{ fieldData: {} }] } },
      { data: { scriptResult: 'ok' } },
      { id: 'token' },
      { id: '' },
      { recordId: 1, modId: '2', version: 3 },
      { errorListe: [] },
      { fileBinary: 'AA==' },
    ];
    let checked = 0;
    for (const def of CATALOGUE) {
      const check = plainSchemaCheck(def.answer);
      if (!check) continue;
      checked += 1;
      for (const value of values) {
        if (!check(value)) continue;
        const parsed = def.answer.safeParse(value);
        expect(parsed.success, `${def.family}.${def.name}`).toBe(true);
        expect(parsed.data, `${def.family}.${def.name}`).toEqual(value);
      }
    }
    expect(checked).toBeGreaterThan(CATALOGUE.length / 2);
  });
});
