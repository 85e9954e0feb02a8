// Reads and writes of settlement documents, always through the caller's OrgScope.
import { sql } from 'kysely';
import type { ProcessUnit } from '@stone/shared/processes/enums';
import { sameOrg, type OrgInsert, type OrgScope } from '../../db/org-scope.ts';
import type { PieceGroup, ProcessInput, SettlementLine } from './settlement-math.ts';

export const findOrder = (org: OrgScope, id: string) =>
  org
    .selectFrom('orders')
    .select([
      'id',
      'number',
      'name',
      'order_type',
      'customer_name',
      'contact',
      'manager_name',
      'manager_phone',
      'price_locked',
      'locked_unit_price_cents',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The order's projects with their own price and the document each already sits in. */
export const orderProjects = (org: OrgScope, orderId: string) =>
  org
    .selectFrom('order_projects as op')
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 'op.project_id').on(sameOrg('p', 'op')))
    .leftJoin('settlement_projects as sp', (j) =>
      j.onRef('sp.project_id', '=', 'op.project_id').on(sameOrg('sp', 'op')),
    )
    .leftJoin('settlements as s', (j) =>
      j.onRef('s.id', '=', 'sp.settlement_id').on(sameOrg('s', 'sp')),
    )
    .select([
      'p.id',
      'p.name',
      'op.unit_price_cents',
      's.number as settlement_number',
      'op.added_at',
    ])
    .where('op.order_id', '=', orderId)
    .orderBy('op.added_at')
    .orderBy('p.id')
    .execute();

/** Pieces per project and process code: count, net area and rectangle perimeter (mm). */
export async function pieceGroups(org: OrgScope, projectIds: readonly string[]) {
  const byProject = new Map<string, PieceGroup[]>();
  if (projectIds.length === 0) return byProject;
  const rows = await org
    .selectFrom('project_slabs')
    .select((eb) => [
      'project_id',
      'process_code',
      eb.fn.countAll<string | number>().as('n'),
      eb.fn.sum<string | number>('area_mm2').as('area'),
      sql<string | number>`sum(2 * (width_mm + height_mm))`.as('perimeter'),
    ])
    .where('project_id', 'in', [...projectIds])
    .groupBy(['project_id', 'process_code'])
    .orderBy('project_id')
    .orderBy('process_code')
    .execute();
  for (const r of rows) {
    const list = byProject.get(r.project_id) ?? [];
    list.push({
      processCode: r.process_code,
      count: Number(r.n),
      // Drawn sizes may carry fractions of a mm (DXF): quantities are whole mm / mm², so the
      // money rule multiplies integers (docs/adr/0020).
      areaMm2: Math.round(Number(r.area)),
      perimeterMm: Math.round(Number(r.perimeter)),
    });
    byProject.set(r.project_id, list);
  }
  return byProject;
}

/** Every process code's route (ordered process ids) and every process with its fee. */
export async function catalogue(org: OrgScope) {
  const [codes, processes] = await Promise.all([
    org.selectFrom('process_codes').select(['code', 'process_ids']).execute(),
    org.selectFrom('processes').select(['id', 'name', 'fee', 'unit']).execute(),
  ]);
  const routes = new Map<string, string[]>();
  for (const c of codes) {
    const ids: unknown = JSON.parse(c.process_ids);
    routes.set(c.code, Array.isArray(ids) ? ids.filter((i) => typeof i === 'string') : []);
  }
  const byId = new Map<string, ProcessInput>(
    processes.map((p) => [
      p.id,
      { id: p.id, name: p.name, feeCents: Number(p.fee), unit: p.unit as ProcessUnit },
    ]),
  );
  return { routes, processes: byId };
}

/** Boxes holding pieces of the projects, by project and number. */
export const boxesOf = (org: OrgScope, projectIds: readonly string[]) =>
  projectIds.length === 0
    ? Promise.resolve([])
    : org
        .selectFrom('wooden_boxes')
        .select(['project_id', 'number', 'piece_count', 'area_mm2'])
        .where('project_id', 'in', [...projectIds])
        .where('piece_count', '>', 0)
        .orderBy('project_id')
        .orderBy('number')
        .execute();

export const enterpriseInfo = (org: OrgScope) =>
  org.db
    .selectFrom('orgs')
    .select(['name', 'contact', 'phone', 'address', 'email', 'region'])
    .where('id', '=', org.orgId)
    .executeTakeFirstOrThrow();

/** Documents created today (UTC) so far, for the next number. */
export async function countNumbered(org: OrgScope, prefix: string) {
  const row = await org
    .selectFrom('settlements')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('number', '>=', prefix)
    .where('number', '<', `${prefix}\u{10FFFF}`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The lines, 300 rows per statement (a document of 200 projects has a few thousand). */
export async function insertLines(org: OrgScope, settlementId: string, lines: SettlementLine[]) {
  const rows = lines.map((l, seq) => ({
    settlement_id: settlementId,
    seq,
    kind: l.kind,
    project_id: l.projectId,
    project_name: l.projectName,
    label: l.label,
    unit: l.unit,
    quantity: l.quantity,
    piece_count: l.pieceCount,
    unit_price_cents: l.unitPriceCents,
    amount_cents: l.amountCents,
  }));
  for (let i = 0; i < rows.length; i += 300)
    await org
      .insertInto('settlement_lines')
      .values(rows.slice(i, i + 300))
      .execute();
}

export const findSettlement = (org: OrgScope, id: string) =>
  org.selectFrom('settlements').selectAll().where('id', '=', id).executeTakeFirst();
export type SettlementRow = NonNullable<Awaited<ReturnType<typeof findSettlement>>>;

export const linesOf = (org: OrgScope, id: string) =>
  org
    .selectFrom('settlement_lines')
    .selectAll()
    .where('settlement_id', '=', id)
    .orderBy('seq')
    .execute();

export async function userNames(org: OrgScope, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))];
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await org.db
    .selectFrom('users')
    .select(['id', 'nickname'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, r.nickname]));
}

export const insertSettlement = (org: OrgScope, row: OrgInsert<'settlements'>) =>
  org.insertInto('settlements').values(row).execute();

/** The key on (org_id, project_id) keeps a project in one document: a racing twin fails here. */
export const insertProjectLinks = (org: OrgScope, settlementId: string, projectIds: string[]) =>
  org
    .insertInto('settlement_projects')
    .values(projectIds.map((project_id) => ({ project_id, settlement_id: settlementId })))
    .execute();
