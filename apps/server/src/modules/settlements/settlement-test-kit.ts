// Test helpers for the settlement suites (not a test file itself): orders with priced projects
// written straight into the orders tables (the orders calls are another area's), documents.
import type { Dialect } from '../../db/database.ts';
import { actorScope } from '../../db/org-scope.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { nextCode } from '../materials/material-test-kit.ts';
import { createPackingTestApp, cutProject, type PieceSeed } from '../packing/packing-test-kit.ts';

export const createSettlementTestApp = (dialect: Dialect, name = 'settle') =>
  createPackingTestApp(dialect, name);
export type SettlementTestApp = Awaited<ReturnType<typeof createSettlementTestApp>>;

export type OrderSeed = {
  type?: 'oem' | 'product';
  customer?: string;
  /** Under price lock every project takes this price (cents per m²). */
  lockedCents?: number | null;
  projects: { pieces: PieceSeed[]; priceCents: number | null; name?: string }[];
};

export async function seedOrder(ctx: SettlementTestApp, seed: OrderSeed) {
  const org = actorScope(ctx.owner, ctx.t.deps.db);
  const now = nowIso();
  const orderId = newId();
  const locked = seed.lockedCents !== undefined;
  await org
    .insertInto('orders')
    .values({
      id: orderId,
      number: nextCode('SO-'),
      name: nextCode('Harbour order '),
      order_type: seed.type ?? 'product',
      source: 'manual',
      customer_name: seed.customer ?? '南安石材 Nan an Stone',
      contact: '王工',
      processing_type: 'full',
      manager_name: '李经理',
      manager_phone: '13800000000',
      expected_delivery_date: '2026-12-31',
      delivered_date: null,
      price_locked: locked ? 1 : 0,
      locked_unit_price_cents: seed.lockedCents ?? null,
      locked_by: null,
      locked_at: null,
      version: 1,
      created_by: ctx.owner.userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const projectIds: string[] = [];
  for (const p of seed.projects) {
    const { projectId } = await cutProject(ctx, p.pieces, { processCode: ctx.codes.withEdge });
    if (p.name)
      await org.updateTable('projects').set({ name: p.name }).where('id', '=', projectId).execute();
    await org
      .insertInto('order_projects')
      .values({
        project_id: projectId,
        order_id: orderId,
        unit_price_cents: p.priceCents,
        priced_by: null,
        priced_at: null,
        added_at: nowIso(),
      })
      .execute();
    projectIds.push(projectId);
  }
  return { orderId, projectIds };
}

export async function newSettlement(ctx: SettlementTestApp, orderId: string, projectIds: string[]) {
  const res = await ctx.api<{ id: string; number: string }>('webSettlement/createSettlement', {
    orderId,
    projectIds,
  });
  if (!res.result) throw new Error(res.msg);
  return res.data;
}

export const countRows = async (
  ctx: SettlementTestApp,
  table: 'settlements' | 'settlement_projects' | 'settlement_lines',
) =>
  Number(
    (
      await actorScope(ctx.owner, ctx.t.deps.db)
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
