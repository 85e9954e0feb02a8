import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEFAULT_PROJECT_SETTINGS } from '@stone/shared/projects/settings';
import { projectListBody, type ProjectListBody } from '@stone/shared/projects/list';
import { orgScope, type OrgInsert, type OrgScope } from '../../db/org-scope.ts';
import { newId } from '../../lib/crypto.ts';
import { createAdminTestApp, createOwner } from '../members/admin-test-kit.ts';
import { describeEachDialect, type TestApp } from '../../test/test-app.ts';
import { firstPageQueries, listProjects } from './project-list.repository.ts';
import { projectSearchText } from './project-search.ts';
import { insertProject } from './projects.repository.ts';

/*
 * Issue 24: at 1,000,000 projects the first page must not read the table. The plans are checked
 * here on a small table (no timing: docs/benchmarks.md has the figures); on PostgreSQL with
 * sequential scans disabled, so the check is "an index serves it", not the planner's guess.
 */
describeEachDialect('project list plans and trigram keyword', (dialect) => {
  let t: TestApp;
  let org: OrgScope;
  const NAMES = ['Hotel lobby floor', 'Villa kitchen tops', '酒店卫生间台面', 'Office stairs'];
  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    const owner = await createOwner(t, 'plan_owner', 'Plan Stone');
    org = orgScope(t.deps.db, owner.orgId);
    const user = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'plan_owner')
      .executeTakeFirstOrThrow();
    const rows = Array.from({ length: 40 }, (_, k): OrgInsert<'projects'> => {
      const at = new Date(Date.UTC(2026, 0, 1) + k * 60_000).toISOString();
      const fields = {
        name: `${NAMES[k % 4]} ${k}`,
        orderNo: `SO-${String(k).padStart(6, '0')}`,
        customerName: `Customer ${k % 7}`,
        customerBrand: `Brand ${k % 3}`,
      };
      return {
        id: newId(),
        name: fields.name,
        order_no: fields.orderNo,
        customer_name: fields.customerName,
        customer_brand: fields.customerBrand,
        search_text: projectSearchText(fields),
        delivery_at: at,
        project_type: 'engineering',
        review_state: 'pending',
        production_state: 'notStarted',
        archived: 0,
        terminated: 0,
        settings_json: JSON.stringify(DEFAULT_PROJECT_SETTINGS),
        plane_count: 0,
        piece_count: 0,
        total_area_mm2: 0,
        slab_count: 0,
        yield_bp: 0,
        packing_list_state: 'none',
        created_by: user.id,
        created_at: at,
        updated_at: at,
        version: 1,
      };
    });
    await insertProject(org, rows);
  });
  afterAll(() => t.close());

  const body = (b: ProjectListBody) => projectListBody.parse(b);
  const names = async (b: ProjectListBody) =>
    (await listProjects(org, body(b))).list.map((r) => r.name);

  test('the keyword finds any part of the text, any case, and follows renames and deletes', async () => {
    expect(await names({ keyword: 'LOBBY FLOOR 12' })).toEqual(['Hotel lobby floor 12']);
    expect(await names({ keyword: '卫生间台面 3' })).toEqual([
      '酒店卫生间台面 38',
      '酒店卫生间台面 34',
      '酒店卫生间台面 30',
    ]);
    const found = (await listProjects(org, body({ keyword: 'kitchen tops 5' }))).list[0];
    expect(found?.name).toBe('Villa kitchen tops 5');
    const renamed = {
      name: 'Quarry gate',
      orderNo: 'SO-R1',
      customerName: 'X',
      customerBrand: 'Y',
    };
    await org
      .updateTable('projects')
      .set({ name: renamed.name, search_text: projectSearchText(renamed) })
      .where('id', '=', found?.id ?? '')
      .execute();
    expect(await names({ keyword: 'kitchen tops 5' })).toEqual([]);
    expect(await names({ keyword: 'quarry' })).toEqual(['Quarry gate']);
    await org
      .deleteFrom('projects')
      .where('id', '=', found?.id ?? '')
      .execute();
    expect(await names({ keyword: 'quarry' })).toEqual([]);
    // Under three characters there is no trigram: the walk still finds it.
    expect(await names({ keyword: '酒店', pageSize: 2 })).toHaveLength(2);
  });

  // Every filter and sort of the screen (issue 24); the sorts alone must need no sort step.
  const sorts: [string, ProjectListBody][] = [
    ['first page', {}],
    ['sort by delivery', { sortField: 'deliveryAt', sortOrder: 'ascend' }],
    ['sort by update', { sortField: 'updatedAt', sortOrder: 'descend' }],
    ['sort by name', { sortField: 'name', sortOrder: 'ascend' }],
    ['sort by order no.', { sortField: 'orderNo', sortOrder: 'descend' }],
    ['archive', { archived: true }],
  ];
  const filters: [string, ProjectListBody][] = [
    ['tab', { tab: 'inProduction' }],
    ['review', { reviewState: 'pending' }],
    ['terminated', { terminated: true }],
    ['project type', { projectType: 'engineering' }],
    ['order no.', { orderNo: 'SO-0000' }],
    [
      'created range',
      { createdFrom: '2026-01-01T00:00:00.000Z', createdTo: '2026-01-02T00:00:00.000Z' },
    ],
    ['delivery range', { deliveryFrom: '2026-01-01T00:10:00.000Z', sortField: 'name' }],
    ['keyword', { keyword: 'lobby floor 1' }],
    ['name', { name: 'kitchen tops 1' }],
    ['customer', { customerName: 'customer 3' }],
    ['brand', { customerBrand: 'brand 2', tab: 'notStarted' }],
  ];
  const screens = [...sorts, ...filters];
  const texts = (b: ProjectListBody) => b.keyword ?? b.name ?? b.customerName ?? b.customerBrand;

  const plan = async (query: { compile(): CompiledQuery }) => {
    const c = query.compile();
    const prefix = dialect === 'sqlite' ? 'explain query plan ' : 'explain ';
    const result = await t.deps.db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(prefix + c.sql, [...c.parameters]),
    );
    return result.rows.map((r) => String(r.detail ?? r['QUERY PLAN'])).join('\n');
  };

  test.each(screens)('%s: page and count read an index, never the whole table', async (_, b) => {
    const { keyword, page, count } = await firstPageQueries(org, body(b));
    if (texts(b) && dialect === 'sqlite') expect(keyword?.kind).toBe('trigram');
    const plans = await t.deps.db.connection().execute(async (db) => {
      if (dialect === 'postgres') await sql`set enable_seqscan = off`.execute(db);
      try {
        const c = page.compile();
        const k = count.compile();
        const run = async (q: CompiledQuery) =>
          (
            await db.executeQuery<Record<string, unknown>>(
              CompiledQuery.raw(
                (dialect === 'sqlite' ? 'explain query plan ' : 'explain ') + q.sql,
                [...q.parameters],
              ),
            )
          ).rows
            .map((r) => String(r.detail ?? r['QUERY PLAN']))
            .join('\n');
        return [await run(c), await run(k)];
      } finally {
        if (dialect === 'postgres') await sql`reset enable_seqscan`.execute(db);
      }
    });
    for (const p of plans) {
      if (dialect === 'sqlite') {
        // A full scan reads "SCAN projects" with no index after it.
        expect(p).not.toMatch(/SCAN projects(?! USING)/);
        if (texts(b)) expect(p).toMatch(/VIRTUAL TABLE/);
        if (sorts.some(([, s]) => s === b)) expect(p).not.toMatch(/TEMP B-TREE FOR/);
      } else expect(p).not.toMatch(/Seq Scan on projects/);
    }
  });

  test('PostgreSQL has the trigram index, SQLite the trigram table', async () => {
    if (dialect === 'postgres') {
      const plain = await plan(
        org
          .selectFrom('projects')
          .select('id')
          .where(sql<boolean>`search_text like '%lobby%'`),
      );
      expect(plain).toBeTruthy();
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_indexes
        where schemaname = current_schema() and indexname = 'projects_search_trgm_idx'`.execute(
        t.deps.db,
      );
      expect(rows[0]?.n).toBe(1);
    } else {
      const { rows } = await sql<{ n: number }>`
        select count(*) as n from projects_search`.execute(t.deps.db);
      expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(39);
    }
  });
});
