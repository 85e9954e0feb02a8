// The project detail's tabs besides overview and settings (issue 23): every answer comes from the
// rows as they are, so an empty tab means nothing exists yet.
import { actorScope } from '../../db/org-scope.ts';
import { bpToPercent, mm2ToM2 } from '@stone/shared/units';
import {
  PROCESS_ROWS_MAX,
  type PackingListPageData,
  type PlanSlabState,
  type PlannedBox,
  type ProjectProgressData,
  type packingListBody,
  type planSlabsBody,
  type projectMovementsBody,
} from '@stone/shared/projects/progress';
import type { MovementKind } from '@stone/shared/material-flows/schemas';
import type { z } from 'zod';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import {
  listBoxedPieces,
  listPlanSlabsPage,
  listProjectMovements,
  packingByPlane,
  planSlabFiguresByPlane,
  processFigures,
} from './project-progress.repository.ts';
import { findProject, type ProjectRow } from './projects.repository.ts';
import { countRealBoxes, realBoxesPage } from './packing-list-boxes.ts';

type PlaneFigures = Awaited<ReturnType<typeof packingByPlane>>;

/**
 * The packing figures of a project and of each plane, from one read of its pieces. Without a
 * packing list no piece has a box number and none can be packed (boxing needs boxes), so the
 * scan is skipped (issue 22: it reads up to 100,000 rows).
 */
export async function packingFigures(org: OrgScope, row: ProjectRow) {
  const byPlane: PlaneFigures =
    row.packing_list_state === 'none' ? new Map() : await packingByPlane(org, row.id);
  let planned = 0;
  let boxed = 0;
  let boxes = 0;
  for (const f of byPlane.values()) {
    planned += f.planned;
    boxed += f.boxed;
    boxes = Math.max(boxes, f.lastBox);
  }
  const summary = {
    state: row.packing_list_state,
    boxCount: boxes,
    plannedPieces: planned,
    boxedPieces: boxed,
    pieceCount: row.piece_count,
  };
  return { summary, byPlane };
}

