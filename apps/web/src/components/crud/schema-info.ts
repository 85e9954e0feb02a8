import type { z } from 'zod';

/** Wrappers that leave the value's kind as it is. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/** The schema under its optional / nullable / default wrappers: what the value itself is. */
export function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (WRAPPERS.has(inner.def.type) && 'innerType' in inner.def)
    inner = inner.def.innerType as z.ZodType;
  return inner;
}

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * What an input needs to know from a shared field schema: its kind, the longest text and the
 * number bounds it accepts, so inputs stop where the server would refuse and no limit is
 * written twice.
 */
export function schemaInfo(schema: z.ZodType | undefined) {
  if (!schema) return { kind: 'text' as const };
  const inner = unwrap(schema) as z.ZodType & Record<string, unknown>;
  const type = inner.def.type;
  return {
    kind:
      type === 'number'
        ? ('number' as const)
        : type === 'enum'
          ? ('enum' as const)
          : ('text' as const),
    maxLength: numberOr(inner.maxLength),
    min: numberOr(inner.minValue),
    max: numberOr(inner.maxValue),
    isInt: inner.isInt === true,
  };
}

/** The value the schema gives a field left out (its default), if it gives one. */
export function defaultOf(schema: z.ZodType): unknown {
  const parsed = schema.safeParse(undefined);
  return parsed.success ? parsed.data : undefined;
}
