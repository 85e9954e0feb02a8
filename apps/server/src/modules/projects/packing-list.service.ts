import { actorScope, type OrgScope } from '../../db/org-scope.ts';
import type { PackingRules } from '@stone/shared/projects/settings';
import { MM2_PER_M2, MM_PER_M } from '@stone/shared/units';
import type { Actor, AppDeps } from '../../context.ts';
import { conflict } from '../../lib/app-error.ts';
import { assertOpen } from './project-state.service.ts';
import {
  listPlanePiecesToPack,
  setBoxNumbers,
  type PieceToPack,
} from './project-slabs.repository.ts';
import { findProject, listPlanes, parseSettings, updateProjectAt } from './projects.repository.ts';

/** Natural stone weighs about 2.7 t/m³ (granite 2.6–2.8, marble 2.7). */
const STONE_KG_PER_M3 = 2_700;

type PackPiece = PieceToPack;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Binary order, as SQLite compares text; ids break ties so the order is total. */
const byProcessThenCode = (a: PackPiece, b: PackPiece) =>
  compareText(a.process_code, b.process_code) ||
  compareText(a.code, b.code) ||
  compareText(a.id, b.id);

/**
 * The project's pieces in packing order: plane by plane (as the detail screen lists them), each
 * in code order; grouped by process they are then sorted by process and code across planes.
 */
async function piecesInPackingOrder(org: OrgScope, projectId: string, rules: PackingRules) {
  let pieces: PackPiece[] = [];
  // concat, not push(...): a spread of 600,000 arguments overflows the stack.
  for (const plane of await listPlanes(org, projectId))
    pieces = pieces.concat(await listPlanePiecesToPack(org, plane.id));
  return rules.groupBy === 'plane' ? pieces : pieces.sort(byProcessThenCode);
}

/**
 * Fills boxes in order: pieces of one plane (or process) together, in code order, a new box
 * when the group changes or the box reaches its piece count or weight. Returns box → piece ids.
 */
export function assignBoxes(pieces: PackPiece[], rules: PackingRules): string[][] {
  const boxes: string[][] = [];
  let box: string[] = [];
  let weight = 0;
  let group: string | null = null;
  for (const p of pieces) {
    const key = rules.groupBy === 'plane' ? p.plane_id : p.process_code;
    const kg = (p.area_mm2 / MM2_PER_M2) * (p.thickness_mm / MM_PER_M) * STONE_KG_PER_M3;
    const full =
      box.length >= rules.maxPiecesPerBox ||
      (rules.maxBoxWeightKg !== undefined && box.length > 0 && weight + kg > rules.maxBoxWeightKg);
    if (box.length > 0 && (full || key !== group)) {
      boxes.push(box);
      box = [];
      weight = 0;
    }
    box.push(p.id);
    weight += kg;
    group = key;
  }
  if (box.length > 0) boxes.push(box);
  return boxes;
}

/** webProduce/generatePackingList: gives every piece a box number; the list is then complete. */
export async function generatePackingList(
  actor: Actor,
  deps: AppDeps,
  target: { id: string; version: number },
) {
  const org = actorScope(actor, deps.db);
  const row = await findProject(org, target.id);
  assertOpen(row);
  if (row.review_state === 'done') throw conflict('project.alreadyDone');
  const rules = parseSettings(row.settings_json).packingRules;
  return org.transaction(async (trx) => {
    const pieces = await piecesInPackingOrder(trx, target.id, rules);
    if (pieces.length === 0) throw conflict('project.noPieces');
    const boxes = assignBoxes(pieces, rules);
    await setBoxNumbers(trx, boxes);
    const { version } = await updateProjectAt(trx, target, { packing_list_state: 'complete' });
    return { boxCount: boxes.length, version };
  });
}
