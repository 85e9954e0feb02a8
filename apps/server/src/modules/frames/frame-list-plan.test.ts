import { afterAll, beforeAll, expect, test } from 'vitest';
import { frameListBody } from '@stone/shared/frames/frames';
import type { z } from 'zod';
import { firstPagePlans } from '../../db/list-plan-kit.ts';
import { orgScope, type OrgInsert, type OrgScope } from '../../db/org-scope.ts';
import { newId } from '../../lib/crypto.ts';
import { createAdminTestApp, createOwner } from '../members/admin-test-kit.ts';
import { describeEachDialect, type TestApp } from '../../test/test-app.ts';
import { frameListQuery, listFrames } from './frames.repository.ts';

/*
 * Issue 24: at 1,000,000 iron frames the first page must not read the table (migration l06).
 * Plans are checked on a small table, without timing (docs/benchmarks.md has the figures).
 */
type Body = z.input<typeof frameListBody>;
const STATES = ['notStarted', 'inProgress', 'complete'] as const;

describeEachDialect('iron-frame list plans and keyword', (dialect) => {
  let t: TestApp;
  let org: OrgScope;
  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    const owner = await createOwner(t, 'frame_plan_owner', 'Frame Plan Stone');
    org = orgScope(t.deps.db, owner.orgId);
    const frames = Array.from({ length: 40 }, (_, k): OrgInsert<'iron_frames'> => {
      // Updated in the reverse of their number order.
      const at = new Date(Date.UTC(2026, 0, 1) + (40 - k) * 60_000).toISOString();
      return {
        id: newId(),
        seq: k + 1,
        number: `F${String(k + 1).padStart(4, '0')}`,
        class_no: `Class ${k % 4}`,
        location: k % 2 ? 'North Yard' : '南区 South',
        project_id: null,
        plane_id: null,
        stage_cutting: STATES[k % 3]!,
        stage_reinforcement: 'notStarted',
        stage_secondary: 'notStarted',
        stage_boxing: k === 7 ? 'inProgress' : 'notStarted',
        returnable: 1,
        returned: k % 10 === 0 ? 1 : 0,
        used: 1,
        operator_id: null,
        piece_count: k % 10 === 0 ? 0 : k % 3,
        created_at: at,
        updated_at: at,
        version: 1,
      };
    });
    await org.insertInto('iron_frames').values(frames).execute();
  });
  afterAll(() => t.close());

  const list = (b: Body) => listFrames(org, frameListBody.parse(b), (r) => r.number);

  test('filters, sorts and the keyword', async () => {
    expect((await list({ pageSize: 3 })).list).toEqual(['F0001', 'F0002', 'F0003']);
    expect((await list({ pageSize: 2, sortOrder: 'descend' })).list).toEqual(['F0040', 'F0039']);
    expect(
      (await list({ pageSize: 2, sortField: 'updatedAt', sortOrder: 'descend' })).list,
    ).toEqual(['F0001', 'F0002']);
    expect((await list({ stage: 'boxing' })).list).toEqual(['F0008']);
    expect((await list({ circulation: 'returned' })).total).toBe(4);
    const idle = await list({
      circulation: 'idle',
      stage: 'cutting',
      stageState: 'notStarted',
      pageSize: 3,
    });
    expect([idle.list, idle.total]).toEqual([['F0004', 'F0007', 'F0010'], 12]);
    expect((await list({ keyword: 'f0012' })).list).toEqual(['F0012']);
    expect((await list({ keyword: 'NORTH YARD', pageSize: 2, sortOrder: 'descend' })).list).toEqual(
      ['F0040', 'F0038'],
    );
    expect((await list({ keyword: 'class 3', circulation: 'inCirculation' })).total).toBe(6);
    expect((await list({ keyword: '南区', sortField: 'updatedAt', pageSize: 1 })).list).toEqual([
      'F0039',
    ]);
    // A wildcard is a character like any other.
    expect((await list({ keyword: 'F00_1' })).list).toEqual([]);
  });

  test('the keyword follows an edit', async () => {
    await org.updateTable('iron_frames').set({ location: 'Dock 9' }).where('seq', '=', 5).execute();
    expect((await list({ keyword: 'dock 9' })).list).toEqual(['F0005']);
    await org.updateTable('iron_frames').set({ location: 'South' }).where('seq', '=', 5).execute();
    expect((await list({ keyword: 'dock 9' })).list).toEqual([]);
  });

  const sorts: [string, Body][] = [
    ['first page', {}],
    ['number, last first', { sortOrder: 'descend' }],
    ['update time', { sortField: 'updatedAt', sortOrder: 'descend' }],
  ];
  const filters: [string, Body][] = [
    ['stage', { stage: 'secondary' }],
    ['stage state', { stage: 'cutting', stageState: 'complete' }],
    ['returned', { circulation: 'returned' }],
    ['in circulation', { circulation: 'inCirculation' }],
    ['idle', { circulation: 'idle' }],
    ['project', { projectId: 'p1' }],
    ['project by update time', { projectId: 'p1', sortField: 'updatedAt' }],
    ['stage by update time', { stage: 'boxing', sortField: 'updatedAt' }],
    ['keyword (rare)', { keyword: 'F0012' }],
    ['keyword (rare) and stage', { keyword: 'F0012', stage: 'cutting' }],
    ['keyword (2 characters)', { keyword: '南区' }],
  ];

  test.each([...sorts, ...filters])(
    '%s: page and count read an index, never the whole table',
    async (name, b) => {
      const query = await frameListQuery(org, frameListBody.parse(b));
      const { page, count } = await firstPagePlans(t.deps.db, dialect, query);
      for (const p of [page, count]) {
        if (dialect === 'postgres') expect(p).not.toMatch(/Seq Scan on iron_frames/);
        else {
          expect(p).not.toMatch(/SCAN iron_frames(?!_search| USING)/);
          if (sorts.some(([s]) => s === name)) expect(p).not.toMatch(/TEMP B-TREE/);
        }
      }
      if (dialect === 'sqlite' && name.startsWith('keyword (rare)'))
        expect(page).toMatch(/VIRTUAL TABLE/);
    },
  );
});
