import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../test/api-client.ts';
import { createOrgOwner } from '../test/flows.ts';
import { createTestApp, describeEachDialect, type TestApp } from '../test/test-app.ts';
import { listOrgs, setPlan, setQuota } from './admin-commands.ts';

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

  test('set-quota changes the seat total the enterprise sees, and refuses a total below what is used', async () => {
    const owner = await createOrgOwner(t.app, t.deps, 'quota_owner', 'Quota Stone');
    const seats = async () =>
      (
        await call<{ list: { key: string; total: number; used: number }[] }>(
          t.app,
          'webQuota/getQuotaList',
          {},
          { token: owner.token },
        )
      ).data.list.find((q) => q.key === 'memberSeats');
    expect(await seats()).toMatchObject({ total: 50, used: 1 });
    expect(await setQuota(t.deps, 'Quota Stone', 'memberSeats', 3)).toMatchObject({
      memberSeats: 3,
      memberSeatsUsed: 1,
    });
    expect(await seats()).toMatchObject({ total: 3, used: 1 });
    // Setting it again updates the same row.
    await setQuota(t.deps, owner.orgId, 'memberSeats', 4);
    expect(await seats()).toMatchObject({ total: 4 });
    await expect(setQuota(t.deps, owner.orgId, 'memberSeats', 0)).rejects.toThrow(
      /1 memberSeats are in use/,
    );
    await expect(setQuota(t.deps, owner.orgId, 'seats', 5)).rejects.toThrow(
      /Unknown quota "seats"/,
    );
    await expect(setQuota(t.deps, owner.orgId, 'deviceLinks', 2.5)).rejects.toThrow(/whole number/);
    await expect(setQuota(t.deps, owner.orgId, 'deviceLinks', Number.NaN)).rejects.toThrow(
      /whole number/,
    );
    await expect(setQuota(t.deps, 'No Such Org', 'deviceLinks', 1)).rejects.toThrow(
      /No enterprise/,
    );
    expect(await seats()).toMatchObject({ total: 4 });
  });
});
