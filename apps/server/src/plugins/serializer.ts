import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each endpoint's zod data
 * schema: only the declared fields leave the server (nothing extra can leak), and it costs a
 * fraction of re-parsing every response with zod, which dominated the cost of small calls.
 */
export function jsonSchemaSerializerCompiler({ schema }: { schema: unknown }) {
  const known = compiled.get(schema as object);
  if (known) return known;
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, {
    io: 'output',
    unrepresentable: 'any',
    target: 'draft-7',
  });
  const stringify = fastJson(simplifyNullable(jsonSchema) as Parameters<typeof fastJson>[0]);
  compiled.set(schema as object, stringify);
  return stringify;
}

/**
 * Writers by schema: a writer depends on nothing but its schema, and the shared endpoint schemas
 * live as long as the process, so every app built from them (the test suites build hundreds)
 * compiles each once; compiling is most of an app's start-up.
 */
const compiled = new WeakMap<object, (doc: unknown) => string>();

type Schema = { [key: string]: unknown };

/**
 * zod writes `x | null` as `anyOf: [{type: x}, {type: 'null'}]`, which fast-json-stringify can
 * only serve by validating each value; `type: [x, 'null']` says the same and writes directly.
 */
function simplifyNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node).map(([k, v]) => [k, simplifyNullable(v)]),
  ) as Schema;
  const options = schema.anyOf as Schema[] | undefined;
  if (options?.length === 2 && options.some((o) => o.type === 'null')) {
    const other = options.find((o) => o.type !== 'null');
    const keys = other ? Object.keys(other) : [];
    if (
      other &&
      keys.length === 1 &&
      typeof other.type === 'string' &&
      other.type !== 'object' &&
      other.type !== 'array'
    ) {
      const { anyOf: _anyOf, ...rest } = schema;
      return { ...rest, type: [other.type, 'null'] };
    }
  }
  return schema;
}
