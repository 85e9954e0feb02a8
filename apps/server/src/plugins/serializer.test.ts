import { expect, test } from 'vitest';
import { z } from 'zod';
import { jsonSchemaSerializerCompiler } from './serializer.ts';

const schema = z.object({
  result: z.literal(true),
  data: z.object({
    name: z.string(),
    avatar: z.string().nullable(),
    tags: z.array(z.number()),
    any: z.unknown(),
  }),
});
const serialize = jsonSchemaSerializerCompiler({ schema });

test('only declared fields leave the server, whatever the service returned', () => {
  const out = JSON.parse(
    serialize({
      result: true,
      data: { name: 'Li', avatar: null, tags: [1, 2], any: { x: 1 }, password_hash: 'argon2id$…' },
    }),
  );
  expect(out).toEqual({
    result: true,
    data: { name: 'Li', avatar: null, tags: [1, 2], any: { x: 1 } },
  });
});

test('nullable and nested values come out as given', () => {
  expect(
    JSON.parse(
      serialize({ result: true, data: { name: '王', avatar: 'a.png', tags: [], any: null } }),
    ),
  ).toEqual({
    result: true,
    data: { name: '王', avatar: 'a.png', tags: [], any: null },
  });
});
