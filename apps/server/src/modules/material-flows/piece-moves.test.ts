import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ReturnSlabsData } from '@stone/shared/material-flows/schemas';
import { describeEachDialect } from '../../test/test-app.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { addWarehouse, nextCode, type Api } from '../materials/material-test-kit.ts';
import { seedPlane } from '../planning/planning-test-kit.ts';
import { createFlowTestApp, seedSlab, stoneSettings, type FlowTestApp } from './flow-test-kit.ts';

type Planned = { projectId: string; planeId: string; pieceIds: string[]; layoutIds: string[] };

/** Issue 17: picking, undoing a pick and loading a saw move the plan slab's pieces. */
describeEachDialect('pieces moved by picking and loading', (dialect) => {
  let ctx: FlowTestApp;
  let api: Api;
  let home: string;
  let deviceId: string;
  const db = () => ctx.t.deps.db;

  /** An accepted run of the plane whose layouts hold the given pieces (by index). */
  async function acceptRun(p: { projectId: string; planeId: string }, layouts: string[][]) {
    const now = nowIso();
    const runId = newId();
    const { orgId, userId } = ctx.owner;
    await db()
      .insertInto('plan_runs')
      .values({
        org_id: orgId,
        id: runId,
        project_id: p.projectId,
        plane_id: p.planeId,
        state: 'done',
        progress_bp: 10_000,
        started_at: now,
        finished_at: now,
        time_budget_ms: 1000,
        slab_count: layouts.length,
        piece_count: layouts.flat().length,
        unplaced_count: 0,
        yield_bp: 5000,
        error_code: null,
        created_by: userId,
        created_at: now,
      })
      .execute();
    const layoutIds = layouts.map(() => newId());
    await db()
      .insertInto('plan_layouts')
      .values(
        layouts.map((pieceIds, i) => ({
          org_id: orgId,
          id: layoutIds[i]!,
          run_id: runId,
          seq: i + 1,
          slab_length_mm: 3000,
          slab_width_mm: 1600,
          yield_bp: 5000,
          layout_json: JSON.stringify({
            slabId: 'S1',
            trim: 10,
            kerf: 4,
            placements: pieceIds.map((pieceId, k) => ({
              pieceId,
              x: 10 + k * 700,
              y: 10,
              width: 600,
              height: 400,
            })),
            cuts: [],
            remnants: [],
          }),
          created_at: now,
        })),
      )
      .execute();
    await db()
      .updateTable('planes')
      .set({ accepted_run_id: runId, planning_state: 'planned' })
      .where('id', '=', p.planeId)
      .execute();
    return layoutIds;
  }

  /**
   * An approved project of four pieces on two plan slabs (two pieces each), every piece waiting
   * for pickup, the life cycle's first state.
   */
  async function plannedProject(): Promise<Planned> {
    const pieces = ['A', 'B', 'C', 'D'].map((c) => ({
      code: nextCode(c),
      width: 600,
      height: 400,
    }));
    const p = await seedPlane(
      ctx.t.deps,
      ctx.owner,
      pieces,
      await stoneSettings(ctx.t.deps, ctx.owner.orgId),
    );
    const rows = await db()
      .selectFrom('project_slabs')
      .select('id')
      .where('plane_id', '=', p.planeId)
      .orderBy('code')
      .execute();
    const pieceIds = rows.map((r) => r.id);
    const layoutIds = await acceptRun(p, [pieceIds.slice(0, 2), pieceIds.slice(2)]);
    await db()
      .updateTable('projects')
      .set({ review_state: 'reviewed' })
      .where('id', '=', p.projectId)
      .execute();
    return { ...p, pieceIds, layoutIds };
  }

  const statuses = async (pieceIds: string[]) => {
    const rows = await db()
      .selectFrom('project_slabs')
      .select(['id', 'status'])
      .where('id', 'in', pieceIds)
      .execute();
    return pieceIds.map((id) => rows.find((r) => r.id === id)?.status);
  };
  const productionState = async (projectId: string) =>
    (
      await db()
        .selectFrom('projects')
        .select('production_state')
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow()
    ).production_state;

  const pick = async (projectId: string, layoutId: string) => {
    const barcode = nextCode('PM');
    const id = await seedSlab(ctx.t.deps, ctx.owner, home, { barcode });
    const res = await api('webPicking/pickSlab', { projectId, barcode, layoutId });
    expect(res.result, res.msg).toBe(true);
    return { id, barcode };
  };
  const giveBack = async (slabIds: string[]) => {
    const res = await api<ReturnSlabsData>('webReturn/returnSlabs', {
      slabIds,
      warehouseId: home,
    });
    expect(res.result, res.msg).toBe(true);
  };

  beforeAll(async () => {
    ctx = await createFlowTestApp(dialect, 'moves');
    api = ctx.api;
    home = await addWarehouse(api);
    const device = await api<{ id: string }>('webDevice/createDevice', {
      code: 'SAW-PM',
      model: 'Bridge saw',
    });
    deviceId = device.data.id;
  });
  afterAll(() => ctx.t.close());

  test('pick, load and cut move only the plan slab’s pieces, and loading starts the project', async () => {
    const p = await plannedProject();
    const [a, b, c, d] = p.pieceIds;
    const slab = await pick(p.projectId, p.layoutIds[0]!);
    expect(await statuses([a!, b!, c!, d!])).toEqual([
      'pendingCut',
      'pendingCut',
      'pendingPickup',
      'pendingPickup',
    ]);
    expect(await productionState(p.projectId)).toBe('notStarted');

    const taken = await api('webDevicePicking/takeSlab', {
      deviceId,
      table: 'A',
      barcode: slab.barcode,
    });
    expect(taken.result, taken.msg).toBe(true);
    expect(await statuses([a!, b!, c!])).toEqual(['cutting', 'cutting', 'pendingPickup']);
    expect(await productionState(p.projectId)).toBe('inProduction');
    const tab = await api<{ list: { id: string }[] }>('webProduce/getProduceSolutionList', {
      tab: 'inProduction',
    });
    expect(tab.data.list.map((r) => r.id)).toContain(p.projectId);

    const cut = await api('webDevicePicking/confirmCut', { slabId: slab.id });
    expect(cut.result, cut.msg).toBe(true);
    expect(await statuses([a!, b!, c!, d!])).toEqual([
      'cut',
      'cut',
      'pendingPickup',
      'pendingPickup',
    ]);
    const plane = await db()
      .selectFrom('planes')
      .select('cut_count')
      .where('id', '=', p.planeId)
      .executeTakeFirstOrThrow();
    expect(plane.cut_count).toBe(2);
    expect(await productionState(p.projectId)).toBe('inProduction');
  });

  test('returning a picked slab sends its pieces back to pickup, and the project stays unstarted', async () => {
    const p = await plannedProject();
    const first = await pick(p.projectId, p.layoutIds[0]!);
    const second = await pick(p.projectId, p.layoutIds[1]!);
    expect(await statuses(p.pieceIds)).toEqual(Array(4).fill('pendingCut'));
    await giveBack([first.id]);
    expect(await statuses(p.pieceIds)).toEqual([
      'pendingPickup',
      'pendingPickup',
      'pendingCut',
      'pendingCut',
    ]);
    // Picked again, the plan slab's pieces move again.
    await pick(p.projectId, p.layoutIds[0]!);
    await giveBack([second.id]);
    expect(await statuses(p.pieceIds)).toEqual([
      'pendingCut',
      'pendingCut',
      'pendingPickup',
      'pendingPickup',
    ]);
    expect(await productionState(p.projectId)).toBe('notStarted');
  });

  test('after a re-plan, picking pieces already picked is not refused, and undoing either pick keeps what the other holds', async () => {
    const p = await plannedProject();
    const [a, b, c, d] = p.pieceIds as [string, string, string, string];
    const old = await pick(p.projectId, p.layoutIds[0]!);
    // The new plan lays the pieces out differently: A and C, B and D.
    const replanned = await acceptRun(p, [
      [a, c],
      [b, d],
    ]);
    const fresh = await pick(p.projectId, replanned[0]!);
    expect(await statuses([a, b, c, d])).toEqual([
      'pendingCut',
      'pendingCut',
      'pendingCut',
      'pendingPickup',
    ]);
    // The old run's slab goes back: A stays picked by the new pick, B goes back to pickup.
    await giveBack([old.id]);
    expect(await statuses([a, b, c, d])).toEqual([
      'pendingCut',
      'pendingPickup',
      'pendingCut',
      'pendingPickup',
    ]);
    await giveBack([fresh.id]);
    expect(await statuses([a, b, c, d])).toEqual(Array(4).fill('pendingPickup'));
  });

  test('pieces a slab cannot move (already cut) do not make picking or loading fail', async () => {
    const p = await plannedProject();
    const [a, b] = p.pieceIds as [string, string];
    // Piece B already left the saw (e.g. through the old run's slab): pick and load leave it cut.
    await db().updateTable('project_slabs').set({ status: 'cut' }).where('id', '=', b).execute();
    const slab = await pick(p.projectId, p.layoutIds[0]!);
    expect(await statuses([a, b])).toEqual(['pendingCut', 'cut']);
    const taken = await api('webDevicePicking/takeSlab', {
      deviceId,
      table: 'B',
      barcode: slab.barcode,
    });
    expect(taken.result, taken.msg).toBe(true);
    expect(await statuses([a, b])).toEqual(['cutting', 'cut']);
  });
});
