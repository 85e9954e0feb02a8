import { afterAll, beforeAll, expect, test } from 'vitest';
import { ENDPOINTS, translate, type EndpointDef } from '@stone/shared';
import { stringSamples } from '@stone/shared/body-strings';
import { call } from './api-client.ts';
import { createOrgOwner } from './flows.ts';
import { createTestApp, describeEachDialect, type TestApp } from './test-app.ts';

/** zod's own English: "Too small: expected string to have >=1 characters" and the like. */
const ZOD_ENGLISH = /too small|too big|expected|invalid input|characters/i;

/**
 * Issue 23: an empty id field answered zod's English sentence in both languages. Every string
 * field of every endpoint body is posted empty, in Chinese; where the schema refuses it, the
 * answer names the field in Chinese and no zod English reaches the caller.
 */
describeEachDialect('empty strings in any body, answered in Chinese', (dialect) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = (await createOrgOwner(t.app, t.deps, 'emptyowner', 'Empty Stone Co')).token;
  }, 60_000);
  afterAll(() => t.close());

  test('every refused empty string answers in Chinese, without zod English', async () => {
    const failures: string[] = [];
    let posted = 0;
    for (const [path, def] of Object.entries(ENDPOINTS) as [string, EndpointDef][]) {
      for (const sample of stringSamples(def.body, '')) {
        // Only bodies the schema refuses: they never reach a handler, so nothing is stored.
        if (def.body.safeParse(sample.body).success) continue;
        posted++;
        const res = await call(t.app, path, sample.body, { token, lang: 'zh' });
        const texts = [res.msg, ...Object.values((res.data ?? {}) as Record<string, unknown>)];
        if (res.code === 2 && texts.some((x) => typeof x === 'string' && ZOD_ENGLISH.test(x)))
          failures.push(`${path} ${sample.path.join('.')}: ${JSON.stringify(texts)}`);
      }
    }
    expect(posted).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 120_000);

  test('an empty id reads "required" in the caller\'s language', async () => {
    const zh = await call(t.app, 'webDept/deleteDept', { id: '' }, { token, lang: 'zh' });
    expect(zh).toMatchObject({ code: 2, data: { id: translate('common.required', 'zh') } });
    const en = await call(t.app, 'webDept/deleteDept', { id: '' }, { token, lang: 'en' });
    expect(en).toMatchObject({ code: 2, data: { id: 'Required' } });
  });
});
