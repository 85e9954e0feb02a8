import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { createOrgOwner } from '../../test/flows.ts';
import { createTestApp, describeEachDialect, type TestApp } from '../../test/test-app.ts';

describeEachDialect('smoke', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  test('register, create enterprise, read user info', async () => {
    const owner = await createOrgOwner(t.app, t.deps, 'owner1', 'Stone A');
    const info = await call<{ orgId: string }>(
      t.app,
      'webUser/getCurMcUserInfo',
      {},
      { token: owner.token },
    );
    expect(info.result).toBe(true);
    expect(info.data.orgId).toBe(owner.orgId);
  });
});
