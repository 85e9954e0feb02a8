import { afterAll, beforeAll, expect, test } from 'vitest';
import { queryPlans } from '../../db/list-plan-kit.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { describeEachDialect, type TestApp } from '../../test/test-app.ts';
import { createAdminTestApp } from '../members/admin-test-kit.ts';
import { createStockOwner } from './material-test-kit.ts';
import { insertSlabs, newSlabRow } from './big-slab-rows.repository.ts';
import { firstSlabQueries, type SlabListFilter } from './big-slab-list.repository.ts';
import { insertRacks, newRackRow } from './racks.repository.ts';

/*
 * Issue 24: the large-slab list at 1,000,000 slabs. Each filter and sort of its screen must read
 * its first page and count through an index (no timing here: docs/benchmarks.md has the
 * figures); on PostgreSQL with sequential scans off, so the check is "an index serves it". On
 * SQLite, which keeps no statistics, the query says which index leads (big-slab-list.repository):
 * a walk in the list's order sorts nothing; only a selective filter (barcode, rack, block no.)
 * leads and sorts its few matches.
 */
describeEachDialect('large-slab list plans', (dialect) => {
  let t: TestApp;
  let org: OrgScope;
  let ids: { warehouse: string; rack: string; stone: string };
  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    const owner = await createStockOwner(t, 'plan_slabs', 'Plan Slabs Stone');
    org = owner.org;
    const { userId, warehouseId: warehouse, materialId } = owner;
    const now = new Date().toISOString();
    const rack = newRackRow(
      { warehouseId: warehouse, n: 1, safetyC: 40, maxC: 50, status: 'inUse' },
      now,
    );
    await insertRacks(org, [rack]);
    const slabs = Array.from({ length: 12 }, (_, k) =>
      newSlabRow(
        {
          ...{ blockNo: `KL2411-0${k % 3}`, bundleNo: 'Z03', slabNo: String(k + 1) },
          ...{ barcode: `PS${k}`, materialId, thicknessMm: [18, 20, 30][k % 3] ?? 20 },
          ...{ lengthMm: 3000 + k * 10, widthMm: 1800 - k * 10, warehouseId: warehouse },
          ...{ rackId: k % 2 ? rack.id : null, status: k % 4 ? 'available' : 'reserved' },
          ...{ createdBy: userId, createdAt: new Date(Date.UTC(2026, 0, 1, 0, k)).toISOString() },
        },
        now,
      ),
    );
    await insertSlabs(org, slabs);
    ids = { warehouse, rack: rack.id, stone: materialId };
  });
  afterAll(() => t.close());

  type Ids = typeof ids;
  type Screen = [string, (ids: Ids) => SlabListFilter, { sorts?: boolean }];
  const SORTS = ['thicknessMm', 'lengthMm', 'widthMm', 'areaM2', 'status', 'barcode', 'blockNo'];
  // The bench's queries (bench/slab-list.bench.ts) and every sort of the screen.
  const screens: Screen[] = [
    ['first page', () => ({}), {}],
    ['status available', () => ({ statuses: ['available'] }), {}],
    ['two statuses', () => ({ statuses: ['available', 'reserved'] }), {}],
    [
      'material + thickness',
      (i) => ({ materialId: i.stone, thicknessMin: 18, thicknessMax: 20 }),
      {},
    ],
    ['block no. prefix', () => ({ blockNo: 'KL2411-0' }), { sorts: true }],
    ['barcode', () => ({ barcode: 'PS5' }), { sorts: true }],
    ['bundle + slab no.', () => ({ bundleNo: 'Z03', slabNo: '12' }), {}],
    ['warehouse + rack', (i) => ({ warehouseId: i.warehouse, rackId: i.rack }), { sorts: true }],
    ['size range', () => ({ lengthMin: 3000, lengthMax: 3100, widthMin: 1700 }), {}],
    ['remnants', () => ({ isRemnant: true }), {}],
    [
      'combined',
      (i) => ({
        ...{ materialId: i.stone, statuses: ['available', 'reserved'] },
        ...{ thicknessMin: 18, warehouseId: i.warehouse },
      }),
      {},
    ],
    ...SORTS.flatMap((sortField): Screen[] => [
      [`by ${sortField}`, () => ({ sortField, sortOrder: 'ascend' }) as SlabListFilter, {}],
      [
        `by ${sortField}, one status`,
        () => ({ sortField, statuses: ['available'] }) as SlabListFilter,
        {},
      ],
    ]),
  ];

  const plans = (f: SlabListFilter) => {
    const { page, count } = firstSlabQueries(org, dialect, f, 20);
    return queryPlans(t.deps.db, dialect, [page.compile(), count.compile()]);
  };

  test.each(screens)('%s: page and count read an index, never the table', async (_, f, o) => {
    for (const p of await plans(f(ids))) {
      if (dialect === 'sqlite') {
        expect(p).not.toMatch(/SCAN s(?! USING)/);
        // In the list's order straight off the index, unless a selective filter leads.
        if (!o.sorts) expect(p).not.toMatch(/TEMP B-TREE/);
      } else expect(p).not.toMatch(/Seq Scan on big_slabs/);
    }
  });
});
