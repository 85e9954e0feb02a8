import { afterAll, beforeAll, expect, test } from 'vitest';
import type {
  ProjectListBody,
  ProjectListData,
  RecentSummaryData,
} from '@stone/shared/projects/list';
import { createAdminTestApp, createOwner } from '../members/admin-test-kit.ts';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { uploadDxfId } from './project-test-kit.ts';

const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

/** Four projects of one enterprise, each with a distinguishing field. */
const PROJECTS = [
  {
    name: 'Hotel lobby floor',
    orderNo: 'SO-100',
    customerName: 'Marriott',
    customerBrand: 'Luxe',
    deliveryAt: inDays(10),
  },
  {
    name: 'Villa kitchen tops',
    orderNo: 'SO-200',
    customerName: 'Chen Jing',
    customerBrand: 'Shuitou',
    deliveryAt: inDays(20),
  },
  {
    name: '酒店卫生间台面',
    orderNo: 'SO-300',
    customerName: '王先生',
    customerBrand: '雅士白',
    deliveryAt: inDays(30),
  },
  {
    name: 'Office stairs',
    orderNo: 'XR-400',
    customerName: 'Hilton',
    customerBrand: 'Luxe',
    projectType: 'precision',
  },
];

describeEachDialect('project list, search and home figures', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let token: string;
  let otherToken: string;
  const ids: string[] = [];
  const list = async (body: ProjectListBody, as = token) => {
    const res = await call<ProjectListData>(t.app, 'webProduce/getProduceSolutionList', body, {
      token: as,
    });
    expect(res.code, res.msg).toBe(0);
    return res.data;
  };
  const names = async (body: ProjectListBody) => (await list(body)).list.map((p) => p.name);

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    token = (await createOwner(t, 'listowner', 'Nan an Stone Works')).token;
    otherToken = (await createOwner(t, 'listother', 'Xiamen Stone Works')).token;
    const fileId = await uploadDxfId(t, token);
    for (const p of PROJECTS) {
      const res = await call<{ id: string }>(
        t.app,
        'webProduce/createSolution',
        { ...p, planes: [{ name: 'N1', fileId }] },
        { token },
      );
      if (!res.result) throw new Error(res.msg);
      ids.push(res.data.id);
    }
    // The other enterprise has a project whose name matches every search below.
    const theirs = await uploadDxfId(t, otherToken);
    await call(
      t.app,
      'webProduce/createSolution',
      {
        name: 'Hotel Villa Office SO-',
        customerBrand: 'Luxe',
        planes: [{ name: 'N1', fileId: theirs }],
      },
      { token: otherToken },
    );
    // Different states: one in production, one approved once, one archived.
    const set = (id: string | undefined, values: Record<string, unknown>) =>
      t.deps.db
        .updateTable('projects')
        .set(values)
        .where('id', '=', id ?? '')
        .execute();
    // Planned: 8 m² of pieces on 10 m² of slabs, and 9 m² on 20 m² (planning writes these).
    const planned = (slab: number, pieces: number) => ({
      yield_bp: Math.round((pieces / slab) * 10_000),
      planned_slab_area_mm2: slab * 1_000_000,
      planned_piece_area_mm2: pieces * 1_000_000,
    });
    await set(ids[0], { production_state: 'inProduction', ...planned(10, 8) });
    await set(ids[1], { review_state: 'reviewed', ...planned(20, 9) });
    await set(ids[3], { archived: 1 });
  }, 60_000);
  afterAll(() => t.close());

  test('newest first; paging keeps every row exactly once', async () => {
    const all = await list({ pageSize: 10 });
    expect(all.total).toBe(3);
    expect(all.list.map((p) => p.name)).toEqual([
      '酒店卫生间台面',
      'Villa kitchen tops',
      'Hotel lobby floor',
    ]);
    const pages = [
      await list({ pageNum: 1, pageSize: 2 }),
      await list({ pageNum: 2, pageSize: 2 }),
    ];
    expect(pages.flatMap((p) => p.list.map((r) => r.name))).toEqual(all.list.map((p) => p.name));
    expect(pages[1]?.total).toBe(3);
    expect(await names({ sortField: 'orderNo', sortOrder: 'ascend' })).toEqual([
      'Hotel lobby floor',
      'Villa kitchen tops',
      '酒店卫生间台面',
    ]);
    expect(all.list[0]).toMatchObject({ pieceCount: 4, planeCount: 1, totalAreaM2: '4.75' });
  });

  test('search by every field, case-insensitive, within the enterprise only', async () => {
    expect(await names({ name: 'LOBBY' })).toEqual(['Hotel lobby floor']);
    // Order numbers match by prefix, as stored (an index range; docs/adr/0003).
    expect(await names({ orderNo: 'SO-2' })).toEqual(['Villa kitchen tops']);
    expect(await names({ orderNo: 'SO-' })).toHaveLength(3);
    expect(await names({ orderNo: 'O-2' })).toEqual([]);
    expect(await names({ keyword: 'LOBBY' })).toEqual(['Hotel lobby floor']);
    expect(await names({ keyword: 'floor so' })).toEqual([]); // never across two fields
    expect(await names({ customerName: '王' })).toEqual(['酒店卫生间台面']);
    expect(await names({ customerBrand: 'luxe' })).toEqual(['Hotel lobby floor']);
    expect(await names({ keyword: 'shuitou' })).toEqual(['Villa kitchen tops']);
    expect(await names({ keyword: '100%' })).toEqual([]);
    expect(await names({ deliveryFrom: inDays(15), deliveryTo: inDays(25) })).toEqual([
      'Villa kitchen tops',
    ]);
    expect(
      await names({ createdFrom: inDays(-1), createdTo: inDays(1), keyword: 'villa' }),
    ).toEqual(['Villa kitchen tops']);
    expect(await names({ createdFrom: inDays(1) })).toEqual([]);
  });

  test('tabs, review states, archive and type filters', async () => {
    expect(await names({ tab: 'inProduction' })).toEqual(['Hotel lobby floor']);
    expect(await names({ tab: 'notStarted' })).toEqual(['酒店卫生间台面', 'Villa kitchen tops']);
    expect(await names({ tab: 'completed' })).toEqual([]);
    expect(await names({ reviewState: 'reviewed' })).toEqual(['Villa kitchen tops']);
    expect(await names({ reviewState: 'pending', tab: 'notStarted' })).toEqual(['酒店卫生间台面']);
    expect(await names({ archived: true })).toEqual(['Office stairs']);
    expect(await names({ archived: true, projectType: 'precision' })).toEqual(['Office stairs']);
    expect(await names({ projectType: 'precision' })).toEqual([]);
  });

  test('bad filters are refused with a field message', async () => {
    const res = await call(
      t.app,
      'webProduce/getProduceSolutionList',
      { tab: 'everything' },
      { token },
    );
    expect(res.code).toBe(2);
    expect(Object.keys(res.data as object)).toEqual(['tab']);
    const big = await call(
      t.app,
      'webProduce/getProduceSolutionList',
      { pageSize: 1000 },
      { token },
    );
    expect(big.code).toBe(2);
  });

  test('home figures count the last 30 days of this enterprise', async () => {
    const res = await call<RecentSummaryData>(
      t.app,
      'webProduce/getRecentSolutionSummary',
      {},
      {
        token,
      },
    );
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      days: 30,
      projectCount: 4,
      byProduction: { notStarted: 3, inProduction: 1, completed: 0 },
      byReview: { pending: 3, reviewed: 1, done: 0 },
      planeCount: 4,
      pieceCount: 16,
      totalAreaM2: '19.00',
      // Issue 23: the stone really used, 17 m² of pieces on 30 m² of slabs; not the mean of
      // 80 % and 45 % weighted by the projects' piece areas (62.50 %).
      yieldPercent: '56.67',
    });
    const theirs = await call<RecentSummaryData>(
      t.app,
      'webProduce/getRecentSolutionSummary',
      {},
      {
        token: otherToken,
      },
    );
    expect(theirs.data.projectCount).toBe(1);
  });
});
