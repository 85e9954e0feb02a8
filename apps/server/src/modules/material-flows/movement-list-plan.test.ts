import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { MOVEMENT_KINDS, type MovementKind } from '@stone/shared/material-flows/schemas';
import type { OrgInsert, OrgScope } from '../../db/org-scope.ts';
import { newId } from '../../lib/crypto.ts';
import { describeEachDialect, type TestApp } from '../../test/test-app.ts';
import { insertSlabs, newSlabRow } from '../materials/big-slab-rows.repository.ts';
import { createAdminTestApp } from '../members/admin-test-kit.ts';
import { createStockOwner } from '../materials/material-test-kit.ts';
import { firstMovementQueries, listMovements } from './movements.repository.ts';

/*
 * Issue 24: the flow screens' histories at 1,000,000 movements. Each history's first page and
 * count must be a walk of one index (no timing here: docs/benchmarks.md has the figures); on
 * PostgreSQL with sequential scans off, so the check is "an index serves it".
 */
describeEachDialect('movement history plans', (dialect) => {
  let t: TestApp;
  let org: OrgScope;
  let slabIds: string[];
  const projectId = newId();
  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    const owner = await createStockOwner(t, 'plan_moves', 'Plan Moves Stone');
    org = owner.org;
    const { userId, warehouseId: warehouse, materialId } = owner;
    const now = new Date().toISOString();
    const slabs = Array.from({ length: 4 }, (_, k) =>
      newSlabRow(
        {
          ...{ blockNo: 'B1', bundleNo: 'Z1', slabNo: String(k), barcode: `PM${k}` },
          ...{ materialId, thicknessMm: 20, lengthMm: 3000, widthMm: 1800 },
          ...{ warehouseId: warehouse, rackId: null, status: 'available' as const },
          ...{ createdBy: userId, createdAt: now },
        },
        now,
      ),
    );
    await insertSlabs(org, slabs);
    slabIds = slabs.map((s) => s.id);
    // Forty moves, one a minute, all at the same minute in pairs (the ids break the ties).
    const rows = Array.from({ length: 40 }, (_, k): OrgInsert<'slab_movements'> => ({
      id: newId(),
      slab_id: slabIds[k % 4] ?? '',
      kind: MOVEMENT_KINDS[k % 5] ?? 'pick',
      ...{ from_warehouse_id: warehouse, from_rack_id: null, from_workshop_id: null },
      ...{ to_warehouse_id: null, to_rack_id: null, to_workshop_id: null },
      project_id: k % 2 === 0 ? projectId : null,
      ...{ device_id: null, device_table: null, user_id: userId },
      created_at: new Date(Date.UTC(2026, 0, 1) + Math.floor(k / 2) * 60_000).toISOString(),
    }));
    await org.insertInto('slab_movements').values(rows).execute();
  });
  afterAll(() => t.close());

  const body = (b: { barcode?: string; projectId?: string; pageSize?: number } = {}) => ({
    pageNum: 1,
    pageSize: 5,
    ...b,
  });

  test('each history lists its kinds newest first, ties by id, and counts them', async () => {
    const cut = await listMovements(org, ['pickup', 'cut'], body());
    expect(cut.total).toBe(16);
    expect(cut.list.every((m) => m.kind === 'pickup' || m.kind === 'cut')).toBe(true);
    const all = await listMovements(org, [...MOVEMENT_KINDS], body({ projectId, pageSize: 40 }));
    const order = all.list.map((m) => `${m.createdAt} ${m.id}`);
    expect(order).toEqual([...order].sort().reverse());
    expect(all.total).toBe(20);
    const one = await listMovements(org, ['pick'], body({ barcode: 'PM0' }));
    expect(one.list.map((m) => [m.barcode, m.kind])).toEqual([
      ['PM0', 'pick'],
      ['PM0', 'pick'],
    ]);
    const projectSlab = await listMovements(
      org,
      [...MOVEMENT_KINDS],
      body({ projectId, barcode: 'PM1' }),
    );
    expect(projectSlab.total).toBe(0);
  });

  const screens: [string, MovementKind[], { projectId?: string; slab?: number }][] = [
    ['pick history', ['pick'], {}],
    ['cut history (two kinds)', ['pickup', 'cut'], {}],
    ['one barcode', ['pick'], { slab: 0 }],
    ["a project's moves", [...MOVEMENT_KINDS], { projectId }],
    ["a project's moves, one barcode", [...MOVEMENT_KINDS], { projectId, slab: 2 }],
  ];

  test.each(screens)('%s: page and count read an index, never the table', async (_, kinds, f) => {
    const filter = {
      kinds,
      ...(f.projectId ? { projectId: f.projectId } : {}),
      ...(f.slab !== undefined ? { slabId: slabIds[f.slab] ?? '' } : {}),
    };
    const { page, count } = await firstMovementQueries(org, filter, 20);
    const plans = await t.deps.db.connection().execute(async (db) => {
      if (dialect === 'postgres') await sql`set enable_seqscan = off`.execute(db);
      try {
        const out: string[] = [];
        for (const q of [page.compile(), count.compile()]) {
          const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
          const r = await db.executeQuery<Record<string, unknown>>(
            CompiledQuery.raw(prefix + q.sql, [...q.parameters]),
          );
          out.push(r.rows.map((x) => String(x.detail ?? x['QUERY PLAN'])).join('\n'));
        }
        return out;
      } finally {
        if (dialect === 'postgres') await sql`reset enable_seqscan`.execute(db);
      }
    });
    for (const p of plans) {
      if (dialect === 'sqlite') {
        expect(p).not.toMatch(/SCAN m(?! USING)/);
        // Newest first straight off the index: nothing sorted.
        expect(p).not.toMatch(/TEMP B-TREE/);
      } else expect(p).not.toMatch(/Seq Scan on slab_movements/);
    }
  });
});
