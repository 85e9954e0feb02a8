import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { createOrgOwner, registerUser } from '../../test/flows.ts';
import { createTestApp, describeEachDialect, type TestApp } from '../../test/test-app.ts';
import { insertEnabledMember } from '../members/members.repository.ts';
type Application = {
  applicationId: string;
  status: string;
  reason: string | null;
  orgName: string;
};

describeEachDialect('enterprises and join requests', (dialect) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createOrgOwner>>;
  let rival: Awaited<ReturnType<typeof createOrgOwner>>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await createOrgOwner(t.app, t.deps, 'owner_a', 'Xiamen Granite Works');
    rival = await createOrgOwner(t.app, t.deps, 'owner_b', 'Yunfu Marble Co');
  });
  afterAll(() => t.close());

  test('a creator becomes super administrator on the trial plan with every module', async () => {
    const info = await call<Record<string, unknown>>(
      t.app,
      'webUser/getCurMcUserInfo',
      {},
      { token: owner.token },
    );
    expect(info.data).toMatchObject({
      orgId: owner.orgId,
      orgName: 'Xiamen Granite Works',
      loginApp: 1,
      mesLevel: 4,
      pageFlags: { module303: true, module304: true },
      orgPartnershipMode: 0,
      webRoleList: [{ isSuperAdmin: true }],
    });
    for (const key of [
      'nickname',
      'avatar',
      'menuLevelOne',
      'moduleLevelOne',
      'resourceList',
      'resourceCodeList',
    ]) {
      expect(info.data).toHaveProperty(key);
    }
    expect(info.data.resourceCodeList).toContain('MC_ROLE_RIGHTS_MANAGEMENT');
    expect(info.data.menuLevelOne).toContainEqual({ moduleId: 100, moduleCode: 'index' });
    expect(info.data.menuLevelOne).toContainEqual({ moduleId: 402, moduleCode: 'rolesManagement' });
  });

  test('a second enterprise for the same user, or a duplicate name, is refused', async () => {
    const body = { name: 'Another One', contact: 'Li', phone: owner.phone, address: 'Xiamen' };
    expect(await call(t.app, 'webOrg/createOrg', body, { token: owner.token })).toMatchObject({
      code: 4,
      msg: 'You already belong to an enterprise',
    });
    const newcomer = await registerUser(t.app, t.deps, 'newcomer');
    const dup = await call(
      t.app,
      'webOrg/createOrg',
      { ...body, name: 'Yunfu Marble Co' },
      { token: newcomer.token },
    );
    expect(dup).toMatchObject({ code: 4, msg: 'An enterprise with this name exists' });
  });

  test('bad enterprise input is rejected field by field', async () => {
    const user = await registerUser(t.app, t.deps, 'bad_input');
    const res = await call<Record<string, string>>(
      t.app,
      'webOrg/createOrg',
      { name: '', contact: 'x'.repeat(21), phone: '123', address: 'A' },
      { token: user.token },
    );
    expect(res).toMatchObject({
      code: 2,
      data: { name: 'Required', contact: 'Too long', phone: 'Enter a correct phone number' },
    });
  });

  test('a retried create with the same requestId creates once', async () => {
    const user = await registerUser(t.app, t.deps, 'retrier');
    const body = {
      name: 'Retry Stone',
      contact: 'Li',
      phone: user.phone,
      address: 'Quanzhou',
      requestId: 'req-42',
    };
    const first = await call<{ orgId: string }>(t.app, 'webOrg/createOrg', body, {
      token: user.token,
    });
    const second = await call<{ orgId: string }>(t.app, 'webOrg/createOrg', body, {
      token: user.token,
    });
    expect(second.data.orgId).toBe(first.data.orgId);
  });

  test('apply, see it under review, cancel, apply again, get rejected with a reason, then approved', async () => {
    const applicant = await registerUser(t.app, t.deps, 'applicant');
    const opts = { token: applicant.token };
    const found = await call<{ list: { orgId: string; name: string }[] }>(
      t.app,
      'webOrg/searchOrg',
      { name: 'granite' },
      opts,
    );
    expect(found.data.list).toEqual([{ orgId: owner.orgId, name: 'Xiamen Granite Works' }]);
    expect(
      (await call<{ list: unknown[] }>(t.app, 'webOrg/searchOrg', { name: '100%_' }, opts)).data
        .list,
    ).toEqual([]);

    const first = await call<Application>(
      t.app,
      'webOrg/applyJoinOrg',
      { orgId: owner.orgId, remark: 'cutter' },
      opts,
    );
    expect(first).toMatchObject({
      result: true,
      msg: 'Application submitted, waiting for review',
      data: { status: 'pending' },
    });
    expect(await call(t.app, 'webOrg/applyJoinOrg', { orgId: owner.orgId }, opts)).toMatchObject({
      code: 4,
    });
    expect(
      (
        await call(
          t.app,
          'webOrg/cancelApplication',
          { applicationId: first.data.applicationId },
          opts,
        )
      ).result,
    ).toBe(true);
    expect(
      await call(
        t.app,
        'webOrg/cancelApplication',
        { applicationId: first.data.applicationId },
        opts,
      ),
    ).toMatchObject({ code: 4 });

    const second = await call<Application>(
      t.app,
      'webOrg/applyJoinOrg',
      { orgId: owner.orgId },
      opts,
    );
    const list = await call<{ list: { applicationId: string; username: string }[]; total: number }>(
      t.app,
      'webOrg/getJoinApplicationList',
      { status: 'pending' },
      { token: owner.token },
    );
    expect(list.data.list.map((a) => a.username)).toEqual(['applicant']);
    // Another enterprise can't see or decide it: not found, exactly like a missing id.
    const foreign = await call(
      t.app,
      'webOrg/rejectApplication',
      { applicationId: second.data.applicationId, reason: 'x' },
      { token: rival.token },
    );
    expect(foreign).toMatchObject({ code: 3, msg: 'Not found' });
    expect(
      (
        await call<{ total: number }>(
          t.app,
          'webOrg/getJoinApplicationList',
          {},
          { token: rival.token },
        )
      ).data.total,
    ).toBe(0);

    await call(
      t.app,
      'webOrg/rejectApplication',
      { applicationId: second.data.applicationId, reason: 'Not hiring' },
      { token: owner.token },
    );
    const mine = await call<{ list: Application[] }>(t.app, 'webOrg/getMyApplications', {}, opts);
    expect(mine.data.list[0]).toMatchObject({
      status: 'rejected',
      reason: 'Not hiring',
      orgName: 'Xiamen Granite Works',
    });

    const third = await call<Application>(
      t.app,
      'webOrg/applyJoinOrg',
      { orgId: owner.orgId },
      opts,
    );
    const roleId = (
      await t.deps.db
        .selectFrom('roles')
        .select('id')
        .where('org_id', '=', owner.orgId)
        .executeTakeFirstOrThrow()
    ).id;
    const approved = await call(
      t.app,
      'webOrg/approveApplication',
      { applicationId: third.data.applicationId, roleId, staffNo: '0042' },
      { token: owner.token },
    );
    expect(approved.result).toBe(true);
    const info = await call<{ orgId: string }>(t.app, 'webUser/getCurMcUserInfo', {}, opts);
    expect(info.data.orgId).toBe(owner.orgId);
  });

  test('approving follows the member rules: seats, and who may grant super administrator', async () => {
    const seatsOrg = await createOrgOwner(t.app, t.deps, 'seat_owner', 'Seat Stone');
    const roles = await t.deps.db
      .selectFrom('roles')
      .select(['id', 'is_super_admin'])
      .where('org_id', '=', seatsOrg.orgId)
      .execute();
    const superRole = roles.find((r) => r.is_super_admin === 1)!.id;
    const now = new Date().toISOString();
    const stamps = { created_at: now, updated_at: now, version: 1 };
    await t.deps.db
      .insertInto('roles')
      .values({
        org_id: seatsOrg.orgId,
        id: 'reviewer-role',
        name: 'reviewer',
        is_super_admin: 0,
        menu_ids: '[150,152]',
        actions: '["memberManagement:review"]',
        ...stamps,
      })
      .execute();
    const reviewer = await registerUser(t.app, t.deps, 'seat_reviewer');
    const reviewerId = (
      await t.deps.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', 'seat_reviewer')
        .executeTakeFirstOrThrow()
    ).id;
    await insertEnabledMember(t.deps.db, {
      orgId: seatsOrg.orgId,
      id: 'reviewer-member',
      userId: reviewerId,
      roleId: 'reviewer-role',
    });
    await t.deps.db
      .updateTable('users')
      .set({ current_org_id: seatsOrg.orgId })
      .where('id', '=', reviewerId)
      .execute();

    const applicant = await registerUser(t.app, t.deps, 'seat_applicant');
    const application = await call<Application>(
      t.app,
      'webOrg/applyJoinOrg',
      { orgId: seatsOrg.orgId },
      { token: applicant.token },
    );
    const approve = (roleId: string, token: string) =>
      call(
        t.app,
        'webOrg/approveApplication',
        { applicationId: application.data.applicationId, roleId },
        { token },
      );
    expect(await approve(superRole, reviewer.token)).toMatchObject({
      code: 4,
      msg: 'Only a super administrator can grant or take the super administrator role',
    });
    await t.deps.db
      .insertInto('org_quotas')
      .values({ org_id: seatsOrg.orgId, quota_key: 'memberSeats', total: 2, updated_at: now })
      .execute();
    expect(await approve('reviewer-role', seatsOrg.token)).toMatchObject({
      code: 4,
      msg: 'All member seats are in use; reclaim or buy more seats first',
    });
    await t.deps.db
      .updateTable('org_quotas')
      .set({ total: 3 })
      .where('org_id', '=', seatsOrg.orgId)
      .execute();
    expect((await approve('reviewer-role', seatsOrg.token)).result).toBe(true);
  });

  test('an unknown enterprise id answers "enterprise not found"', async () => {
    const user = await registerUser(t.app, t.deps, 'lost_one');
    const res = await call(
      t.app,
      'webOrg/applyJoinOrg',
      { orgId: 'no-such-org' },
      { token: user.token, lang: 'zh' },
    );
    expect(res).toMatchObject({ code: 3, msg: '未找到该企业' });
  });

  test('ids and orgId in bodies are not accepted (no mass assignment)', async () => {
    const res = await call<Record<string, string>>(
      t.app,
      'webOrg/getJoinApplicationList',
      { orgId: rival.orgId },
      { token: owner.token },
    );
    expect(res).toMatchObject({ code: 2, data: { orgId: 'Unknown field' } });
  });
});
