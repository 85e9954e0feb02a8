import type { z } from 'zod';

/** Any list body schema from packages/shared: a zod object whose fields are all optional or defaulted. */
export type BodySchema = z.ZodObject;

/**
 * What a URL value may stand for: the text itself, a number or a boolean. The field's own schema
 * decides which reading it accepts, so the URL never needs type hints.
 */
function readings(values: string[]): unknown[] {
  const one = values[0] ?? '';
  const numbers = values.map(Number);
  const out: unknown[] = [values.length > 1 ? values : one];
  if (one.trim() !== '' && !Number.isNaN(numbers[0]))
    out.push(values.length > 1 ? numbers : numbers[0]);
  if (one === 'true' || one === 'false') out.push(one === 'true');
  // A one-value array (e.g. a multi-select holding one status).
  out.push(values);
  if (one.trim() !== '' && numbers.every((n) => !Number.isNaN(n))) out.push(numbers);
  return out;
}

/**
 * The typed request body the URL describes, parsed by the endpoint's own shared schema: a value
 * the schema refuses (a hand-edited or stale link) is dropped, so the list still loads with the
 * schema's defaults instead of failing.
 */
export function parseUrlBody<S extends BodySchema>(
  schema: S,
  search: URLSearchParams,
): z.output<S> {
  const raw: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape) as [string, z.ZodType][]) {
    const values = search.getAll(key).filter((v) => v !== '');
    if (values.length === 0) continue;
    const accepted = readings(values).find((candidate) => field.safeParse(candidate).success);
    if (accepted !== undefined) raw[key] = accepted;
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  // Fields fine alone but refused together (a refinement): keep only the defaults.
  return schema.parse({});
}

/** The schema's defaults (page 1, the default page size…), which the URL leaves out. */
export function bodyDefaults<S extends BodySchema>(schema: S): Record<string, unknown> {
  const parsed = schema.safeParse({});
  return parsed.success ? (parsed.data as Record<string, unknown>) : {};
}

/** URL texts for one body value; an empty list removes the key. */
export function toUrlValues(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.map(String);
  return [String(value)];
}

/** Writes `patch` into `current`: undefined or a default value removes the key (short URLs). */
export function patchSearch(
  current: URLSearchParams,
  patch: Record<string, unknown>,
  defaults: Record<string, unknown>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    next.delete(key);
    if (defaults[key] !== undefined && String(defaults[key]) === String(value)) continue;
    for (const text of toUrlValues(value)) next.append(key, text);
  }
  return next;
}
