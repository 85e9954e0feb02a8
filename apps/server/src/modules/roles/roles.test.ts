import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  addAndSignIn,
  createAdminTestApp,
  createOwner,
  type Owner,
} from '../members/admin-test-kit.ts';

type RoleList = {
  list: {
    id: string;
    name: string;
    isSuperAdmin: boolean;
    memberCount: number;
    menuIds: number[];
    version: number;
  }[];
};

describeEachDialect('roles', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner;
  const api = <T = unknown>(path: string, body: unknown, lang: 'en' | 'zh' = 'en') =>
    call<T>(t.app, `webRole/${path}`, body, { token: owner.token, lang });
  const roles = async () =>
    (await api<RoleList>('getRoleList', { pageNum: 1, pageSize: 100 })).data.list;

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'roleowner', 'Role Stone Co');
  });
  afterAll(() => t.close());

  test('a role that sees only members: its holder gets those menus and nothing else', async () => {
    const created = await api<{ id: string }>('createRole', {
      name: 'member viewer',
      menuIds: [152],
      actions: ['memberManagement:export'],
    });
    expect(created).toMatchObject({ result: true, msg: 'Created successfully' });
    const role = (await roles()).find((r) => r.id === created.data.id);
    // The screen's menu group comes with it so the sidebar can show it.
    expect(role?.menuIds).toEqual([150, 152]);
    const member = await addAndSignIn(t, owner.token, {
      nickname: 'Viewer',
      roleId: created.data.id,
    });
    const info = await call<{ menuIds: number[]; actions: string[] }>(
      t.app,
      'webUser/getCurMcUserInfo',
      {},
      { token: member.token },
    );
    expect(info.data.menuIds.sort()).toEqual([100, 150, 152, 188].sort());
    expect(info.data.actions).toEqual(['memberManagement:export']);
    const list = await call(
      t.app,
      'webMember/getMemberList',
      { pageNum: 1 },
      { token: member.token },
    );
    expect(list.result).toBe(true);
    expect((await call(t.app, 'webRole/getRoleList', {}, { token: member.token })).code).toBe(6);
    expect((await call(t.app, 'webOrg/getOrgInfo', {}, { token: member.token })).code).toBe(6);
    const add = await call(
      t.app,
      'webMember/addMember',
      { phone: '13900000001', nickname: 'x', roleId: created.data.id },
      { token: member.token },
    );
    expect(add.code).toBe(6);
  });

  test('a role needs at least one permission, and only known ones', async () => {
    const none = await api('createRole', { name: 'empty', menuIds: [], actions: [] });
    expect(none).toMatchObject({ code: 2, msg: 'A role needs at least one permission' });
    expect((await api('createRole', { name: 'empty', menuIds: [] }, 'zh')).msg).toBe(
      '角色至少需要一项权限',
    );
    expect((await api('createRole', { name: 'bad', menuIds: [99999] })).msg).toBe(
      'Unknown permission',
    );
    expect(
      (await api('createRole', { name: 'bad', menuIds: [152], actions: ['memberManagement:fly'] }))
        .code,
    ).toBe(2);
    expect((await roles()).map((r) => r.name)).not.toContain('empty');
  });

  test('the super administrator role cannot be modified or deleted', async () => {
    const superRole = (await roles()).find((r) => r.isSuperAdmin);
    const edit = await api('updateRole', {
      id: superRole?.id,
      name: 'boss',
      menuIds: [100],
      version: superRole?.version,
    });
    expect(edit).toMatchObject({ code: 4, msg: 'The super administrator role cannot be modified' });
    expect(
      (
        await api(
          'updateRole',
          { id: superRole?.id, name: 'boss', menuIds: [100], version: 1 },
          'zh',
        )
      ).msg,
    ).toBe('超级管理员权限不能修改');
    expect((await api('deleteRole', { id: superRole?.id, version: 1 })).code).toBe(4);
    expect((await roles()).find((r) => r.isSuperAdmin)?.name).toBe(superRole?.name);
  });

  test('a role with users cannot be deleted; an unused one can', async () => {
    const id = (await api<{ id: string }>('createRole', { name: 'packers', menuIds: [100] })).data
      .id;
    const member = await addAndSignIn(t, owner.token, { nickname: 'Packer', roleId: id });
    const res = await api('deleteRole', { id, version: 1 });
    expect(res).toMatchObject({ code: 4, msg: 'Cannot delete a role with users' });
    expect((await api('deleteRole', { id, version: 1 }, 'zh')).msg).toBe(
      '该角色下存在用户，不能删除',
    );
    expect((await roles()).find((r) => r.id === id)?.memberCount).toBe(1);
    await call(
      t.app,
      'webMember/removeMember',
      { id: member.memberId, version: 1 },
      { token: owner.token },
    );
    // A stale version deletes nothing.
    expect((await api('deleteRole', { id, version: 9 })).code).toBe(4);
    expect((await roles()).find((r) => r.id === id)).toBeDefined();
    expect((await api('deleteRole', { id, version: 1 })).msg).toBe('Deleted successfully');
    expect((await roles()).find((r) => r.id === id)).toBeUndefined();
  });

  test('edit with a stale version answers code 4; names are unique; no mass assignment', async () => {
    const id = (await api<{ id: string }>('createRole', { name: 'editors', menuIds: [151] })).data
      .id;
    expect(
      (
        await api('updateRole', {
          id,
          name: 'editors 2',
          menuIds: [151],
          actions: ['orgInfo:edit'],
          version: 1,
        })
      ).result,
    ).toBe(true);
    expect(
      (await api('updateRole', { id, name: 'editors 3', menuIds: [151], version: 1 })).code,
    ).toBe(4);
    expect((await api('createRole', { name: 'editors 2', menuIds: [151] })).msg).toBe(
      'A role with this name exists',
    );
    for (const extra of [{ orgId: 'x' }, { isSuperAdmin: true }, { createdBy: 'x' }, { id: 'x' }]) {
      expect((await api('createRole', { name: 'sneaky', menuIds: [151], ...extra })).code).toBe(2);
    }
  });
});
