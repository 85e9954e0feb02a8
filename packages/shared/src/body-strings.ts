import type { z } from 'zod';

export type StringSample = {
  /** Where the string sits, as zod reports it in an issue path. */
  path: (string | number)[];
  /** A body holding only that string (and the literals that pick its union branch). */
  body: unknown;
};

const MAX_DEPTH = 8;

/**
 * Every place a string can appear in a body schema, each as a minimal body that puts `value`
 * there. Used by tests to prove that each string field applies the text rules (text.ts): a new
 * field built on a plain `z.string()` shows up here and fails them.
 */
export function stringSamples(schema: z.ZodType, value: string): StringSample[] {
  return walk(schema as unknown as z.core.$ZodTypes, (s) => s._zod.def.type === 'string', value, 0);
}

/**
 * Every place an integer can appear in a body schema, each as a minimal body that puts `value`
 * there. Used by tests to prove that each integer field is bounded to its column (integers.ts).
 */
export function integerSamples(schema: z.ZodType, value: number): StringSample[] {
  const isInteger = (s: z.core.$ZodTypes) =>
    s._zod.def.type === 'number' && (s as unknown as { isInt: boolean }).isInt;
  return walk(schema as unknown as z.core.$ZodTypes, isInteger, value, 0);
}

type IsLeaf = (schema: z.core.$ZodTypes) => boolean;

function walk(
  schema: z.core.$ZodTypes,
  isLeaf: IsLeaf,
  value: unknown,
  depth: number,
): StringSample[] {
  if (depth > MAX_DEPTH) return [];
  if (isLeaf(schema)) return [{ path: [], body: value }];
  const def = schema._zod.def;
  const inner = (s: z.core.$ZodType) => walk(s as z.core.$ZodTypes, isLeaf, value, depth + 1);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner(def.innerType);
    case 'pipe':
      return inner(def.in);
    case 'lazy':
      return inner(def.getter());
    case 'array':
      return inner(def.element).map((s) => ({ path: [0, ...s.path], body: [s.body] }));
    case 'union':
      return def.options.flatMap((option) => inner(option));
    case 'object': {
      // Literal fields (a union's discriminator) are filled in so the sample reaches its branch.
      const literals: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape)) {
        const fieldDef = (field as z.core.$ZodTypes)._zod.def;
        if (fieldDef.type === 'literal') literals[key] = fieldDef.values[0];
      }
      return Object.entries(def.shape).flatMap(([key, field]) =>
        inner(field).map((s) => ({ path: [key, ...s.path], body: { ...literals, [key]: s.body } })),
      );
    }
    default:
      return [];
  }
}
