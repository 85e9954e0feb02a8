import { describe, expect, it } from 'vitest';
import { stringSamples } from './body-strings.ts';
import { ENDPOINTS } from './endpoints.ts';
import { MESSAGES } from './messages.ts';

/**
 * Issue 23: an empty id field answered zod's own "Too small: expected string to have >=1
 * characters", in English whatever the language. Every refusal a schema gives must be one of the
 * message keys, which both apps translate; this walks every string field of every endpoint body
 * with an empty string, a long one and a missing value.
 */
const bodySamples = (value: string) =>
  Object.entries(ENDPOINTS).flatMap(([endpoint, def]) =>
    stringSamples(def.body, value).map((s) => ({ ...s, endpoint, schema: def.body })),
  );

const unkeyed = (value: string) =>
  bodySamples(value).flatMap((s) =>
    (s.schema.safeParse(s.body).error?.issues ?? [])
      .filter((i) => i.path.join('.') === s.path.join('.') && !(i.message in MESSAGES))
      .map((i) => `${s.endpoint} ${s.path.join('.')}: ${i.message}`),
  );

describe('schema refusals are message keys', () => {
  it('an empty string in any field is refused with a key, never zod English', () => {
    expect(bodySamples('').length).toBeGreaterThan(50);
    expect(unkeyed('')).toEqual([]);
  });

  it('a string far too long is refused with a key', () => {
    expect(unkeyed('x'.repeat(5000))).toEqual([]);
  });
});
