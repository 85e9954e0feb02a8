import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ProjectListData } from '@stone/shared/projects/list';
import type { ProjectDetailData } from '@stone/shared/projects/detail';
import { createAdminTestApp, createOwner } from '../members/admin-test-kit.ts';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { COMPLETE_SETTINGS, createProject } from './project-test-kit.ts';
import { seedRun } from './project-tabs-test-kit.ts';

describeEachDialect('project review, packing list, archive and terminate', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let token: string;
  let otherToken: string;
  const api = <T = { version: number }>(path: string, body: unknown, as = token) =>
    call<T>(t.app, `webProduce/${path}`, body, { token: as });
  const detail = async (id: string) =>
    (await api<ProjectDetailData>('getSolutionDetail', { id })).data;

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    token = (await createOwner(t, 'stateowner', 'Nan an Stone Works')).token;
    otherToken = (await createOwner(t, 'stateother', 'Xiamen Stone Works')).token;
  }, 60_000);
  afterAll(() => t.close());

  test('approval needs settings and a packing list, then goes pending → reviewed → done', async () => {
    const id = await createProject(t, token);
    // Every plane planned (project-approval-rules.test.ts refuses one that is not).
    const project = await t.deps.db
      .selectFrom('projects')
      .select(['org_id', 'created_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const owner = { orgId: project.org_id, userId: project.created_by };
    const planeId = (await detail(id)).planes[0]!.id;
    await seedRun(t.deps, owner, { projectId: id, planeId, slabs: 1, accept: true });
    let version = 1;
    const both = await api('approveSolution', { id, version });
    expect(both.code).toBe(4);
    expect(both.msg).toBe(
      'Complete the project settings (material, thickness and slab sizes) and generate the packing list first',
    );
    expect(both.data).toEqual({
      settings: ['material', 'slabSizes'],
      packingList: true,
      planes: [],
    });

    const saved = await api('updateSolutionSettings', { id, settings: COMPLETE_SETTINGS, version });
    expect(saved.code, saved.msg).toBe(0);
    version = saved.data.version;
    const noList = await api('approveSolution', { id, version });
    expect(noList.code).toBe(4);
    expect(noList.msg).toBe('Generate the packing list first');

    // Two pieces a box, one plane: four pieces fill two boxes.
    const packed = await api<{ boxCount: number; version: number }>('generatePackingList', {
      id,
      version,
    });
    expect(packed.data.boxCount).toBe(2);
    version = packed.data.version;
    const slabs = await api<{ list: { boxNo: number | null }[] }>('getSolutionSlabs', {
      projectId: id,
      sortField: 'boxNo',
    });
    expect(slabs.data.list.map((s) => s.boxNo)).toEqual([1, 1, 2, 2]);
    // Four pieces in two planned boxes; none packed yet (issue 23: no wooden boxes exist).
    expect((await detail(id)).packing).toEqual({
      state: 'complete',
      boxCount: 2,
      plannedPieces: 4,
      boxedPieces: 0,
      pieceCount: 4,
    });

    const stale = await api('approveSolution', { id, version: version - 1 });
    expect(stale.code).toBe(4);
    const reviewed = await api('approveSolution', { id, version });
    expect(reviewed.code).toBe(0);
    expect((await detail(id)).project.reviewState).toBe('reviewed');
    const done = await api('approveSolution', { id, version: reviewed.data.version });
    expect((await detail(id)).project.reviewState).toBe('done');
    const again = await api('approveSolution', { id, version: done.data.version });
    expect(again.code).toBe(4);
    expect(again.msg).toBe('The project is already approved');
  });

  test('changing the packing rules asks for a new packing list', async () => {
    const id = await createProject(t, token);
    const s = await api('updateSolutionSettings', { id, settings: COMPLETE_SETTINGS, version: 1 });
    const p = await api('generatePackingList', { id, version: s.data.version });
    const rules = { maxPiecesPerBox: 10, groupBy: 'plane' };
    await api('updateSolutionSettings', {
      id,
      settings: { ...COMPLETE_SETTINGS, packingRules: rules },
      version: p.data.version,
    });
    const d = await detail(id);
    expect(d.packing).toMatchObject({ state: 'none', plannedPieces: 0, boxedPieces: 0 });
    expect(d.approvalMissing).toEqual({ settings: [], packingList: true, planes: ['N1'] });
    expect(d.settings.packingRules).toEqual(rules);
  });

  test('archive and restore; an archived project is read-only', async () => {
    const id = await createProject(t, token);
    const archived = await api('archiveSolution', { id, version: 1 });
    expect(archived.code).toBe(0);
    expect((await api('archiveSolution', { id, version: 2 })).code).toBe(4);
    const edit = await api('updateSolution', { id, name: 'Renamed', version: 2 });
    expect(edit.code).toBe(4);
    expect(edit.msg).toBe('The project is archived, restore it first');
    expect((await api('restoreSolution', { id, version: 2 })).code).toBe(0);
    expect((await api('restoreSolution', { id, version: 3 })).code).toBe(4);
    const renamed = await api('updateSolution', {
      id,
      name: 'Renamed',
      orderNo: 'SO-9',
      version: 3,
    });
    expect(renamed.code, renamed.msg).toBe(0);
    expect((await detail(id)).project).toMatchObject({
      name: 'Renamed',
      orderNo: 'SO-9',
      archived: false,
    });
    // The list's keyword search follows the edit (its stored search text is rewritten).
    const found = await api<ProjectListData>('getProduceSolutionList', { keyword: 'RENAMED' });
    expect(found.data.list.map((p) => p.id)).toEqual([id]);
    const tooLong = await api('updateSolution', { id, name: 'x'.repeat(65), version: 4 });
    expect(tooLong.code).toBe(2);
    const past = await api('updateSolution', {
      id,
      name: 'Renamed',
      deliveryAt: '2001-01-01T00:00:00Z',
      version: 4,
    });
    expect(past.code).toBe(2);
    expect((await detail(id)).project.version).toBe(4);
  });

  test('terminate is final', async () => {
    const id = await createProject(t, token);
    expect((await api('terminateSolution', { id, version: 1 })).code).toBe(0);
    expect((await detail(id)).project.terminated).toBe(true);
    for (const path of ['terminateSolution', 'approveSolution', 'generatePackingList']) {
      const res = await api(path, { id, version: 2 });
      expect(res.code, path).toBe(4);
      expect(res.msg, path).toBe('The project is terminated');
    }
  });

  test("another enterprise's project answers like a missing one and stays unchanged", async () => {
    const id = await createProject(t, token);
    expect((await api('getSolutionDetail', { id }, otherToken)).code).toBe(3);
    for (const path of ['approveSolution', 'archiveSolution', 'terminateSolution'])
      expect((await api(path, { id, version: 1 }, otherToken)).code, path).toBe(3);
    const slabs = await api('getSolutionSlabs', { projectId: id }, otherToken);
    expect(slabs.code).toBe(3);
    expect((await detail(id)).project).toMatchObject({
      version: 1,
      archived: false,
      terminated: false,
    });
  });
});
