import { sameOrg, type OrgScope } from '../../db/org-scope.ts';

/*
 * What settlement documents (modules/settlements, migration p01) tell orders. A project in any
 * document, settled or not, is frozen in its lines: it may not leave its order or change price,
 * and its order may not be deleted. An order's settled count and amount are those of its
 * documents marked settled. Read from the tables directly: settlements reads orders, not the
 * other way round (no module cycle).
 */

export type SettledFigures = { count: number; amountCents: number };

/** Per order: the projects and total (cents) of its settled documents. */
export async function settledFigures(
  org: OrgScope,
  orderIds: readonly string[],
): Promise<Map<string, SettledFigures>> {
  if (orderIds.length === 0) return new Map();
  const rows = await org
    .selectFrom('settlements')
    .select((eb) => [
      'order_id',
      eb.fn.sum<string | number>('project_count').as('count'),
      eb.fn.sum<string | number>('total_cents').as('cents'),
    ])
    .where('order_id', 'in', [...orderIds])
    .where('status', '=', 'settled')
    .groupBy('order_id')
    .execute();
  return new Map(
    rows.map((r) => [r.order_id, { count: Number(r.count), amountCents: Number(r.cents) }]),
  );
}

/** Which of these projects are in a settlement document. */
export async function settledProjectIds(
  org: OrgScope,
  projectIds: readonly string[],
): Promise<Set<string>> {
  if (projectIds.length === 0) return new Set();
  const rows = await org
    .selectFrom('settlement_projects')
    .select('project_id')
    .where('project_id', 'in', [...projectIds])
    .execute();
  return new Set(rows.map((r) => r.project_id));
}

/** The name of a project of the order that is in a settlement document, if any. */
export async function firstSettledProject(org: OrgScope, orderId: string): Promise<string | null> {
  const row = await org
    .selectFrom('order_projects as op')
    .innerJoin('settlement_projects as sp', (j) =>
      j.onRef('sp.project_id', '=', 'op.project_id').on(sameOrg('sp', 'op')),
    )
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 'op.project_id').on(sameOrg('p', 'op')))
    .select('p.name')
    .where('op.order_id', '=', orderId)
    .limit(1)
    .executeTakeFirst();
  return row?.name ?? null;
}
