// Demo orders (seed-demo.ts, after packing; issue 19): an accountant who prices orders, an OEM
// order over the two Xinda Stone floors, price-locked at one price, and a finished-product
// order whose projects each have their own price. Made through the services the screens call.
import { ROUTES_BY_NAME } from '@stone/shared/routes';
import type { AppDeps } from '../context.ts';
import { actorScope } from '../db/org-scope.ts';
import { insertUser } from '../modules/auth/users.repository.ts';
import { insertEnabledMember } from '../modules/members/members.repository.ts';
import { addOrderProjects, setProjectPrice } from '../modules/orders/order-prices.service.ts';
import { createOrder } from '../modules/orders/orders.service.ts';
import { normalizePermissions } from '../modules/roles/role-permissions.ts';
import { insertRole, roleColumns } from '../modules/roles/roles.repository.ts';
import { demoActor } from './demo-actor.ts';

/**
 * The accountant's screens: orders, settlement and documents (money), and the project list the
 * order screens are reached from; no packing or shop-floor screen.
 */
export const ACCOUNTANT_ROUTES = [
  'produceProject',
  'orderManage',
  'orderManageDetail',
  'solutionSettlement',
  'solutionSettlementDetail',
  'oemOrderDoc',
  'prodOrderDoc',
  'prodOrderFoundry',
  'showOrder',
] as const;
/** Routes whose actions the accountant holds (the project list stays view-only). */
const ACCOUNTANT_ACTION_ROUTES = ACCOUNTANT_ROUTES.filter((name) => name !== 'produceProject');

export const DEMO_ACCOUNTANT = { username: 'accountant', nickname: 'Wu Fang' } as const;

async function addAccountant(deps: AppDeps, orgId: string, passwordHash: string) {
  const routes = ACCOUNTANT_ROUTES.flatMap((name) => ROUTES_BY_NAME.get(name) ?? []);
  const actions = ACCOUNTANT_ACTION_ROUTES.flatMap((name) =>
    (ROUTES_BY_NAME.get(name)?.actions ?? []).map((a) => `${name}:${a}`),
  );
  const granted = normalizePermissions(
    routes.map((r) => r.menuId),
    actions,
  );
  const roleId = await insertRole(
    actorScope({ orgId }, deps.db),
    roleColumns({ name: 'Accountant', ...granted }),
  );
  const userId = await insertUser(deps.db, {
    username: DEMO_ACCOUNTANT.username,
    phone: '13800000110',
    passwordHash,
    nickname: DEMO_ACCOUNTANT.nickname,
    currentOrgId: orgId,
  });
  await insertEnabledMember(deps.db, { orgId, userId, roleId });
  return userId;
}

const ORDER = {
  source: '展会 Trade fair',
  contact: '林经理 Manager Lin',
  managerName: 'Wu Fang',
  managerPhone: '13800000110',
  deliveredDate: null,
};

export async function seedOrders(
  deps: AppDeps,
  orgId: string,
  userId: string,
  passwordHash: string,
) {
  const accountantId = await addAccountant(deps, orgId, passwordHash);
  const org = actorScope({ orgId }, deps.db);
  const projects = await org.selectFrom('projects').select(['id', 'order_no']).execute();
  const byOrderNo = (no: string) => projects.find((p) => p.order_no === no)?.id;
  const floors = [byOrderNo('SO-2026-0095'), byOrderNo('SO-2026-0102')].flatMap((id) => id ?? []);
  const homes = [byOrderNo('SO-2026-0101'), byOrderNo('SO-2026-0103')].flatMap((id) => id ?? []);
  const admin = await demoActor(deps, orgId, userId);
  const accountant = await demoActor(deps, orgId, accountantId);
  const dbDeps = { db: deps.db, dialect: deps.dialect };

  const oem = await createOrder(admin, dbDeps, {
    ...ORDER,
    name: '鑫达石业地面代工 Xinda Stone floors (OEM)',
    orderType: 'oem',
    customerName: '鑫达石业 Xinda Stone',
    processingType: '地面铺装 Floor slabs',
    expectedDeliveryDate: '2026-12-20',
    priceLocked: true,
  });
  await org.transaction((trx) => addOrderProjects(trx, { orderId: oem.id, projectIds: floors }));
  // Under price lock the first price set is the one every project shares.
  if (floors[0])
    await setProjectPrice(org, accountant, {
      orderId: oem.id,
      projectId: floors[0],
      unitPrice: '268.00',
    });

  const product = await createOrder(admin, dbDeps, {
    ...ORDER,
    name: '住宅成品订单 Homes, finished products',
    orderType: 'product',
    customerName: '水头石材 Shuitou Stone',
    processingType: '台面与背景墙 Tops and feature walls',
    expectedDeliveryDate: '2027-01-15',
    priceLocked: false,
  });
  await org.transaction((trx) => addOrderProjects(trx, { orderId: product.id, projectIds: homes }));
  const prices = ['680.00', '520.50'];
  for (const [i, projectId] of homes.entries())
    await setProjectPrice(org, accountant, {
      orderId: product.id,
      projectId,
      unitPrice: prices[i] ?? '500.00',
    });
}
