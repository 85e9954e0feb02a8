import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../test/api-client.ts';
import { createOrgOwner } from '../test/flows.ts';
import { createTestApp, describeEachDialect, type TestApp } from '../test/test-app.ts';
import { listOrgs, setPlan } from './admin-commands.ts';

describeEachDialect('operator plan commands', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  test('a plan without role management hides it at the next call; a disabled enterprise answers 353001', async () => {
    const owner = await createOrgOwner(t.app, t.deps, 'plan_owner', 'Plan Stone');
    expect((await listOrgs(t.deps)).map((o) => o.name)).toContain('Plan Stone');
    await setPlan(t.deps, 'Plan Stone', {
      resourceCodes: ['MC_ORG_WEB_BASIC_MODULE'],
      moduleIds: [201],
    });
    const info = await call<{ menuIds: number[]; mesLevel: number }>(
      t.app,
      'webUser/getCurMcUserInfo',
      {},
      { token: owner.token },
    );
    expect(info.data.menuIds).not.toContain(402);
    expect(info.data.mesLevel).toBe(0);
    await setPlan(t.deps, owner.orgId, { status: 'disabled' });
    expect((await call(t.app, 'webUser/getCurMcUserInfo', {}, { token: owner.token })).code).toBe(
      353001,
    );
    await expect(setPlan(t.deps, 'No Such Org', {})).rejects.toThrow(/No enterprise/);
  });
});
