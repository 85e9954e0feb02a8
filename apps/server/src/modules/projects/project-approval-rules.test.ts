import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ProjectDetailData } from '@stone/shared/projects/detail';
import { describeEachDialect } from '../../test/test-app.ts';
import { addWarehouse, type Api } from '../materials/material-test-kit.ts';
import {
  createFlowTestApp,
  seedAcceptedPlan,
  seedSlab,
  type FlowTestApp,
} from '../material-flows/flow-test-kit.ts';
import { createProject } from './project-test-kit.ts';
import { seedPick, seedRun } from './project-tabs-test-kit.ts';

/** Issue 23 item 4: approval needs planned planes; approved projects and cut plans (adr 0015). */
describeEachDialect('approval rules and changes after approval', (dialect) => {
  let ctx: FlowTestApp;
  let api: Api;
  let warehouseId: string;
  const detail = async (id: string) =>
    (await api<ProjectDetailData>('webProduce/getSolutionDetail', { id })).data;
  const reviewOf = async (id: string) => {
    const row = await ctx.t.deps.db
      .selectFrom('projects')
      .select(['review_state', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row;
  };

  beforeAll(async () => {
    ctx = await createFlowTestApp(dialect, 'rules');
    api = ctx.api;
    warehouseId = await addWarehouse(api);
  }, 60_000);
  afterAll(() => ctx.t.close());

  test('a project with a plane to be planned is not approved; the message names the plane', async () => {
    const id = await createProject(ctx.t, ctx.owner.token);
    const p = await api<{ version: number }>('webProduce/generatePackingList', { id, version: 1 });
    const version = p.data.version;
    const before = await detail(id);
    expect(before.approvalMissing).toMatchObject({ packingList: false, planes: ['N1'] });

    for (const [lang, text] of [
      ['en', 'Plan every plane first; not planned yet: N1'],
      ['zh', '请先完成所有平面的排版，尚未排版：N1'],
    ] as const) {
      const refused = await api('webProduce/approveSolution', { id, version }, lang);
      expect(refused.code).toBe(4);
      expect(refused.msg).toBe(text);
      expect(refused.data).toMatchObject({ packingList: false, planes: ['N1'] });
    }
    expect(await reviewOf(id)).toMatchObject({ review_state: 'pending', version });

    // The list row carries the same figures, so it offers approve only when it can pass.
    const rowOf = async () =>
      (
        await api<{ list: { id: string; approvalMissing: unknown }[] }>(
          'webProduce/getProduceSolutionList',
          { pageNum: 1, pageSize: 50 },
        )
      ).data.list.find((r) => r.id === id);
    expect((await rowOf())?.approvalMissing).toEqual(before.approvalMissing);

    const planeId = before.planes[0]!.id;
    await seedRun(ctx.t.deps, ctx.owner, { projectId: id, planeId, slabs: 1, accept: true });
    expect((await detail(id)).approvalMissing.planes).toEqual([]);
    expect((await rowOf())?.approvalMissing).toMatchObject({ planes: [] });
    // Planned now: what approval may still ask for is the settings (project-state.test.ts
    // approves a project all the way), never the planes.
    const next = await api('webProduce/approveSolution', { id, version });
    expect(next.msg).not.toMatch(/Plan every plane/);
  });

  test('a settings change sends an approved project back to review, and says so', async () => {
    const { projectId } = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [
      { length: 3200, width: 1800 },
    ]);
    for (const [lang, text] of [
      ['en', 'Settings saved. The project was approved before, so it is back to pending review'],
      ['zh', '设置已保存。项目此前已审核，现已退回待审核'],
    ] as const) {
      await ctx.t.deps.db
        .updateTable('projects')
        .set({ review_state: lang === 'en' ? 'reviewed' : 'done' })
        .where('id', '=', projectId)
        .execute();
      const { version } = await reviewOf(projectId);
      const { settings } = await detail(projectId);
      const res = await api<{ version: number }>(
        'webProduce/updateSolutionSettings',
        { id: projectId, settings: { ...settings, kerfMm: lang === 'en' ? 5 : 6 }, version },
        lang,
      );
      expect(res.code, res.msg).toBe(0);
      expect(res.msg).toBe(text);
      expect(await reviewOf(projectId)).toMatchObject({
        review_state: 'pending',
        version: version + 1,
      });
    }
    // Saving the same settings changes nothing that was reviewed: the review stays.
    await ctx.t.deps.db
      .updateTable('projects')
      .set({ review_state: 'reviewed' })
      .where('id', '=', projectId)
      .execute();
    const { version } = await reviewOf(projectId);
    const same = await api('webProduce/updateSolutionSettings', {
      id: projectId,
      settings: (await detail(projectId)).settings,
      version,
    });
    expect(same.msg).toBe('Saved successfully');
    expect((await reviewOf(projectId)).review_state).toBe('reviewed');
  });

  test('a plane with cut slabs is not planned again, nor given another plan', async () => {
    const plan = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [
      { length: 3200, width: 1800 },
      { length: 3200, width: 1800 },
    ]);
    const slabId = await seedSlab(ctx.t.deps, ctx.owner, warehouseId, { barcode: 'CUT-1' });
    await seedPick(ctx.t.deps, ctx.owner, {
      projectId: plan.projectId,
      planeId: plan.planeId,
      layoutId: plan.layoutIds[0]!,
      slabId,
      cut: true,
    });
    const other = await seedRun(ctx.t.deps, ctx.owner, {
      projectId: plan.projectId,
      planeId: plan.planeId,
      slabs: 1,
      accept: false,
    });
    for (const [lang, text] of [
      ['en', 'Plane North facade already has 1 cut slabs; its cutting plan can no longer change'],
      ['zh', '平面 North facade 已有 1 块大板切割完成，其切割方案不能再更改'],
    ] as const) {
      const start = await api('webPlan/startPlanning', { planeId: plan.planeId }, lang);
      expect(start.code).toBe(4);
      expect(start.msg).toBe(text);
      const accept = await api('webPlan/acceptPlanRun', { runId: other.runId }, lang);
      expect(accept.code).toBe(4);
      expect(accept.msg).toBe(text);
    }
    const plane = await ctx.t.deps.db
      .selectFrom('planes')
      .select(['accepted_run_id', 'planning_state'])
      .where('id', '=', plan.planeId)
      .executeTakeFirstOrThrow();
    expect(plane).toEqual({ accepted_run_id: plan.runId, planning_state: 'planned' });
    const runs = await ctx.t.deps.db
      .selectFrom('plan_runs')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('plane_id', '=', plan.planeId)
      .executeTakeFirstOrThrow();
    expect(Number(runs.n)).toBe(2);
    expect((await reviewOf(plan.projectId)).review_state).toBe('reviewed');
  });

  test('another plan for an approved project without cut slabs sends it back to review', async () => {
    const plan = await seedAcceptedPlan(ctx.t.deps, ctx.owner, [{ length: 3200, width: 1800 }]);
    const { version } = await reviewOf(plan.projectId);
    const other = await seedRun(ctx.t.deps, ctx.owner, {
      projectId: plan.projectId,
      planeId: plan.planeId,
      slabs: 1,
      accept: false,
    });
    const res = await api('webPlan/acceptPlanRun', { runId: other.runId }, 'zh');
    expect(res.code, res.msg).toBe(0);
    expect(res.msg).toBe('已采用该切割方案。项目此前已审核，现已退回待审核');
    expect(await reviewOf(plan.projectId)).toMatchObject({
      review_state: 'pending',
      version: version + 1,
    });
    // Accepting the plan already accepted changes nothing.
    await ctx.t.deps.db
      .updateTable('projects')
      .set({ review_state: 'reviewed' })
      .where('id', '=', plan.projectId)
      .execute();
    const again = await api('webPlan/acceptPlanRun', { runId: other.runId });
    expect(again.msg).toBe('Cutting plan accepted');
    expect((await reviewOf(plan.projectId)).review_state).toBe('reviewed');
  });
});
