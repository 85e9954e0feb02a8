import { afterAll, beforeAll, expect, test } from 'vitest';
import { ENDPOINTS, MESSAGES, translate, type EndpointDef, type MessageKey } from '@stone/shared';
import { integerSamples } from '@stone/shared/body-strings';
import { INT32_MAX, INT32_MIN } from '@stone/shared/integers';
import { call } from './api-client.ts';
import { createOrgOwner } from './flows.ts';
import { createTestApp, describeEachDialect, type TestApp } from './test-app.ts';

/**
 * Integer columns are 32 bits on PostgreSQL: a `version` of 2³¹ used to reach it and come back
 * as a 500 ("value out of range for type integer") while SQLite took it (issue 22). Every integer
 * field of every endpoint body is posted just past the column's range, and past what a JSON
 * number carries exactly, and must come back as invalid input naming that field.
 */
const EDGES = [INT32_MAX + 1, INT32_MIN - 1, 2 ** 53];

/** The message the field's own schema gives for the value, as the caller reads it. */
function expectedMessage(def: EndpointDef, body: unknown, field: string, lang: 'en' | 'zh') {
  const parsed = def.body.safeParse(body);
  const issue = parsed.error?.issues.find((i) => i.path.join('.') === field);
  // The envelope says "invalid value" for an issue whose message is not one of ours.
  const key = issue && issue.message in MESSAGES ? issue.message : 'common.invalidValue';
  return translate(key as MessageKey, lang);
}

describeEachDialect('integers past their column in any body', (dialect) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = (await createOrgOwner(t.app, t.deps, 'intowner', 'Int Stone Co')).token;
  });
  afterAll(() => t.close());

  test('every integer field of every endpoint answers code 2 naming the field', async () => {
    const failures: string[] = [];
    let posted = 0;
    for (const [path, def] of Object.entries(ENDPOINTS) as [string, EndpointDef][]) {
      for (const value of EDGES) {
        for (const sample of integerSamples(def.body, value)) {
          const lang = posted++ % 2 === 0 ? 'en' : 'zh';
          const field = sample.path.join('.');
          const res = await call(t.app, path, sample.body, { token, lang });
          const data = res.data as Record<string, string> | null;
          const expected = expectedMessage(def, sample.body, field, lang);
          if (res.status !== 400 || res.code !== 2 || data?.[field] !== expected)
            failures.push(
              `${path} ${field}=${value}: ${res.status} ${res.code} ${JSON.stringify(data)}`,
            );
        }
      }
    }
    expect(posted).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  test('a whole, valid edit of a simple entity with version 2³¹ is refused, the row untouched', async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const [path, def] of Object.entries(ENDPOINTS) as [string, EndpointDef][]) {
      if (def.crud?.op !== 'update') continue;
      const example = def.crud.example(`INT${tried}`);
      const created = await call<{ id: string }>(t.app, def.crud.createPath, example, { token });
      expect(created.code, `${def.crud.createPath} ${created.msg}`).toBe(0);
      for (const version of EDGES) {
        tried++;
        const body = { id: created.data.id, ...example, version };
        const res = await call(t.app, path, body, { token });
        const data = res.data as Record<string, string> | null;
        if (res.status !== 400 || res.code !== 2 || !data?.version)
          failures.push(`${path} version=${version}: ${res.status} ${res.code} ${res.msg}`);
      }
      // The real version still edits: the refused calls changed nothing.
      const ok = await call(
        t.app,
        path,
        { id: created.data.id, ...example, version: 1 },
        { token },
      );
      expect(ok.code, `${path} ${ok.msg}`).toBe(0);
    }
    expect(tried).toBeGreaterThan(5);
    expect(failures).toEqual([]);
  });
});
