import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ProjectSlabItem } from '@stone/shared/projects/detail';
import { describeEachDialect } from '../../test/test-app.ts';
import { addWarehouse, type Api } from '../materials/material-test-kit.ts';
import {
  createFlowTestApp,
  seedAcceptedPlan,
  seedSlab,
  type FlowTestApp,
} from '../material-flows/flow-test-kit.ts';
import { rotationLockFor } from './project-pieces.ts';
import { uploadDxfId } from './project-test-kit.ts';
import { seedPick } from './project-tabs-test-kit.ts';

type List<T> = { list: T[]; total: number };

test('a lock rule matches the layer and the code prefix it names, both when it names both', () => {
  const rules = [{ layer: 'VEIN', labelPrefix: 'WB' }, { labelPrefix: 'DT' }];
  expect(rotationLockFor(rules, 'VEIN', 'WB-01')).toBe(1);
  expect(rotationLockFor(rules, 'OTHER', 'WB-01')).toBe(0);
  expect(rotationLockFor(rules, 'OTHER', 'DT-02')).toBe(1);
  expect(rotationLockFor([], 'VEIN', 'WB-01')).toBe(0);
});

/** Issue 24: pieces locked to their drawn orientation, at import and later. */
describeEachDialect('rotation lock of pieces', (dialect) => {
  let ctx: FlowTestApp;
  let api: Api;
  let projectId: string;

  const slabsOf = async (id: string) =>
    (
      await api<List<ProjectSlabItem>>('webProduce/getSolutionSlabs', {
        projectId: id,
        pageSize: 100,
        sortField: 'code',
      })
    ).data.list;
  const lockedCodes = async (id: string) =>
    (await slabsOf(id)).filter((s) => s.rotationLocked).map((s) => s.code);
  const projectRow = (id: string) =>
    ctx.t.deps.db
      .selectFrom('projects')
      .select(['review_state', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const setLock = async (id: string, body: Record<string, unknown>, lang: 'en' | 'zh' = 'en') =>
    api<{ version: number; updated: number; backToReview: boolean }>(
      'webProduce/setSolutionPieceRotationLock',
      { id, version: (await projectRow(id)).version, ...body },
      lang,
    );

  beforeAll(async () => {
    ctx = await createFlowTestApp(dialect, 'vein');
    api = ctx.api;
  }, 60_000);
  afterAll(() => ctx.t.close());

  test('rules at import lock pieces by layer and code prefix; a rule naming neither is refused', async () => {
    const fileId = await uploadDxfId(ctx.t, ctx.owner.token);
    const create = (rotationLockRules: unknown, lang: 'en' | 'zh' = 'en') =>
      api<{ id: string }>(
        'webProduce/createSolution',
        { name: 'Kitchen', planes: [{ name: 'N1', fileId, rotationLockRules }] },
        lang,
      );
    const bad = await create([{ layer: '' }], 'zh');
    expect(bad.code).toBe(2);
    expect(Object.keys(bad.data as object)).toEqual(['planes.0.rotationLockRules.0.labelPrefix']);
    const tooMany = await create(Array.from({ length: 51 }, () => ({ layer: 'X' })));
    expect(tooMany.code).toBe(2);

    // The countertop drawing's outlines lie on layer 轮廓; its dimensions on 尺寸.
    const res = await create([{ layer: '轮廓', labelPrefix: '台面' }, { labelPrefix: '岛台' }]);
    expect(res.code, res.msg).toBe(0);
    projectId = res.data.id;
    expect(await lockedCodes(projectId)).toEqual(['台面-01', '岛台-03', '岛台-04']);
    const other = await create([{ layer: '尺寸' }]);
    expect(await lockedCodes(other.data.id)).toEqual([]);
  });

  test('pieces are locked and unlocked by id, plane and code prefix; the version moves on', async () => {
    const list = await slabsOf(projectId);
    const back = list.find((s) => s.code === '背板-02')!;
    const { version } = await projectRow(projectId);
    const byId = await setLock(projectId, { locked: true, pieceIds: [back.id] });
    expect(byId.code, byId.msg).toBe(0);
    expect(byId.data).toEqual({ version: version + 1, updated: 1, backToReview: false });
    expect(byId.msg).toBe('Saved successfully');
    expect(await lockedCodes(projectId)).toHaveLength(4);

    const byPrefix = await setLock(projectId, { locked: false, codePrefix: '岛台' });
    expect(byPrefix.data.updated).toBe(2);
    expect(await lockedCodes(projectId)).toEqual(['台面-01', '背板-02']);

    const byPlane = await setLock(projectId, { locked: false, planeId: back.planeId });
    expect(byPlane.data.updated).toBe(2);
    expect(await lockedCodes(projectId)).toEqual([]);
    // Nothing left to change: still saved, nothing updated.
    expect((await setLock(projectId, { locked: false, planeId: back.planeId })).data.updated).toBe(
      0,
    );
  });

  test('a body without pieces, without the lock or at an old version is refused', async () => {
    const noTarget = await setLock(projectId, { locked: true }, 'zh');
    expect(noTarget.code).toBe(2);
    expect(Object.keys(noTarget.data as object)).toEqual(['pieceIds']);
    expect(noTarget.msg).not.toBe('');
    const noLock = await setLock(projectId, { codePrefix: '岛台' });
    expect(noLock.code).toBe(2);
    expect(Object.keys(noLock.data as object)).toEqual(['locked']);
    const stale = await api('webProduce/setSolutionPieceRotationLock', {
      id: projectId,
      version: 1,
      locked: true,
      codePrefix: '岛台',
    });
    expect(stale.code).not.toBe(0);
    expect(await lockedCodes(projectId)).toEqual([]);
  });

  test('locking a piece of an accepted plan sends an approved project back to review', async () => {
    const plan = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [{ length: 3200, width: 1800 }]);
    const { version } = await projectRow(plan.projectId);
    const res = await setLock(plan.projectId, { locked: true, planeId: plan.planeId }, 'zh');
    expect(res.code, res.msg).toBe(0);
    expect(res.msg).toBe('设置已保存。项目此前已审核，现已退回待审核');
    expect(res.data).toEqual({ version: version + 1, updated: 1, backToReview: true });
    expect(await projectRow(plan.projectId)).toEqual({
      review_state: 'pending',
      version: version + 1,
    });
  });

  test('a plane with cut slabs keeps its pieces as they are', async () => {
    const warehouseId = await addWarehouse(api);
    const plan = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [{ length: 3200, width: 1800 }]);
    const slabId = await seedSlab(ctx.t.deps, ctx.owner, warehouseId, { barcode: 'VEIN-CUT' });
    await seedPick(ctx.t.deps, ctx.owner, {
      projectId: plan.projectId,
      planeId: plan.planeId,
      layoutId: plan.layoutIds[0]!,
      slabId,
      cut: true,
    });
    const before = await projectRow(plan.projectId);
    const res = await setLock(plan.projectId, { locked: true, codePrefix: 'P-' });
    expect(res.code).toBe(4);
    expect(res.msg).toBe(
      'Plane North facade already has 1 cut slabs; its cutting plan can no longer change',
    );
    expect(await lockedCodes(plan.projectId)).toEqual([]);
    expect(await projectRow(plan.projectId)).toEqual(before);
  });
});
