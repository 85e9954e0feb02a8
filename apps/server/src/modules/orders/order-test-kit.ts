// Test helpers for the order suites (not a test file itself): an enterprise with projects of a
// known area, orders made through the API, and members of a given role.
import type { Dialect } from '../../db/database.ts';
import { createFlowTestApp } from '../material-flows/flow-test-kit.ts';
import { nextCode } from '../materials/material-test-kit.ts';
import { addAndSignIn, createRole } from '../members/admin-test-kit.ts';
import { seedPlane } from '../planning/planning-test-kit.ts';
import { actorScope } from '../../db/org-scope.ts';

export async function createOrderTestApp(dialect: Dialect, name = 'order') {
  return createFlowTestApp(dialect, name);
}
export type OrderTestApp = Awaited<ReturnType<typeof createOrderTestApp>>;

/** A project of one plane whose pieces cover `areaMm2` (stored on the project as planning does). */
export async function newProject(ctx: OrderTestApp, areaMm2 = 2_500_000) {
  const name = nextCode('Tower ');
  const { projectId } = await seedPlane(ctx.t.deps, ctx.owner, [
    { code: nextCode('P-'), width: 1000, height: 1000 },
  ]);
  await ctx.t.deps.db
    .updateTable('projects')
    .set({ name, total_area_mm2: areaMm2 })
    .where('id', '=', projectId)
    .execute();
  return { id: projectId, name };
}

export const orderBody = (over: Record<string, unknown> = {}) => ({
  name: nextCode('Harbour order '),
  orderType: 'oem',
  source: 'Fair',
  customerName: 'Nan an Stone',
  contact: 'Li Lei',
  processingType: 'Countertops',
  managerName: 'Wang Fang',
  managerPhone: '13912345678',
  expectedDeliveryDate: '2026-12-31',
  deliveredDate: null,
  priceLocked: false,
  ...over,
});

export async function newOrder(ctx: OrderTestApp, over: Record<string, unknown> = {}) {
  const res = await ctx.api<{ id: string; number: string }>(
    'webOrder/createOrder',
    orderBody(over),
  );
  if (!res.result) throw new Error(`createOrder failed: ${res.msg}`);
  return res.data;
}

/** An order holding `count` new projects. */
export async function orderWithProjects(
  ctx: OrderTestApp,
  count: number,
  over: Record<string, unknown> = {},
) {
  const order = await newOrder(ctx, over);
  const projects = [];
  for (let i = 0; i < count; i++) projects.push(await newProject(ctx));
  const res = await ctx.api('webOrder/addOrderProjects', {
    orderId: order.id,
    projectIds: projects.map((p) => p.id),
  });
  if (!res.result) throw new Error(`addOrderProjects failed: ${res.msg}`);
  return { ...order, projects };
}

/** A member whose role grants `menuIds` with `actions` only. */
export async function orderMember(
  ctx: OrderTestApp,
  name: string,
  menuIds: number[],
  actions: string[],
) {
  const roleId = await createRole(ctx.t, ctx.owner.token, nextCode(`${name} `), menuIds, actions);
  const member = await addAndSignIn(ctx.t, ctx.owner.token, { nickname: name, roleId });
  const api = <T = unknown>(path: string, body: unknown, lang: 'en' | 'zh' = 'en') =>
    ctx.api<T>(path, body, lang, member.token);
  return { ...member, api };
}

export type OrderItemLike = {
  id: string;
  number: string;
  name: string;
  orderType: string;
  projectCount: number;
  settledProjectCount: number;
  settledAmount: string;
  priceLocked: boolean;
  lockedUnitPrice: string | null;
  version: number;
};
export type OrderPage = { list: OrderItemLike[]; total: number };
export type OrderDetail = {
  order: OrderItemLike;
  projects: {
    projectId: string;
    name: string;
    areaM2: string;
    unitPrice: string | null;
    effectiveUnitPrice: string | null;
    amount: string | null;
  }[];
};

/**
 * A settlement document over `projectIds` of the order, written straight to its tables (the
 * settlement suites test making one): `total` cents, settled or not.
 */
export async function settleProjects(
  ctx: OrderTestApp,
  order: { id: string; number: string },
  projectIds: string[],
  opts: { settled: boolean; totalCents: number },
) {
  const id = nextCode('settlement-');
  const now = new Date().toISOString();
  const org = actorScope(ctx.owner, ctx.t.deps.db);
  await org
    .insertInto('settlements')
    .values({
      id,
      number: nextCode('JS-'),
      name: 'Settlement',
      doc_type: 'oem',
      order_id: order.id,
      order_number: order.number,
      order_name: 'Order',
      customer_name: 'Nan an Stone',
      status: opts.settled ? 'settled' : 'unsettled',
      account_arrived: 0,
      area_amount_cents: opts.totalCents,
      process_amount_cents: 0,
      total_cents: opts.totalCents,
      project_count: projectIds.length,
      piece_count: 1,
      area_mm2: 0,
      box_count: 0,
      pages: 1,
      client_json: '{}',
      receiving_json: '{}',
      enterprise_json: '{}',
      created_by: ctx.owner.userId,
      created_at: now,
      settled_by: null,
      settled_at: null,
      arrived_by: null,
      arrived_at: null,
      version: 1,
    })
    .execute();
  await org
    .insertInto('settlement_projects')
    .values(projectIds.map((project_id) => ({ project_id, settlement_id: id })))
    .execute();
}
