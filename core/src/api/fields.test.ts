import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { frenchIssues } from './frenchIssues';
import {
  anyRecord,
  anyText,
  idLike,
  isBoundedId,
  MAX_ID,
  nulPath,
  payload,
  recordOf,
  recordVersion,
  signInName,
  text,
  timestampMs,
} from './fields';
import { calls } from './registry';

function issuesOf(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a failure');
  return frenchIssues(result.error);
}

const NUL = 'ne doit pas contenir le caractère nul (\\0)';

describe('texts refuse NUL and cap their length (issue 9 §5)', () => {
  it('refuses NUL in a text, naming the field, and caps its length', () => {
    expect(issuesOf(payload({ nom: text() }), { nom: 'Du\u0000pont' })).toBe(
      `Le champ « nom » ${NUL}.`,
    );
    expect(issuesOf(payload({ c: anyText() }), { c: '\u0000' })).toBe(`Le champ « c » ${NUL}.`);
    expect(issuesOf(payload({ nom: text() }), { nom: 'x'.repeat(1001) })).toBe(
      'Le champ « nom » doit contenir au plus 1000 caractères.',
    );
    expect(text(5).safeParse(' abc ').data).toBe('abc');
  });

  it('caps a sign-in name at 254 characters (a 9 KB one used to break an index)', () => {
    expect(
      issuesOf(calls.general.user_login.payload, { email: 'a'.repeat(9000), password: 'x' }),
    ).toBe('Le champ « email » doit contenir au plus 254 caractères.');
  });

  it('refuses NUL anywhere inside a free-form record, keys included', () => {
    expect(issuesOf(payload({ data: anyRecord() }), { data: { a: [{ b: 'x\u0000' }] } })).toBe(
      `Le champ « data.a[0].b » ${NUL}.`,
    );
    expect(issuesOf(payload({ data: recordOf({}) }), { data: { 'k\u0000': 1 } })).toContain(NUL);
    expect(nulPath({ a: ['ok', { b: 'ok' }] })).toBeNull();
  });

  it('checks every text of a payload, even a loosely typed field', () => {
    const loose = payload({ any: z.unknown() });
    expect(issuesOf(loose, { any: { deep: ['\u0000'] } })).toBe(`Le champ « any.deep[0] » ${NUL}.`);
  });
});

describe('ids and timestamps are bounded (issue 9 §5)', () => {
  it('accepts ids from 0 to 2³¹ − 1, as numbers or digits, and texts up to 100 characters', () => {
    const id = payload({ id: idLike() });
    for (const ok of [0, 1, MAX_ID, '12', 'LOC-2026-0001', String(MAX_ID)]) {
      expect(id.safeParse({ id: ok }).success, String(ok)).toBe(true);
    }
    const message =
      'Le champ « id » doit être un identifiant : un texte de 100 caractères au plus, ou un nombre entier de 0 à 2147483647.';
    for (const bad of [1e20, MAX_ID + 1, -1, 1.5, '99999999999']) {
      expect(issuesOf(id, { id: bad }), String(bad)).toBe(message);
    }
    expect(issuesOf(id, { id: 'x'.repeat(101) })).toBe(
      'Le champ « id » doit contenir au plus 100 caractères.',
    );
    expect(isBoundedId('abc')).toBe(true);
  });

  it('refuses timestamps outside the dates JavaScript holds, or not whole milliseconds', () => {
    const range = payload({ start: timestampMs() });
    expect(range.safeParse({ start: Date.UTC(2026, 0, 1) }).success).toBe(true);
    expect(issuesOf(range, { start: 1e20 })).toContain('« start » doit être un horodatage');
    expect(issuesOf(range, { start: 1.5 })).toContain('« start » doit être un horodatage');
  });

  it('takes a record version from 1 to 2³¹ − 1', () => {
    expect(recordVersion().safeParse(3).success).toBe(true);
    expect(issuesOf(payload({ version: recordVersion() }), { version: 0 })).toBe(
      'Le champ « version » doit être un numéro de version (entier de 1 à 2147483647).',
    );
  });
});

describe('sign-in fields', () => {
  it('keep the password as typed and refuse an empty one', () => {
    const parsed = calls.general.user_login.payload.parse({ email: ' admin ', password: ' a b ' });
    expect(parsed).toEqual({ email: 'admin', password: ' a b ' });
    expect(signInName().safeParse('').success).toBe(false);
  });
});

describe('zod under a strict Content-Security-Policy (issue 9 §8)', () => {
  it('runs jitless, so it never probes new Function on a page', () => {
    expect(z.config().jitless).toBe(true);
  });
});
