import { afterAll, beforeAll, expect, test } from 'vitest';
import { ENDPOINTS, translate } from '@stone/shared';
import { stringSamples } from '@stone/shared/body-strings';
import { call } from '../test/api-client.ts';
import { createOrgOwner } from '../test/flows.ts';
import { createTestApp, describeEachDialect, type TestApp } from '../test/test-app.ts';

/**
 * A NUL used to reach PostgreSQL (which refuses it: a 500) or be stored by SQLite. Every string
 * field of every endpoint body is posted with one, by a super administrator who may call them
 * all, and must come back as invalid input naming that field, in the caller's language.
 */
describeEachDialect('control characters in any body string', (dialect) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    token = (await createOrgOwner(t.app, t.deps, 'nulowner', 'Nul Stone Co')).token;
  });
  afterAll(() => t.close());

  test('every string field of every endpoint answers code 2 with the field message', async () => {
    const failures: string[] = [];
    let posted = 0;
    for (const [path, def] of Object.entries(ENDPOINTS)) {
      for (const sample of stringSamples(def.body, 'Stone\u0000Co')) {
        const lang = posted++ % 2 === 0 ? 'en' : 'zh';
        const field = sample.path.join('.');
        const res = await call(t.app, path, sample.body, { token, lang });
        const data = res.data as Record<string, string> | null;
        const expected = translate('validation.controlChars', lang);
        if (res.status !== 400 || res.code !== 2 || data?.[field] !== expected)
          failures.push(`${path} ${field}: ${res.status} ${res.code} ${JSON.stringify(data)}`);
      }
    }
    expect(posted).toBeGreaterThan(50);
    expect(failures).toEqual([]);
  });
});
