// Wooden boxes (issue 18, product-spec §3 "Box"): created for a project in a batch, listed,
// shown with their material rows, and printed box by box as the packing list.
import type { z } from 'zod';
import type { boxListBody, createBoxesBody, PrintListData } from '@stone/shared/packing/packing';
import { boxName } from '@stone/shared/packing/box-label';
import { PACKING_LIMITS } from '@stone/shared/packing/enums';
import { mm2ToM2 } from '@stone/shared/units';
import type { Actor } from '../../context.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { gramsToKg, toBoxItem, toBoxPiece } from './box-format.ts';
import { requireProject } from './kit-check.service.ts';
import * as repo from './boxes.repository.ts';

type CreateInput = Omit<z.output<typeof createBoxesBody>, 'requestId'>;

/** webMesPack/createBoxes, in the caller's transaction: numbers follow the project's highest. */
export async function createBoxes(org: OrgScope, actor: Pick<Actor, 'userId'>, input: CreateInput) {
  await requireProject(org, input.projectId);
  const planned = input.perPlannedBox
    ? await repo.plannedBoxesWithoutBox(org, input.projectId)
    : [];
  if (input.perPlannedBox && planned.length === 0) throw conflict('packing.noPlannedBoxes');
  const count = input.perPlannedBox ? planned.length : (input.count ?? 1);
  const first = (await repo.maxBoxNumber(org, input.projectId)) + 1;
  const now = nowIso();
  const rows = Array.from({ length: count }, (_, i) => ({
    id: newId(),
    project_id: input.projectId,
    // A box made for planned box n takes number n when it is free, so the two lists agree.
    number: input.perPlannedBox ? Math.max(planned[i] ?? 0, first + i) : first + i,
    box_type: input.boxType,
    length_mm: input.lengthMm,
    width_mm: input.widthMm,
    height_mm: input.heightMm,
    status: 'empty' as const,
    piece_count: 0,
    area_mm2: 0,
    weight_g: 0,
    planned_box_no: input.perPlannedBox ? (planned[i] ?? null) : null,
    created_by: actor.userId,
    created_at: now,
    sealed_at: null,
  }));
  // 99 boxes per call, or one per planned box (a 100,000-piece list has ≤ 100,000 boxes).
  for (let i = 0; i < rows.length; i += 200) await repo.insertBoxes(org, rows.slice(i, i + 200));
  return { ids: rows.map((r) => r.id), names: rows.map((r) => boxName(r.number)) };
}

export async function listBoxes(org: OrgScope, q: z.output<typeof boxListBody>) {
  await requireProject(org, q.projectId);
  const { total, rows } = await repo.listBoxes(org, {
    projectId: q.projectId,
    status: q.status,
    limit: q.pageSize,
    offset: (q.pageNum - 1) * q.pageSize,
  });
  return { list: rows.map(toBoxItem), total, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function requireBox(org: OrgScope, id: string) {
  const box = await repo.findBox(org, id);
  if (!box) throw notFound();
  return box;
}

/**
 * webPackedBox/getBoxDetail: the box, its pieces, and its material rows: pieces of one size,
 * thickness and plane (the region they are used in) summed into one row with their codes.
 */
export async function boxDetail(org: OrgScope, id: string) {
  const box = await requireBox(org, id);
  const project = await requireProject(org, box.project_id);
  const rows = await repo.boxPieceRows(org, [id], PACKING_LIMITS.listPiecesMax);
  const groups = new Map<string, { codes: string[]; row: (typeof rows)[number]; area: number }>();
  for (const r of rows) {
    const key = `${r.thickness_mm}/${r.width_mm}/${r.height_mm}/${r.plane_name}`;
    const g = groups.get(key) ?? { codes: [], row: r, area: 0 };
    g.codes.push(r.code);
    g.area += Number(r.area_mm2);
    groups.set(key, g);
  }
  return {
    box: toBoxItem(box),
    materialRows: [...groups.values()].map((g) => ({
      materialZh: project.material_zh ?? '',
      materialEn: project.material_en ?? '',
      codes: g.codes,
      thicknessMm: g.row.thickness_mm,
      widthMm: g.row.width_mm,
      heightMm: g.row.height_mm,
      pieces: g.codes.length,
      areaM2: mm2ToM2(g.area),
      region: g.row.plane_name,
    })),
    pieces: rows.map(toBoxPiece),
  };
}

/** webPackedBox/getPackingList: every box of the project (or one) with its pieces, to print. */
export async function packingList(
  org: OrgScope,
  q: { projectId: string; boxId?: string | undefined },
): Promise<PrintListData> {
  const project = await requireProject(org, q.projectId);
  let boxes: repo.BoxRow[];
  if (q.boxId) {
    const box = await requireBox(org, q.boxId);
    if (box.project_id !== q.projectId) throw notFound();
    boxes = [box];
  } else {
    boxes = (await repo.listBoxes(org, { projectId: q.projectId, limit: 100_000, offset: 0 })).rows;
  }
  const max = PACKING_LIMITS.listPiecesMax;
  const rows = boxes.length
    ? await repo.boxPieceRows(
        org,
        boxes.map((b) => b.id),
        max + 1,
      )
    : [];
  const byBox = new Map<string, typeof rows>();
  for (const r of rows.slice(0, max)) byBox.set(r.box_id, [...(byBox.get(r.box_id) ?? []), r]);
  let pieces = 0;
  let area = 0;
  let grams = 0;
  for (const b of boxes) {
    pieces += b.piece_count;
    area += Number(b.area_mm2);
    grams += Number(b.weight_g);
  }
  return {
    projectName: project.name,
    orderNo: project.order_no,
    boxes: boxes.map((b) => ({
      box: toBoxItem(b),
      pieces: (byBox.get(b.id) ?? []).map(toBoxPiece),
    })),
    totals: { boxes: boxes.length, pieces, areaM2: mm2ToM2(area), weightKg: gramsToKg(grams) },
    truncated: rows.length > max,
  };
}
