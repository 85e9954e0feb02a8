import type { EndpointPath } from '@stone/shared';
import { actorScope } from '../db/org-scope.ts';
import { newId, nowIso } from '../lib/crypto.ts';
import { seedPlane } from '../modules/planning/planning-test-kit.ts';
import type { Entry } from './authorization-matrix.types.ts';
import { asOwner, next, worldFixtures } from './authorization-matrix.fixtures.ts';

/**
 * Settlement documents (issue 19): per enterprise an OEM order (written straight into the orders
 * tables) of two priced projects, one in a settled document and one in an unsettled one. The
 * bodies aim at those, so every allowed call answers the same code however often it is made.
 */
const { own, other } = worldFixtures<{
  orderId: string;
  projectId: string;
  settledId: string;
  openId: string;
}>(async (ctx, world) => {
  const owner = { orgId: world.orgId, userId: world.superAdmin.userId };
  const org = actorScope(owner, ctx.t.deps.db);
  const marker = `MARKER-${world.letter}-ST${next()}`;
  const orderId = newId();
  const now = nowIso();
  await org
    .insertInto('orders')
    .values({
      id: orderId,
      number: marker,
      name: marker,
      order_type: 'oem',
      source: 'manual',
      customer_name: marker,
      contact: marker,
      processing_type: 'full',
      manager_name: marker,
      manager_phone: '13800000000',
      expected_delivery_date: '2026-12-31',
      delivered_date: null,
      price_locked: 0,
      locked_unit_price_cents: null,
      locked_by: null,
      locked_at: null,
      version: 1,
      created_by: owner.userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const projectIds: string[] = [];
  for (const code of ['S1', 'S2']) {
    const { projectId } = await seedPlane(ctx.t.deps, owner, [
      { code: `${marker}-${code}`, width: 600, height: 400 },
    ]);
    await org
      .insertInto('order_projects')
      .values({
        project_id: projectId,
        order_id: orderId,
        unit_price_cents: 12345,
        priced_by: null,
        priced_at: null,
        added_at: nowIso(),
      })
      .execute();
    projectIds.push(projectId);
  }
  const create = (projectId: string) =>
    asOwner<{ id: string; number: string }>(ctx, world, 'webSettlement/createSettlement', {
      orderId,
      projectIds: [projectId],
    });
  const settled = await create(projectIds[0]!);
  await asOwner(ctx, world, 'webSettlement/settle', { id: settled.id });
  const open = await create(projectIds[1]!);
  // Numbers count per enterprise (both have JS-…-001): only the marker text is the other's.
  world.markers.push(marker);
  return { orderId, projectId: projectIds[0]!, settledId: settled.id, openId: open.id };
});

type SettlementPath = Extract<EndpointPath, `webSettlement/${string}` | `webOrderDoc/${string}`>;
const page = { pageNum: 1, pageSize: 100 };
const id = (pick: 'settledId' | 'openId') => ({
  body: own((fx) => ({ id: fx[pick] })),
  cross: other((fx) => ({ id: fx[pick] })),
  crossCode: 3,
});

export const SETTLEMENT_ENTRIES: Record<SettlementPath, Entry> = {
  'webSettlement/getOrderChoices': { body: own(() => ({})) },
  'webSettlement/previewSettlement': {
    body: own((fx) => ({ orderId: fx.orderId })),
    cross: other((fx) => ({ orderId: fx.orderId })),
    crossCode: 3,
  },
  // The project is already in the settled document: refused as such, past the access check.
  'webSettlement/createSettlement': {
    body: own((fx) => ({ orderId: fx.orderId, projectIds: [fx.projectId] })),
    ok: 4,
    cross: other((fx) => ({ orderId: fx.orderId, projectIds: [fx.projectId] })),
    crossCode: 3,
  },
  'webSettlement/getSettlementList': { body: own(() => page) },
  'webSettlement/settle': { ...id('settledId'), ok: 4 },
  // The open document is not settled: its account cannot be marked.
  'webSettlement/markArrived': { ...id('openId'), ok: 4 },
  'webSettlement/markNotArrived': { ...id('openId'), ok: 4 },
  'webSettlement/deleteSettlement': { ...id('settledId'), ok: 4 },
  'webSettlement/getSettlementDetail': id('settledId'),
  'webSettlement/downloadPdf': id('settledId'),
  'webSettlement/downloadExcel': id('settledId'),
  'webOrderDoc/getOemDocList': { body: own(() => page) },
  'webOrderDoc/getProdDocList': { body: own(() => page) },
  'webOrderDoc/getFoundryGroups': { body: own(() => ({})) },
  'webOrderDoc/getShowOrder': id('settledId'),
  'webOrderDoc/downloadPdf': id('settledId'),
  'webOrderDoc/downloadExcel': id('settledId'),
};
