import type { z } from 'zod';
import { defOf, type SchemaDef } from './schemaParts';

/** Whether a value passes; `false` also means "not sure": the caller then asks zod. */
export type PlainCheck = (value: unknown) => boolean;

/** A schema with no check, refinement or coercion of its own (`z.string()`, not `.min(1)`). */
const bare = (def: SchemaDef) => (def.checks ?? []).length === 0 && def.coerce !== true;

/** Objects as JSON makes them: no class instance, no array, no own `__proto__` key. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (proto === Object.prototype || proto === null) && !Object.hasOwn(value, '__proto__');
}

/** Whether zod takes an absent key for this schema (`.optional()`, maybe under `.nullable()`). */
function takesAbsent(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'optional') return true;
  return def.type === 'nullable' && def.innerType !== undefined && takesAbsent(def.innerType);
}

function build(schema: z.ZodType): PlainCheck | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return bare(def) ? (v) => typeof v === 'string' : undefined;
    case 'number':
      // zod's number refuses NaN and the infinities; `z.int()` and others carry a format.
      return bare(def) && !('format' in def) ? (v) => Number.isFinite(v) : undefined;
    case 'boolean':
      return bare(def) ? (v) => typeof v === 'boolean' : undefined;
    case 'null':
      return (v) => v === null;
    case 'unknown':
    case 'any':
      return () => true;
    case 'literal': {
      const values = def.values ?? [];
      const primitive = values.every((x) => x === null || typeof x !== 'object');
      return primitive && bare(def) ? (v) => v !== undefined && values.includes(v) : undefined;
    }
    case 'optional': {
      const inner = def.innerType && build(def.innerType);
      return inner && ((v) => v === undefined || inner(v));
    }
    case 'nullable': {
      const inner = def.innerType && build(def.innerType);
      return inner && ((v) => v === null || inner(v));
    }
    case 'union': {
      const options = (def.options ?? []).map(build);
      if (options.length === 0 || !bare(def)) return undefined;
      if (options.some((o) => o === undefined)) return undefined;
      const checks = options as PlainCheck[];
      return (v) => checks.some((check) => check(v));
    }
    case 'array': {
      const element = def.element && build(def.element);
      if (!element || !bare(def)) return undefined;
      return (v) => {
        if (!Array.isArray(v)) return false;
        for (let i = 0; i < v.length; i++) if (!(i in v) || !element(v[i])) return false;
        return true;
      };
    }
    case 'record': {
      const key = def.keyType && defOf(def.keyType);
      const value = def.valueType && build(def.valueType);
      if (!key || key.type !== 'string' || !bare(key) || !value || !bare(def)) return undefined;
      return (v) => {
        if (!isPlainObject(v)) return false;
        for (const k in v) if (!value(v[k])) return false;
        return true;
      };
    }
    case 'object':
      return bare(def) ? objectCheck(def) : undefined;
    default:
      // Transforms, defaults, pipes, refinements, lazy, custom and the rest: zod's to decide.
      return undefined;
  }
}

function objectCheck(def: SchemaDef): PlainCheck | undefined {
  const fields: { key: string; check: PlainCheck; absent: boolean }[] = [];
  for (const [key, field] of Object.entries(def.shape ?? {})) {
    const check = build(field);
    if (!check) return undefined;
    fields.push({ key, check, absent: takesAbsent(field) });
  }
  const catchall = def.catchall && defOf(def.catchall).type;
  // A loose object keeps the other keys as they are; a plain `z.object` drops them (the answer
  // would then differ from the value) and a strict one refuses them: those go to zod.
  const keepsOthers = catchall === 'unknown' || catchall === 'any';
  if (def.catchall && !keepsOthers) return undefined;
  return (v) => {
    if (!isPlainObject(v)) return false;
    let present = 0;
    for (const { key, check, absent } of fields) {
      if (!Object.hasOwn(v, key)) {
        if (!absent) return false;
        continue;
      }
      present += 1;
      if (!check(v[key])) return false;
    }
    return keepsOthers || Object.keys(v).length === present;
  };
}

const built = new WeakMap<z.ZodType, PlainCheck | null>();

/**
 * A check of a decoded JSON answer that gives the same verdict as `schema.safeParse(value)` for
 * the plain shapes answers have (objects, loose or not, lists, records, unions, optional and
 * nullable fields, texts, numbers, booleans, literals), without zod: made once per schema from its
 * definition, it walks the value with plain functions. When it passes, zod's answer would equal
 * the value itself. Zod compiles such checks with `new Function`, which the app's
 * Content-Security-Policy forbids (core sets `jitless`), and its interpreted walk took about
 * 100 ms in the browser for the technician planning's 5,000 interventions (issue 12 Performance).
 * `undefined` when the schema holds anything else (a refinement, a transform, a default, a
 * length check…); a value the check refuses may still pass zod (it is conservative): in both
 * cases the caller parses with zod, which also gives the refusal's details.
 */
export function plainSchemaCheck(schema: z.ZodType): PlainCheck | undefined {
  let check = built.get(schema);
  if (check === undefined) {
    check = build(schema) ?? null;
    built.set(schema, check);
  }
  return check ?? undefined;
}
