import { afterAll, beforeAll, expect, test } from 'vitest';
import { validate } from '@readme/openapi-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
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

test('the OpenAPI document is valid: shared schemas live in components and every ref resolves', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const text = res.body;
  // zod writes each schema as a standalone document; nested, those keys break validators.
  expect(text).not.toContain('"$schema"');
  expect(text).not.toContain('"$defs"');
  const doc = JSON.parse(text) as { components: { schemas: Record<string, unknown> } };
  for (const ref of text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)) {
    expect(doc.components.schemas).toHaveProperty([ref[1]!]);
  }
  const result = await validate(JSON.parse(text) as Parameters<typeof validate>[0]);
  expect(result.valid ? [] : result.errors.map((e) => e.message)).toEqual([]);
});

test('a TypeScript client is generated from the OpenAPI document, and it compiles', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  const source = astToString(
    await openapiTS(JSON.parse(res.body) as Parameters<typeof openapiTS>[0]),
  );
  expect(source).toContain(`"${API_PREFIX}webDept/getDeptTree"`);
  expect(compileErrors(source)).toEqual([]);
});

/** Type errors of one standalone generated file (it imports nothing). */
function compileErrors(source: string): string[] {
  const fileName = '/generated/openapi.d.ts';
  const options: ts.CompilerOptions = {
    types: [],
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => name === fileName || ts.sys.fileExists(name);
  host.readFile = (name) => (name === fileName ? source : readFile(name));
  host.getSourceFile = (name, version) =>
    name === fileName
      ? ts.createSourceFile(name, source, version, true)
      : getSourceFile(name, version);
  const program = ts.createProgram([fileName], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}
