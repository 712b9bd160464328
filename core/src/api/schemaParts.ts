import type { z } from 'zod';

/** What LocaSuite reads of a zod schema's definition (`schema._zod.def`). */
export interface SchemaDef {
  readonly type: string;
  readonly checks?: readonly unknown[];
  readonly coerce?: boolean;
  readonly values?: readonly unknown[];
  readonly shape?: Record<string, z.ZodType>;
  readonly catchall?: z.ZodType;
  readonly element?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly innerType?: z.ZodType;
  readonly in?: z.ZodType;
  readonly out?: z.ZodType;
  readonly keyType?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
  readonly items?: readonly z.ZodType[];
  readonly rest?: z.ZodType | null;
}

/** A schema's definition, as zod keeps it. */
export const defOf = (schema: z.ZodType): SchemaDef =>
  (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The schemas directly inside one (object fields, list items, union options, wrapped types…). */
export function innerSchemas(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  const parts = [
    ...Object.values(def.shape ?? {}),
    ...(def.options ?? []),
    ...(def.items ?? []),
    def.catchall,
    def.element,
    def.innerType,
    def.in,
    def.out,
    def.keyType,
    def.valueType,
    def.left,
    def.right,
    def.rest,
  ];
  return parts.filter((p): p is z.ZodType => p !== undefined && p !== null);
}

/** Whether a schema, or any schema inside it, satisfies `test` (lazy schemas are not entered). */
export function someSchemaPart(schema: z.ZodType, test: (part: z.ZodType) => boolean): boolean {
  const seen = new Set<z.ZodType>();
  const stack = [schema];
  while (stack.length > 0) {
    const part = stack.pop()!;
    if (seen.has(part)) continue;
    seen.add(part);
    if (test(part)) return true;
    stack.push(...innerSchemas(part));
  }
  return false;
}
