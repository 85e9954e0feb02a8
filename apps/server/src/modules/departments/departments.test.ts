import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DeptNode } from '@stone/shared/enterprise/members';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  addAndSignIn,
  createAdminTestApp,
  createOwner,
  type Owner,
} from '../members/admin-test-kit.ts';

describeEachDialect('departments', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner;
  const api = <T = unknown>(path: string, body: unknown, lang: 'en' | 'zh' = 'en') =>
    call<T>(t.app, `webDept/${path}`, body, { token: owner.token, lang });
  const create = async (name: string, parentId?: string) =>
    (await api<{ id: string }>('createDept', { name, parentId })).data.id;
  const tree = async () => (await api<{ tree: DeptNode[] }>('getDeptTree', {})).data.tree;
  const find = (nodes: DeptNode[], id: string): DeptNode | undefined =>
    nodes.map((n) => (n.id === id ? n : find(n.children, id))).find(Boolean);

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'deptowner', 'Dept Stone Co');
  });
  afterAll(() => t.close());

  test('create, rename and move build the tree', async () => {
    const factory = await create('Factory');
    const cutting = await create('Cutting', factory);
    const office = await create('Office');
    const node = find(await tree(), cutting);
    expect(node).toMatchObject({ name: 'Cutting', parentId: factory, version: 1 });
    const moved = await api('updateDept', {
      id: cutting,
      name: 'Cutting A',
      parentId: office,
      version: 1,
    });
    expect(moved).toMatchObject({ result: true, msg: 'Saved successfully' });
    const now = await tree();
    expect(find(now, office)?.children.map((c) => c.name)).toEqual(['Cutting A']);
    expect(find(now, factory)?.children).toEqual([]);
    expect(find(now, cutting)?.version).toBe(2);
    // An edit made from the page as it was before the move changes nothing.
    const stale = await api('updateDept', { id: cutting, name: 'Old', parentId: null, version: 1 });
    expect(stale.code).toBe(4);
    expect(find(await tree(), cutting)).toMatchObject({ name: 'Cutting A', parentId: office });
  });

  test('a department cannot move under itself or its own sub-department', async () => {
    const top = await create('Top');
    const child = await create('Child', top);
    const grandchild = await create('Grandchild', child);
    const intoChild = await api('updateDept', {
      id: top,
      name: 'Top',
      parentId: grandchild,
      version: 1,
    });
    expect(intoChild).toMatchObject({ code: 4, msg: 'A department cannot move under itself' });
    expect(
      (await api('updateDept', { id: top, name: 'Top', parentId: top, version: 1 })).code,
    ).toBe(4);
    expect(find(await tree(), top)?.parentId).toBeNull();
  });

  test('names are required, limited and unique among siblings', async () => {
    expect((await api('createDept', { name: '  ' })).msg).toBe('Required');
    expect((await api('createDept', { name: 'x'.repeat(31) })).msg).toBe('Too long');
    await create('Twin');
    expect(await api('createDept', { name: 'Twin' })).toMatchObject({
      code: 2,
      msg: 'A department with this name exists here',
    });
  });

  test('only an empty department can be deleted; a stale version answers code 4', async () => {
    const shop = await create('Shop');
    const sub = await create('Sub', shop);
    const notEmpty = await api('deleteDept', { id: shop, version: 1 });
    expect(notEmpty).toMatchObject({ code: 4, msg: 'Only an empty department can be deleted' });
    const member = await addAndSignIn(t, owner.token, {
      nickname: 'In Sub',
      roleId: owner.superRoleId,
      departmentId: sub,
    });
    expect((await api('deleteDept', { id: sub, version: 1 })).code).toBe(4);
    expect(find(await tree(), sub)?.memberCount).toBe(1);
    const zh = await api('deleteDept', { id: sub, version: 1 }, 'zh');
    expect(zh.msg).toBe('部门下存在子部门或成员，不能删除');
    await call(
      t.app,
      'webMember/removeMember',
      { id: member.memberId, version: 1 },
      { token: owner.token },
    );
    expect((await api('deleteDept', { id: sub, version: 9 })).code).toBe(4);
    expect((await api('deleteDept', { id: sub, version: 1 })).result).toBe(true);
    expect((await api('deleteDept', { id: shop, version: 1 })).result).toBe(true);
    expect(find(await tree(), shop)).toBeUndefined();
  });

  test('an unknown parent answers code 3; body fields like orgId are rejected', async () => {
    expect((await api('createDept', { name: 'Orphan', parentId: 'nope' })).code).toBe(3);
    const extra = await api('createDept', { name: 'X', orgId: owner.orgId });
    expect(extra.code).toBe(2);
    const stale = await api('updateDept', { id: 'nope', name: 'X', parentId: null, version: 1 });
    expect(stale.code).toBe(3);
  });
});
