import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SolutionMaterialData, SolutionPickItem } from '@stone/shared/projects/material-tab';
import { describeEachDialect } from '../../test/test-app.ts';
import { createOwner } from '../members/admin-test-kit.ts';
import { addWarehouse } from '../materials/material-test-kit.ts';
import { createFlowTestApp, seedSlab, type FlowTestApp } from '../material-flows/flow-test-kit.ts';
import { call } from '../../test/api-client.ts';
import { createProject } from './project-test-kit.ts';
import { seedPick, seedRun } from './project-tabs-test-kit.ts';

type Page<T> = { list: T[]; total: number };

/** Issue 18: the material and picking tabs show what exists: plan slabs, picks, remnants. */
describeEachDialect('project material and picking tabs', (dialect) => {
  let ctx: FlowTestApp;
  let projectId: string;
  let planeId: string;

  beforeAll(async () => {
    ctx = await createFlowTestApp(dialect, 'mtab');
    projectId = await createProject(ctx.t, ctx.owner.token);
    // Read straight from the table: the detail call is another suite's subject.
    const plane = await ctx.t.deps.db
      .selectFrom('planes')
      .select('id')
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    planeId = plane.id;
  }, 60_000);
  afterAll(() => ctx.t.close());

  test('before any plan the material tab lists the plane with nothing planned', async () => {
    const res = await ctx.api<SolutionMaterialData>('webSolutionTabs/getSolutionMaterial', {
      projectId,
    });
    expect(res.code, res.msg).toBe(0);
    expect(res.data.planes).toEqual([
      expect.objectContaining({ planeId, planSlabCount: 0, slabAreaM2: '0.00', pickedCount: 0 }),
    ]);
    expect(res.data.remnants).toEqual([]);
  });

  test('plan slabs, picks, cuts and remnants show in material and picking', async () => {
    const { layoutIds } = await seedRun(ctx.t.deps, ctx.owner, {
      projectId,
      planeId,
      slabs: 2,
      accept: true,
    });
    const warehouseId = await addWarehouse(ctx.api);
    const picked = await seedSlab(ctx.t.deps, ctx.owner, warehouseId, { barcode: 'MT-1' });
    const cut = await seedSlab(ctx.t.deps, ctx.owner, warehouseId, { barcode: 'MT-2' });
    await seedPick(ctx.t.deps, ctx.owner, {
      projectId,
      planeId,
      layoutId: layoutIds[0]!,
      slabId: picked,
      cut: false,
    });
    await seedPick(ctx.t.deps, ctx.owner, {
      projectId,
      planeId,
      layoutId: layoutIds[1]!,
      slabId: cut,
      cut: true,
    });
    const remnant = await seedSlab(ctx.t.deps, ctx.owner, warehouseId, {
      barcode: 'MT-2-R1',
      length: 900,
      width: 600,
      isRemnant: true,
    });
    await ctx.t.deps.db
      .updateTable('big_slabs')
      .set({ parent_id: cut })
      .where('id', '=', remnant)
      .execute();

    const material = (
      await ctx.api<SolutionMaterialData>('webSolutionTabs/getSolutionMaterial', { projectId })
    ).data;
    expect(material.planes[0]).toMatchObject({
      planSlabCount: 2,
      slabAreaM2: '11.52',
      pickedCount: 2,
      cutCount: 1,
    });
    expect(material.remnantCount).toBe(1);
    expect(material.remnants[0]).toMatchObject({
      barcode: 'MT-2-R1',
      lengthMm: 900,
      widthMm: 600,
      areaM2: '0.54',
    });
    expect(material.remnants[0]?.warehouseName).toBeTruthy();

    const picks = (
      await ctx.api<Page<SolutionPickItem>>('webSolutionTabs/getSolutionPicks', { projectId })
    ).data;
    expect(picks.total).toBe(2);
    const byBarcode = new Map(picks.list.map((p) => [p.barcode, p]));
    expect(byBarcode.get('MT-1')).toMatchObject({
      state: 'picked',
      blockNo: 'HL2411-07',
      bundleNo: 'Z03',
      slabNo: '12',
      seq: 1,
      cutAt: null,
    });
    expect(byBarcode.get('MT-2')).toMatchObject({ state: 'cut', seq: 2 });
    expect(byBarcode.get('MT-1')?.pickedBy).toBeTruthy();
    expect(byBarcode.get('MT-1')?.warehouseName).toBeTruthy();
  });

  test('another enterprise’s project answers as missing; pages are bounded', async () => {
    const stranger = await createOwner(ctx.t, 'mtabother', 'Other Material Co');
    const res = await call(
      ctx.t.app,
      'webSolutionTabs/getSolutionPicks',
      { projectId },
      { token: stranger.token },
    );
    expect(res.code).toBe(3);
    const tooBig = await ctx.api('webSolutionTabs/getSolutionPicks', { projectId, pageSize: 101 });
    expect(tooBig.code).toBe(2);
  });
});
