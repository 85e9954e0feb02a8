import { afterAll, beforeAll, expect, test } from 'vitest';
import { API_PREFIX, ENDPOINTS } from '@stone/shared';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('sqlite');
});
afterAll(() => t.close());

test('the OpenAPI document lists every endpoint with its body schema', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  const doc = res.json() as {
    openapi: string;
    paths: Record<
      string,
      {
        post: {
          requestBody: {
            content: Record<
              string,
              { schema: { properties?: object; additionalProperties?: boolean } }
            >;
          };
        };
      }
    >;
  };
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths).sort()).toEqual(
    Object.keys(ENDPOINTS)
      .map((p) => `${API_PREFIX}${p}`)
      .sort(),
  );
  const login =
    doc.paths[`${API_PREFIX}webAuth/loginByPassword`]?.post.requestBody.content['application/json']
      ?.schema;
  expect(login?.properties).toHaveProperty('account');
  expect(login?.additionalProperties).toBe(false);
});
