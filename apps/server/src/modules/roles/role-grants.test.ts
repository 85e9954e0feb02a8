import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { nextPhone, registerUser } from '../../test/flows.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  addAndSignIn,
  createAdminTestApp,
  createOwner,
  createRole,
  memberVersion,
  type Owner,
} from '../members/admin-test-kit.ts';

type RoleRow = { id: string; name: string; menuIds: number[]; actions: string[]; version: number };

/** What a role administrator holds: roles and members, but not the enterprise's own info. */
const ROLE_ADMIN = {
  menuIds: [152, 402],
  actions: [
    'memberManagement:add',
    'memberManagement:edit',
    'memberManagement:review',
    'rolesManagement:add',
    'rolesManagement:delete',
    'rolesManagement:edit',
  ],
};

describeEachDialect('a role administrator grants only what they hold', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner;
  let admin: Awaited<ReturnType<typeof addAndSignIn>>;
  let adminRoleId: string;
  /** A role the owner made that holds what the administrator does not (editing the org). */
  let wideRoleId: string;
  const asAdmin = <T = unknown>(path: string, body: unknown, lang: 'en' | 'zh' = 'en') =>
    call<T>(t.app, path, body, { token: admin.token, lang });
  const roleList = async () =>
    (
      await call<{ list: RoleRow[] }>(
        t.app,
        'webRole/getRoleList',
        { pageNum: 1, pageSize: 100 },
        { token: owner.token },
      )
    ).data.list;
  const role = async (id: string) => (await roleList()).find((r) => r.id === id);

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'grantowner', 'Grant Stone Co');
    adminRoleId = await createRole(t, owner.token, 'role admins', ROLE_ADMIN.menuIds, [
      ...ROLE_ADMIN.actions,
    ]);
    wideRoleId = await createRole(t, owner.token, 'office', [151, 152], ['orgInfo:edit']);
    admin = await addAndSignIn(t, owner.token, { nickname: 'Admin', roleId: adminRoleId });
  });
  afterAll(() => t.close());

  test('a new role within their own permissions is made', async () => {
    const res = await asAdmin('webRole/createRole', {
      name: 'member clerks',
      menuIds: [152],
      actions: ['memberManagement:add'],
    });
    expect(res).toMatchObject({ result: true, code: 0 });
  });

  test('a new role with an action or a screen they lack is refused, and nothing is made', async () => {
    const action = await asAdmin('webRole/createRole', {
      name: 'org editors',
      menuIds: [152],
      actions: ['orgInfo:edit'],
    });
    expect(action).toMatchObject({
      result: false,
      code: 4,
      msg: 'You can only grant permissions you hold yourself',
    });
    const screen = await asAdmin(
      'webRole/createRole',
      { name: 'org viewers', menuIds: [151], actions: [] },
      'zh',
    );
    expect(screen).toMatchObject({ code: 4, msg: '只能授予您自己拥有的权限' });
    const names = (await roleList()).map((r) => r.name);
    expect(names).not.toContain('org editors');
    expect(names).not.toContain('org viewers');
  });

  test('their own role can be neither widened, renamed nor deleted', async () => {
    const before = await role(adminRoleId);
    const widen = await asAdmin('webRole/updateRole', {
      id: adminRoleId,
      name: 'role admins',
      menuIds: [...ROLE_ADMIN.menuIds, 151],
      actions: [...ROLE_ADMIN.actions, 'orgInfo:edit', 'memberManagement:remove'],
      version: before?.version,
    });
    expect(widen).toMatchObject({
      result: false,
      code: 4,
      msg: 'You cannot change or delete the role you hold',
    });
    const rename = await asAdmin(
      'webRole/updateRole',
      { id: adminRoleId, name: 'bosses', ...ROLE_ADMIN, version: before?.version },
      'zh',
    );
    expect(rename).toMatchObject({ code: 4, msg: '不能修改或删除自己所属的角色' });
    const remove = await asAdmin('webRole/deleteRole', {
      id: adminRoleId,
      version: before?.version,
    });
    expect(remove).toMatchObject({ code: 4, msg: 'You cannot change or delete the role you hold' });
    expect(await role(adminRoleId)).toEqual(before);
  });

  test('another role takes only permissions they hold; what it had stays', async () => {
    const before = await role(wideRoleId);
    const widen = await asAdmin('webRole/updateRole', {
      id: wideRoleId,
      name: 'office',
      menuIds: [151, 152, 404],
      actions: ['orgInfo:edit', 'extendedApplication:allocate'],
      version: before?.version,
    });
    expect(widen).toMatchObject({
      code: 4,
      msg: 'You can only grant permissions you hold yourself',
    });
    expect(await role(wideRoleId)).toEqual(before);
    // Keeping what the role already grants is not granting it: a rename with one held action more.
    const rename = await asAdmin('webRole/updateRole', {
      id: wideRoleId,
      name: 'front office',
      menuIds: [151, 152],
      actions: ['orgInfo:edit', 'memberManagement:add'],
      version: before?.version,
    });
    expect(rename).toMatchObject({ result: true, code: 0 });
    expect(await role(wideRoleId)).toMatchObject({
      name: 'front office',
      actions: ['memberManagement:add', 'orgInfo:edit'],
    });
  });

  test('a member is not given a role holding more than the one who gives it', async () => {
    const phone = nextPhone();
    const add = await asAdmin('webMember/addMember', {
      phone,
      nickname: 'Raised',
      roleId: wideRoleId,
    });
    expect(add).toMatchObject({
      result: false,
      code: 4,
      msg: 'You can only assign a role whose permissions you hold yourself',
    });
    const zh = await asAdmin(
      'webMember/addMember',
      { phone, nickname: 'Raised', roleId: wideRoleId },
      'zh',
    );
    expect(zh.msg).toBe('只能分配权限不超出您自身权限的角色');
    const members = await t.deps.db
      .selectFrom('members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select('m.id')
      .where('u.phone', '=', phone)
      .execute();
    expect(members).toEqual([]);

    // Nor is an existing member moved onto it, themselves included.
    const clerkRole = await createRole(t, owner.token, 'clerks', [152], ['memberManagement:add']);
    const clerk = await addAndSignIn(t, owner.token, { nickname: 'Clerk', roleId: clerkRole });
    for (const id of [clerk.memberId, admin.memberId]) {
      const moved = await asAdmin('webMember/updateMember', {
        id,
        roleId: wideRoleId,
        departmentId: null,
        staffNo: null,
        version: await memberVersion(t, owner.orgId, id),
      });
      expect(moved).toMatchObject({
        code: 4,
        msg: 'You can only assign a role whose permissions you hold yourself',
      });
    }
    const roleOf = async (id: string) =>
      (
        await t.deps.db
          .selectFrom('members')
          .select('role_id')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).role_id;
    expect(await roleOf(clerk.memberId)).toBe(clerkRole);
    expect(await roleOf(admin.memberId)).toBe(adminRoleId);
  });

  test('nor is someone who asked to join approved into such a role', async () => {
    const applicant = await registerUser(t.app, t.deps, `applicant_${dialect}`);
    const applied = await call<{ applicationId: string }>(
      t.app,
      'webOrg/applyJoinOrg',
      { orgId: owner.orgId },
      { token: applicant.token },
    );
    const approve = (roleId: string) =>
      asAdmin('webOrg/approveApplication', { applicationId: applied.data.applicationId, roleId });
    expect(await approve(wideRoleId)).toMatchObject({
      code: 4,
      msg: 'You can only assign a role whose permissions you hold yourself',
    });
    const joined = () =>
      t.deps.db
        .selectFrom('members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select('m.role_id')
        .where('m.org_id', '=', owner.orgId)
        .where('u.phone', '=', applicant.phone)
        .execute();
    expect(await joined()).toEqual([]);
    const clerks = await createRole(t, owner.token, 'joiners', [152], ['memberManagement:add']);
    expect(await approve(clerks)).toMatchObject({ result: true, code: 0 });
    expect(await joined()).toEqual([{ role_id: clerks }]);
  });

  test('a member who already holds a wider role keeps it when other details change', async () => {
    const office = await addAndSignIn(t, owner.token, { nickname: 'Office', roleId: wideRoleId });
    const edit = await asAdmin('webMember/updateMember', {
      id: office.memberId,
      roleId: wideRoleId,
      departmentId: null,
      staffNo: '77',
      version: await memberVersion(t, owner.orgId, office.memberId),
    });
    expect(edit).toMatchObject({ result: true, code: 0 });
  });
});
