import type { z } from 'zod';

interface Def {
  readonly type: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly element?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly values?: readonly unknown[];
  readonly entries?: Record<string, unknown>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Texts a field may need (dates, times, JSON, addresses, codes…): the first its schema takes wins. */
const TEXTS = [
  'x',
  '01/02/2026',
  '01/02/2026 10:00:00',
  '10:00',
  '{}',
  'contact@exemple.fr',
  '0,6',
  '123456',
  '69007',
  'OK',
];
const NUMBERS = [1, Date.UTC(2026, 1, 2, 12)];

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/**
 * A value a zod schema accepts, built from its definition: every optional field filled, the first
 * option of a union that yields an accepted value (numbers first with `preferNumbers`), one item
 * per list. Used to reach each field of every call with a payload the schema would otherwise take.
 */
export function samplePayload(schema: z.ZodType, preferNumbers = false): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        out[key] = samplePayload(field, preferNumbers);
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'nonoptional':
      return samplePayload(def.innerType!, preferNumbers);
    case 'pipe':
      return samplePayload(def.in!, preferNumbers);
    case 'string':
      return TEXTS.find((t) => accepts(schema, t)) ?? 'x';
    case 'number':
      return NUMBERS.find((n) => accepts(schema, n)) ?? 1;
    case 'boolean':
      return true;
    case 'literal':
      return def.values?.[0];
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'array':
      return [samplePayload(def.element!, preferNumbers)];
    case 'record':
      return { champ: samplePayload(def.valueType!, preferNumbers) };
    case 'union': {
      const options = [...(def.options ?? [])];
      const candidates = options.map((o) => samplePayload(o, preferNumbers));
      if (preferNumbers)
        candidates.sort((a, b) => Number(typeof b === 'number') - Number(typeof a === 'number'));
      return candidates.find((c) => accepts(schema, c)) ?? candidates[0];
    }
    default:
      return 'x';
  }
}

/** The same value with every text (and key) changed by `text`, every number by `num`. */
export function mapLeaves(
  value: unknown,
  text: (s: string) => string,
  num: (n: number) => number = (n) => n,
): unknown {
  if (typeof value === 'string') return text(value);
  if (typeof value === 'number') return num(value);
  if (Array.isArray(value)) return value.map((v) => mapLeaves(v, text, num));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapLeaves(v, text, num)]));
  }
  return value;
}
