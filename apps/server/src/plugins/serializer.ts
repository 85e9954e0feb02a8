import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from the JSON Schema of each endpoint's zod data
 * schema: only the declared fields leave the server (nothing extra can leak), and it costs a
 * fraction of re-parsing every response with zod, which dominated the cost of small calls.
 */
export function jsonSchemaSerializerCompiler({ schema }: { schema: unknown }) {
  const jsonSchema = z.toJSONSchema(schema as z.ZodType, {
    io: 'output',
    unrepresentable: 'any',
    target: 'draft-7',
  });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
}