/** webProduce/getSolutionPackingList: planned boxes, a page at a time, each with its pieces. */
export async function getPackingListPage(
  actor: Actor,
  db: Db,
  q: z.output<typeof packingListBody>,
): Promise<PackingListPageData> {
  const org = actorScope(actor, db);
  const row = await findProject(org, q.projectId);
  const { summary } = await packingFigures(org, row);
  // Issue 18: once wooden boxes exist, the list is theirs (planned numbers before that).
  const realCount = await countRealBoxes(org, row.id);
  if (realCount > 0) return realBoxesList(org, { ...q, summary, realCount });
  const first = (q.pageNum - 1) * q.pageSize + 1;
  const last = Math.min(summary.boxCount, first + q.pageSize - 1);
  const pieces =
    first <= last ? await listBoxedPieces(org, { projectId: row.id, first, last }) : [];
  const boxes = new Map<number, PlannedBox & { areaMm2: number }>();
  for (const p of pieces) {
    const boxNo = p.box_no ?? 0;
    let box = boxes.get(boxNo);
    if (!box) {
      box = { boxNo, pieceCount: 0, areaM2: '0.00', areaMm2: 0, boxedCount: 0, pieces: [] };
      boxes.set(boxNo, box);
    }
    const boxed = p.status === 'packed' || p.status === 'shipped'; // shipped left in its box
    box.pieceCount += 1;
    box.areaMm2 += Number(p.area_mm2);
    if (boxed) box.boxedCount += 1;
    box.pieces.push({
      id: p.id,
      code: p.code,
      planeId: p.plane_id,
      planeName: p.plane_name,
      widthMm: Number(p.width_mm),
      heightMm: Number(p.height_mm),
      areaM2: mm2ToM2(p.area_mm2),
      processCode: p.process_code,
      boxed,
    });
  }
  return {
    ...summary,
    boxes: [...boxes.values()].map(({ areaMm2, ...box }) => ({ ...box, areaM2: mm2ToM2(areaMm2) })),
    total: summary.boxCount,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

async function realBoxesList(
  org: OrgScope,
  q: z.output<typeof packingListBody> & {
    summary: Awaited<ReturnType<typeof packingFigures>>['summary'];
    realCount: number;
  },
): Promise<PackingListPageData> {
  const { boxes, pieces } = await realBoxesPage(org, {
    projectId: q.projectId,
    limit: q.pageSize,
    offset: (q.pageNum - 1) * q.pageSize,
  });
  return {
    ...q.summary,
    boxCount: q.realCount,
    realBoxes: true,
    boxes: boxes.map((b) => ({
      boxNo: b.number,
      pieceCount: b.piece_count,
      areaM2: mm2ToM2(b.area_mm2),
      boxedCount: b.piece_count,
      pieces: pieces
        .filter((p) => p.box_id === b.id)
        .map((p) => ({
          id: p.id,
          code: p.code,
          planeId: p.plane_id,
          planeName: p.plane_name,
          widthMm: Number(p.width_mm),
          heightMm: Number(p.height_mm),
          areaM2: mm2ToM2(p.area_mm2),
          processCode: p.process_code,
          boxed: true,
        })),
    })),
    total: q.realCount,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

function slabState(r: {
  slab_id: string | null;
  cut_at: string | null;
  status: string | null;
}): PlanSlabState {
  if (!r.slab_id) return 'toBePicked';
  if (r.cut_at) return 'cut';
  return r.status === 'cutting' ? 'cutting' : 'picked';
}

/** webProduce/getSolutionPlanSlabs: the accepted plans' slabs with what was picked for them. */
export async function getPlanSlabs(actor: Actor, db: Db, q: z.output<typeof planSlabsBody>) {
  const org = actorScope(actor, db);
  await findProject(org, q.projectId);
  const { total, rows } = await listPlanSlabsPage(org, q);
  return {
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    list: rows.map((r) => ({
      layoutId: r.layout_id,
      planeId: r.plane_id,
      planeName: r.plane_name,
      seq: r.seq,
      lengthMm: Number(r.slab_length_mm),
      widthMm: Number(r.slab_width_mm),
      yieldPercent: bpToPercent(r.yield_bp),
      state: slabState(r),
      barcode: r.barcode ?? null,
      blockNo: r.block_no ?? null,
      bundleNo: r.bundle_no ?? null,
      slabNo: r.slab_no ?? null,
      pickedAt: r.picked_at ?? null,
      cutAt: r.cut_at ?? null,
    })),
  };
}

/** webProduce/getSolutionMovements: every pick, return, transfer, pickup and cut of the project. */
export async function getProjectMovements(
  actor: Actor,
  db: Db,
  q: z.output<typeof projectMovementsBody>,
) {
  const org = actorScope(actor, db);
  await findProject(org, q.projectId);
  const { total, rows } = await listProjectMovements(org, q);
  return {
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    list: rows.map((r) => ({
      id: r.id,
      kind: r.kind as MovementKind,
      barcode: r.barcode,
      from: r.from_workshop ?? r.from_warehouse ?? null,
      to: r.to_workshop ?? r.to_warehouse ?? null,
      userName: r.nickname,
      createdAt: r.created_at,
    })),
  };
}

/** webProduce/getSolutionProgress: cutting figures per plane, pieces per process code. */
export async function getProjectProgress(
  actor: Actor,
  db: Db,
  id: string,
): Promise<ProjectProgressData> {
  const org = actorScope(actor, db);
  await findProject(org, id);
  const [planes, processRows] = await Promise.all([
    planSlabFiguresByPlane(org, id),
    // (code, status) pairs: a few statuses per code, so this bounds the codes listed.
    processFigures(org, id, PROCESS_ROWS_MAX * 8),
  ]);
  const processes = new Map<
    string,
    { pieces: number; area: number; statuses: Map<string, number> }
  >();
  for (const r of processRows) {
    const p = processes.get(r.process_code) ?? { pieces: 0, area: 0, statuses: new Map() };
    p.pieces += Number(r.pieces);
    p.area += Number(r.area ?? 0);
    p.statuses.set(r.status, Number(r.pieces));
    processes.set(r.process_code, p);
  }
  return {
    planes: planes.map((p) => ({
      planeId: p.plane_id,
      planeName: p.plane_name,
      planSlabCount: Number(p.plan_slabs),
      pickedCount: Number(p.picked),
      cuttingCount: Number(p.cutting ?? 0),
      cutCount: Number(p.cut),
    })),
    processes: [...processes.entries()]
      .sort((a, b) => b[1].pieces - a[1].pieces || (a[0] < b[0] ? -1 : 1))
      .slice(0, PROCESS_ROWS_MAX)
      .map(([processCode, p]) => ({
        processCode,
        pieceCount: p.pieces,
        areaM2: mm2ToM2(p.area),
        statuses: [...p.statuses].map(([status, count]) => ({ status, count })),
      })),
  };
}
