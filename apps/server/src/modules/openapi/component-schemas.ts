import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * Collects the shared parts of many zod-made JSON schemas under `components/schemas`.
 *
 * zod writes each schema as a standalone document: a `$schema` key, and recursive parts (the
 * department tree) under its own root `$defs` with `$ref: "#/$defs/__schema0"`. Once that
 * schema is nested in an operation (and inside the envelope's `data`), such a ref points at the
 * OpenAPI document's root, where no `$defs` exists, so validators and client generators fail.
 * Here the defs move to `components/schemas` and every ref is rewritten to point there; equal
 * defs from different endpoints share one component.
 */
export function createComponentSchemas() {
  const schemas: Record<string, JsonSchema> = {};
  // zod names defs by position (`__schema0`), so equal def sets mean equal schemas.
  const namesByDefSet = new Map<string, ReadonlyMap<string, string>>();

  function addDefs(
    baseName: string,
    defs: Record<string, JsonSchema>,
  ): ReadonlyMap<string, string> {
    const content = JSON.stringify(defs);
    const known = namesByDefSet.get(content);
    if (known) return known;
    const names = new Map<string, string>();
    for (const key of Object.keys(defs)) {
      let name = `${baseName}_${safeName(key)}`;
      for (let n = 2; schemas[name]; n++) name = `${baseName}_${safeName(key)}${n}`;
      names.set(key, name);
    }
    for (const [key, def] of Object.entries(defs)) {
      schemas[names.get(key)!] = rewriteRefs(def, names) as JsonSchema;
    }
    namesByDefSet.set(content, names);
    return names;
  }

  /** The schema to embed in an operation: no `$schema`, no `$defs`, refs into components. */
  function embed(schema: z.ZodType, io: 'input' | 'output', baseName: string): JsonSchema {
    const {
      $schema: _dialect,
      $defs,
      ...root
    } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema & {
      $defs?: Record<string, JsonSchema>;
    };
    const names = $defs ? addDefs(baseName, $defs) : new Map<string, string>();
    return rewriteRefs(root, names) as JsonSchema;
  }

  return { schemas, embed };
}

function safeName(key: string): string {
  return key.replace(/[^A-Za-z0-9._-]/g, '').replace(/^[._-]+/, '') || 'schema';
}

function rewriteRefs(node: unknown, names: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, names));
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/$defs/')) {
      const name = names.get(value.slice('#/$defs/'.length));
      if (!name) throw new Error(`OpenAPI: unresolved schema ref ${value}`);
      out[key] = `#/components/schemas/${name}`;
    } else {
      out[key] = rewriteRefs(value, names);
    }
  }
  return out;
}
