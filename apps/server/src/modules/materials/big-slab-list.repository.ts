import { sql } from 'kysely';
import type { z } from 'zod';
import type { BIG_SLAB_SORT_FIELDS } from '@stone/shared/materials/enums';
import type { bigSlabFilterBody } from '@stone/shared/materials/slabs';
import type { Dialect } from '../../db/database.ts';
import { cappedTotal, countsInOrder, startsWith } from '../../db/list-query.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import type { BigSlabsTable } from './materials.tables.ts';

/*
 * The large-slab list at 1,000,000 slabs (issue 24, docs/adr/0023): the page's ids are chosen on
 * the slabs alone, walking one index in the list's order (migration l02), and the total is
 * counted along the same walk up to the cap (list-query.ts).
 *
 * SQLite's planner has no statistics, so it would take any filter's index and sort every match
 * (all slabs of a thickness, some 200,000). The query says which index leads: a unary plus keeps
 * a column off every index, and the filters whose values each hold a large share of the stock
 * (material, warehouse, status, thickness, sizes, bundle and slab no., remnant) carry it unless
 * the list is in their own order, so the walk of the sort's index tests them row by row and
 * stops after a page. Newest first, one material, warehouse, status or the remnant flag walk
 * their own index in that order. What leads when given: the barcode (one slab), the rack (a
 * few thousand at most, its own index newest first) and the block no. (a prefix range, whose
 * few matches are sorted; their count stops at the cap unordered).
 */

type SortField = (typeof BIG_SLAB_SORT_FIELDS)[number];
export type SlabListFilter = z.output<typeof bigSlabFilterBody> & {
  sortField?: SortField | undefined;
  sortOrder?: string | undefined;
};

const SORT_COLUMNS: Record<Exclude<SortField, 'material'>, `s.${keyof BigSlabsTable}`> = {
  createdAt: 's.created_at',
  barcode: 's.barcode',
  blockNo: 's.block_no',
  thicknessMm: 's.thickness_mm',
  lengthMm: 's.length_mm',
  widthMm: 's.width_mm',
  areaM2: 's.area_mm2',
  status: 's.status',
};

/** The column itself, or (walked) on SQLite `+column`, which no index serves. */
const term = (dialect: Dialect, column: string, walked: boolean) =>
  walked && dialect === 'sqlite' ? sql<unknown>`+${sql.ref(column)}` : sql.ref(column);

/** Does a selective filter lead (the page sorts its few matches)? */
const leads = (f: SlabListFilter) => !!(f.barcode || f.rackId || f.blockNo);

function filteredSlabs(org: OrgScope, dialect: Dialect, f: SlabListFilter) {
  const sort = f.sortField ?? 'createdAt';
  const led = leads(f);
  // A filter column walks unless it is the sort's; newest first, one equality may lead.
  const walk = (own: SortField) => led || sort !== own;
  const newest = !led && sort === 'createdAt';
  const one = (given: boolean, rank: number) => newest && given && leadRank(f) === rank;
  const t = (column: `s.${keyof BigSlabsTable}`, walked: boolean) => term(dialect, column, walked);
  let q = org.selectFrom('big_slabs as s');
  if (f.blockNo) q = q.where(startsWith(dialect, 's.block_no', f.blockNo));
  if (f.bundleNo)
    q = q.where(startsWith(dialect, 's.bundle_no', f.bundleNo, { walked: !f.blockNo }));
  if (f.slabNo) q = q.where(startsWith(dialect, 's.slab_no', f.slabNo, { walked: !f.blockNo }));
  if (f.barcode) q = q.where('s.barcode', '=', f.barcode);
  if (f.materialId) q = q.where(t('s.material_id', !one(true, 0)), '=', f.materialId);
  if (f.thicknessMin !== undefined)
    q = q.where(t('s.thickness_mm', walk('thicknessMm')), '>=', f.thicknessMin);
  if (f.thicknessMax !== undefined)
    q = q.where(t('s.thickness_mm', walk('thicknessMm')), '<=', f.thicknessMax);
  if (f.lengthMin !== undefined) q = q.where(t('s.length_mm', walk('lengthMm')), '>=', f.lengthMin);
  if (f.lengthMax !== undefined) q = q.where(t('s.length_mm', walk('lengthMm')), '<=', f.lengthMax);
  if (f.widthMin !== undefined) q = q.where(t('s.width_mm', walk('widthMm')), '>=', f.widthMin);
  if (f.widthMax !== undefined) q = q.where(t('s.width_mm', walk('widthMm')), '<=', f.widthMax);
  if (f.warehouseId) q = q.where(t('s.warehouse_id', !one(true, 1)), '=', f.warehouseId);
  if (f.rackId) q = q.where('s.rack_id', '=', f.rackId);
  if (f.statuses?.length) {
    const own = one(f.statuses.length === 1, 2) || (!led && sort === 'status');
    q = q.where(t('s.status', !own), 'in', f.statuses);
  }
  if (f.isRemnant !== undefined)
    q = q.where(t('s.is_remnant', !one(true, 3)), '=', f.isRemnant ? 1 : 0);
  return q;
}

