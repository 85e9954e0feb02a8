import { expect, test } from 'vitest';
import { ROUTES_BY_NAME } from '@stone/shared/routes';
import { call } from '../test/api-client.ts';
import { withSeededDemo } from './demo-test-kit.ts';
import { DEMO_USERNAME } from './seed-demo.ts';
import { DEMO_ACCOUNTANT, seedOrders } from './seed-orders.ts';

type Order = {
  id: string;
  priceLocked: boolean;
  lockedUnitPrice: string | null;
  projectCount: number;
};
type Detail = { projects: { unitPrice: string | null; effectiveUnitPrice: string | null }[] };
type UserInfo = { menuIds?: number[] };

const menuId = (name: string) => ROUTES_BY_NAME.get(name)?.menuId ?? -1;

// The demo runs on the embedded database only (seed-demo.ts), so this suite is SQLite's.
test('the demo has a price-locked order, one priced per project, and an accountant', async () => {
  await withSeededDemo(async (t, api) => {
    // Until seed-demo.ts calls it, seed the orders here (as it will: after packing).
    const existing = await t.deps.db.selectFrom('orders').select('id').execute();
    if (existing.length === 0) {
      const admin = await t.deps.db
        .selectFrom('users')
        .select(['id', 'current_org_id', 'password_hash'])
        .where('username', '=', DEMO_USERNAME)
        .executeTakeFirstOrThrow();
      await seedOrders(t.deps, admin.current_org_id!, admin.id, admin.password_hash);
    }
    const page = await api<{ list: Order[] }>('webOrder/getOrderList', {});
    expect(page.list).toHaveLength(2);
    const locked = page.list.find((o) => o.priceLocked)!;
    expect(locked).toMatchObject({ lockedUnitPrice: '268.00', projectCount: 2 });
    const lockedDetail = await api<Detail>('webOrder/getOrderDetail', { id: locked.id });
    expect(lockedDetail.projects.map((p) => p.effectiveUnitPrice)).toEqual(['268.00', '268.00']);
    const perProject = page.list.find((o) => !o.priceLocked)!;
    const detail = await api<Detail>('webOrder/getOrderDetail', { id: perProject.id });
    expect(detail.projects.map((p) => p.unitPrice).sort()).toEqual(['520.50', '680.00']);

    const login = await call<{ token: string }>(t.app, 'webAuth/loginByPassword', {
      account: DEMO_ACCOUNTANT.username,
      password: 'Demo12345',
    });
    const token = login.data.token;
    const info = await call<UserInfo>(t.app, 'webUser/getCurMcUserInfo', {}, { token });
    expect((await call(t.app, 'webOrder/getOrderList', {}, { token })).result).toBe(true);
    expect((await call(t.app, 'webMesPack/getPackProjects', {}, { token })).code).toBe(6);
    expect(info.data.menuIds).toContain(menuId('orderManage'));
    expect(info.data.menuIds).toContain(menuId('solutionSettlement'));
    expect(info.data.menuIds).not.toContain(menuId('mesPack'));
    // The shop floor's lead (who packs) does not get order management.
    const lead = await t.deps.db
      .selectFrom('roles')
      .select('menu_ids')
      .where('name', '=', 'Team lead')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(lead.menu_ids)).not.toContain(menuId('orderManage'));
  });
}, 180_000);
