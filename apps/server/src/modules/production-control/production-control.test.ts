import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ProductionControlData } from '@stone/shared/production/control';
import { publishPieceProgress } from '../../events/piece-progress.ts';
import { actorScope } from '../../db/org-scope.ts';
import { createLiveRankingCache, MAX_AGE_MS } from './live-ranking-cache.ts';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  addAndSignIn,
  createAdminTestApp,
  createOwner,
  createRole,
  type Owner,
} from '../members/admin-test-kit.ts';
import {
  daysFromNow,
  insertFrame,
  insertProject,
  type ProjectSeed,
} from './production-control-test-kit.ts';

const PATH = 'webMes/getProductionControl';

/** Issue 18: /newMes shows every live project by plane, late risk first. */
describeEachDialect('production control', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner & { userId: string };
  let other: Owner & { userId: string };
  const ids: Record<string, string> = {};
  let planeOfLate = '';

  const control = (body: unknown, token = owner.token) =>
    call<ProductionControlData>(t.app, PATH, body, { token });
  const userIdOf = async (username: string) =>
    (
      await t.deps.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;
  const add = (who: { orgId: string; userId: string }, key: string, seed: ProjectSeed) =>
    insertProject(t.deps.db, who, seed).then((p) => {
      ids[key] = p.id;
      return p;
    });

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    const o = await createOwner(t, 'ctlowner', 'Control Stone Co');
    owner = { ...o, userId: await userIdOf('ctlowner') };
    const x = await createOwner(t, 'ctlother', 'Other Control Co');
    other = { ...x, userId: await userIdOf('ctlother') };
    // Overdue by 2 days, half cut.
    const late = await add(owner, 'late', {
      name: 'Overdue tower',
      createdAt: daysFromNow(-30),
      deliveryAt: daysFromNow(-2),
      planes: [{ pieces: 10, cut: 10, secondary: 5 }, { pieces: 10 }],
    });
    planeOfLate = late.planeIds[0]!;
    // 90 % of its time gone, nothing done: high.
    await add(owner, 'behind', {
      name: 'Behind villa',
      createdAt: daysFromNow(-9),
      deliveryAt: daysFromNow(1),
      planes: [{ pieces: 4 }],
    });
    // Half its time gone, a third done: medium.
    await add(owner, 'slipping', {
      name: 'Slipping hotel',
      createdAt: daysFromNow(-10),
      deliveryAt: daysFromNow(10),
      planes: [{ pieces: 6, cut: 6 }],
    });
    // Ahead of its calendar: low.
    await add(owner, 'ahead', {
      name: 'Ahead mall',
      createdAt: daysFromNow(-2),
      deliveryAt: daysFromNow(18),
      planes: [{ pieces: 3, cut: 3, secondary: 3, boxed: 1 }],
    });
    // No delivery date: low, last.
    await add(owner, 'undated', {
      name: 'Undated office',
      createdAt: daysFromNow(-5),
      deliveryAt: null,
      planes: [{ pieces: 2 }],
    });
    // Not live: left out.
    for (const [key, extra] of [
      ['archived', { archived: true }],
      ['terminated', { terminated: true }],
      ['completed', { productionState: 'completed' as const }],
    ] as const)
      await add(owner, key, {
        name: `Gone ${key}`,
        createdAt: daysFromNow(-30),
        deliveryAt: daysFromNow(-10),
        planes: [{ pieces: 1 }],
        ...extra,
      });
    await add(other, 'foreign', {
      name: 'Foreign overdue',
      createdAt: daysFromNow(-30),
      deliveryAt: daysFromNow(-20),
      planes: [{ pieces: 1 }],
    });
    // Frames: two in circulation on the late project's first plane; an empty and a returned one
    // don't count.
    const at = { projectId: ids.late!, planeId: planeOfLate };
    await insertFrame(t.deps.db, owner, at, { pieces: 3 });
    await insertFrame(t.deps.db, owner, at, { pieces: 1 });
    await insertFrame(t.deps.db, owner, at, { pieces: 0 });
    await insertFrame(t.deps.db, owner, at, { pieces: 2, returned: true });
  }, 60_000);
  afterAll(() => t.close());

  test('every live project, late risk first, with its planes, counts and frames', async () => {
    const res = await control({});
    expect(res.result, res.msg).toBe(true);
    const names = res.data.list.map((p) => p.name);
    expect(names).toEqual([
      'Overdue tower',
      'Behind villa',
      'Slipping hotel',
      'Ahead mall',
      'Undated office',
    ]);
    expect(res.data.total).toBe(5);
    expect(res.data.highRisk).toBe(2);
    expect(res.data.mediumRisk).toBe(1);
    const [late, behind, slipping, ahead, undated] = res.data.list;
    expect(late).toMatchObject({
      overdue: true,
      riskLevel: 'high',
      daysToDelivery: -2,
      pieceCount: 20,
      plannedCount: 20,
      cutCount: 10,
      secondaryCount: 5,
      boxedCount: 0,
      // (10 + 5) / (3 × 20)
      progressBp: 2_500,
      elapsedBp: 10_000,
      framesInCirculation: 2,
    });
    expect(late!.planes).toEqual([
      expect.objectContaining({ id: planeOfLate, cutCount: 10, framesInCirculation: 2 }),
      expect.objectContaining({ pieceCount: 10, cutCount: 0, framesInCirculation: 0 }),
    ]);
    expect(behind).toMatchObject({ riskLevel: 'high', overdue: false, daysToDelivery: 0 });
    expect(behind!.elapsedBp).toBeGreaterThanOrEqual(8_900);
    expect(slipping).toMatchObject({ riskLevel: 'medium', progressBp: 3_333 });
    expect(ahead).toMatchObject({ riskLevel: 'low', progressBp: 7_777 });
    expect(undated).toMatchObject({ riskLevel: 'low', deliveryAt: null, daysToDelivery: null });
  });

  test('filters: keyword (name, order no., customer) and at-risk only', async () => {
    const byName = await control({ keyword: 'VILLA' });
    expect(byName.data.list.map((p) => p.id)).toEqual([ids.behind]);
    const late = (await control({})).data.list[0]!;
    const byOrder = await control({ keyword: late.orderNo });
    expect(byOrder.data.list.map((p) => p.id)).toEqual([ids.late]);
    expect((await control({ keyword: 'gone' })).data.list).toEqual([]);
    const risky = await control({ atRiskOnly: true });
    expect(risky.data.list.map((p) => p.id)).toEqual([ids.late, ids.behind, ids.slipping]);
    expect(risky.data.total).toBe(3);
  });

  test('pages do not overlap and the page size is bounded', async () => {
    const first = await control({ pageSize: 2, pageNum: 1 });
    const second = await control({ pageSize: 2, pageNum: 2 });
    const third = await control({ pageSize: 2, pageNum: 3 });
    expect(first.data.list.map((p) => p.id)).toEqual([ids.late, ids.behind]);
    expect(second.data.list.map((p) => p.id)).toEqual([ids.slipping, ids.ahead]);
    expect(third.data.list.map((p) => p.id)).toEqual([ids.undated]);
    expect(third.data.total).toBe(5);
    const tooBig = await control({ pageSize: 51 });
    expect(tooBig.code).toBe(2);
    const unknown = await control({ orgId: other.orgId });
    expect(unknown.code).toBe(2);
  });

  test('another enterprise sees only its own projects', async () => {
    const theirs = await control({}, other.token);
    expect(theirs.data.list.map((p) => p.id)).toEqual([ids.foreign]);
    const mine = await control({ keyword: 'foreign' });
    expect(mine.data.list).toEqual([]);
  });

  test('a live event brings its project’s new figures at once; finished, it leaves', async () => {
    await control({});
    const org = actorScope(owner, t.deps.db);
    const late = (await control({ keyword: 'overdue tower' })).data.list[0]!;
    const second = late.planes[1]!.id;
    await org.updateTable('planes').set({ cut_count: 10 }).where('id', '=', second).execute();
    publishPieceProgress(t.deps, owner.orgId, {
      kind: 'cut',
      projectId: ids.late!,
      planeIds: [second],
    });
    await new Promise((r) => setTimeout(r, 50));
    const after = (await control({})).data.list[0]!;
    expect(after).toMatchObject({ id: ids.late, cutCount: 20, progressBp: 4_166 });
    await org
      .updateTable('projects')
      .set({ production_state: 'completed' })
      .where('id', '=', ids.slipping!)
      .execute();
    publishPieceProgress(t.deps, owner.orgId, {
      kind: 'pack',
      projectId: ids.slipping!,
      planeIds: [],
    });
    await new Promise((r) => setTimeout(r, 50));
    expect((await control({})).data.list.map((p) => p.id)).not.toContain(ids.slipping);
    // Back as it was, for the tests after this one.
    await org
      .updateTable('projects')
      .set({ production_state: 'inProduction' })
      .where('id', '=', ids.slipping!)
      .execute();
    await org.updateTable('planes').set({ cut_count: 0 }).where('id', '=', second).execute();
    for (const projectId of [ids.slipping!, ids.late!])
      publishPieceProgress(t.deps, owner.orgId, { kind: 'report', projectId, planeIds: [] });
    await new Promise((r) => setTimeout(r, 50));
  });

  test('the screen’s route grants it; a plan without MES 2.0 closes it', async () => {
    const viewer = await createRole(t, owner.token, 'Control viewer', [410]);
    const homeOnly = await createRole(t, owner.token, 'Home only', [100]);
    const lead = await addAndSignIn(t, owner.token, { nickname: 'Lead', roleId: viewer });
    const clerk = await addAndSignIn(t, owner.token, { nickname: 'Clerk', roleId: homeOnly });
    expect((await control({}, lead.token)).data.total).toBe(5);
    expect((await control({}, clerk.token)).code).toBe(6);
    await t.deps.db
      .updateTable('orgs')
      .set({ resource_codes: JSON.stringify(['MC_ORG_WEB_BASIC_MODULE']) })
      .where('id', '=', other.orgId)
      .execute();
    expect((await control({}, other.token)).code).toBe(6);
  });

  test('changes that send no event show once the kept ranking is MAX_AGE_MS old', async () => {
    const cache = createLiveRankingCache(t.deps.events);
    const org = actorScope(other, t.deps.db);
    const at = Date.now();
    const ids0 = (await cache.ranking(org, at)).ranked.map((r) => r.id);
    expect(ids0).toEqual([ids.foreign]);
    const added = await add(other, 'quiet', {
      name: 'Quietly added',
      createdAt: daysFromNow(-1),
      deliveryAt: daysFromNow(-1),
      planes: [{ pieces: 1 }],
    });
    expect((await cache.ranking(org, at + MAX_AGE_MS - 1)).ranked.map((r) => r.id)).toEqual(ids0);
    const later = await cache.ranking(org, at + MAX_AGE_MS);
    expect(later.ranked.map((r) => r.id)).toContain(added.id);
    expect(later.atMs).toBe(at + MAX_AGE_MS);
    cache.clear();
  });
});