/**
 * Newest first, which equality filter walks its own index: the material (fewest slabs each),
 * else the warehouse, one status, the remnant flag.
 */
function leadRank(f: SlabListFilter) {
  if (f.materialId) return 0;
  if (f.warehouseId) return 1;
  if (f.statuses?.length === 1) return 2;
  if (f.isRemnant !== undefined) return 3;
  return -1;
}

type Filtered = ReturnType<typeof filteredSlabs>;

/**
 * The list's order: newest first by default, ids break ties. Where a selective filter leads,
 * SQLite is kept off the sort's index (`+column`): the page reads that filter's few matches and
 * sorts them, instead of walking the whole list in order to meet them.
 */
function inOrder(query: Filtered, dialect: Dialect, f: SlabListFilter) {
  const direction = !f.sortField || f.sortOrder === 'descend' ? 'desc' : 'asc';
  const sort = f.sortField && f.sortField !== 'material' ? f.sortField : 'createdAt';
  const walked = leads(f) && sort !== 'createdAt';
  const columns = sort === 'blockNo' ? BLOCK_ORDER : [SORT_COLUMNS[sort], 's.id'];
  return columns.reduce((q, column) => q.orderBy(term(dialect, column, walked), direction), query);
}

/** By block no., a block's slabs follow by bundle and slab no. (its index's order). */
const BLOCK_ORDER = ['s.block_no', 's.bundle_no', 's.slab_no', 's.created_at', 's.id'] as const;

/**
 * The ids of one page (or an export), in the list's order. By material the materials are few
 * (the catalogue): their slabs are taken one material after another, in name order, each
 * newest first on its own index, so no query sorts the stock.
 */
export async function pageSlabIds(
  org: OrgScope,
  dialect: Dialect,
  f: SlabListFilter,
  page: { limit: number; offset: number },
) {
  if (f.sortField === 'material' && !f.materialId) return pageByMaterial(org, dialect, f, page);
  const rows = await inOrder(filteredSlabs(org, dialect, f), dialect, f)
    .select('s.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((r) => r.id);
}

async function pageByMaterial(
  org: OrgScope,
  dialect: Dialect,
  f: SlabListFilter,
  page: { limit: number; offset: number },
) {
  const direction = f.sortOrder === 'descend' ? 'desc' : 'asc';
  const materials = await org
    .selectFrom('stone_materials')
    .select('id')
    .orderBy('name_zh', direction)
    .orderBy('id', direction)
    .execute();
  const ids: string[] = [];
  let skip = page.offset;
  for (const m of materials) {
    const want = page.limit - ids.length;
    if (want <= 0) break;
    const one = { ...f, materialId: m.id, sortField: undefined, sortOrder: undefined };
    const rows = await inOrder(filteredSlabs(org, dialect, one), dialect, one)
      .select('s.id')
      .limit(want)
      .offset(skip)
      .execute();
    ids.push(...rows.map((r) => r.id));
    if (rows.length > 0) skip = 0;
    else if (skip > 0) skip -= await countUpTo(org, dialect, one, skip);
  }
  return ids;
}

/** How many slabs `f` leaves, counted up to `most` (a deep page skipping a material). */
async function countUpTo(org: OrgScope, dialect: Dialect, f: SlabListFilter, most: number) {
  const rows = filteredSlabs(org, dialect, f)
    .select(sql<number>`1`.as('one'))
    .limit(most);
  const row = await org.db
    .selectFrom(rows.as('c'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * What the total counts, and along which order (none: unordered): newest first when the page is
 * by material or a rack leads; where the block no. or the barcode leads, on its own index
 * unordered; else along the page's walk.
 */
function slabCount(org: OrgScope, dialect: Dialect, f: SlabListFilter) {
  const walk = f.sortField === 'material' || (leads(f) && !!f.rackId);
  const order = walk ? { ...f, sortField: undefined, sortOrder: undefined } : f;
  return {
    counted: filteredSlabs(org, dialect, order),
    ...(f.barcode || (f.blockNo && !f.rackId)
      ? {}
      : { order: (q: Filtered) => inOrder(q, dialect, order) }),
  };
}

/** How many slabs the filters leave, counted up to the list cap (list-query.ts). */
export const countSlabs = (
  org: OrgScope,
  dialect: Dialect,
  f: SlabListFilter,
  page: { limit: number; offset: number },
  pageRows: number,
) => {
  const { counted, order } = slabCount(org, dialect, f);
  return cappedTotal(org.db, counted, page, { pageRows, ...(order ? { order } : {}) });
};

/** The first page's queries as getBigSlabList runs them (not by material), for plan tests. */
export function firstSlabQueries(
  org: OrgScope,
  dialect: Dialect,
  f: SlabListFilter,
  limit: number,
) {
  const { counted, order } = slabCount(org, dialect, f);
  return {
    page: inOrder(filteredSlabs(org, dialect, f), dialect, f)
      .select('s.id')
      .limit(limit),
    count: (order && countsInOrder(org.db) ? order(counted) : counted).select(
      sql<number>`1`.as('one'),
    ),
  };
}
