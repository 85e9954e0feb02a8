import type { PackingRules } from '@stone/shared/projects/settings';
import type { AppDeps } from '../../context.ts';
import { orgTable } from '../../db/org-scope.ts';
import { updateAtVersion } from '../../db/versioned-rows.ts';
import { conflict } from '../../lib/app-error.ts';
import { findProject, parseSettings } from './projects.repository.ts';

/** Natural stone weighs about 2.7 t/m³ (granite 2.6–2.8, marble 2.7). */
const STONE_KG_PER_M3 = 2_700;

type PackPiece = {
  id: string;
  plane_id: string;
  process_code: string;
  area_mm2: number;
  thickness_mm: number;
};

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
    const kg = (p.area_mm2 / 1e6) * (p.thickness_mm / 1e3) * STONE_KG_PER_M3;
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

const IDS_PER_UPDATE = 500;

/** webProduce/generatePackingList: gives every piece a box number; the list is then complete. */
export async function generatePackingList(
  deps: AppDeps,
  orgId: string,
  target: { id: string; version: number },
) {
  const row = await findProject(deps.db, orgId, target.id);
  if (row.terminated === 1) throw conflict('project.terminated');
  if (row.archived === 1) throw conflict('project.archived');
  if (row.review_state === 'done') throw conflict('project.alreadyDone');
  const rules = parseSettings(row.settings_json).packingRules;
  return deps.db.transaction().execute(async (trx) => {
    const pieces = await orgTable(trx, 'project_slabs', orgId)
      .select(['id', 'plane_id', 'process_code', 'area_mm2', 'thickness_mm'])
      .where('project_id', '=', target.id)
      .orderBy(rules.groupBy === 'plane' ? 'plane_id' : 'process_code')
      .orderBy('code')
      .orderBy('id')
      .execute();
    if (pieces.length === 0) throw conflict('project.noPieces');
    const boxes = assignBoxes(pieces, rules);
    for (const [i, ids] of boxes.entries())
      for (let k = 0; k < ids.length; k += IDS_PER_UPDATE)
        await trx
          .updateTable('project_slabs')
          .set({ box_no: i + 1 })
          .where('org_id', '=', orgId)
          .where('id', 'in', ids.slice(k, k + IDS_PER_UPDATE))
          .execute();
    await updateAtVersion(
      trx,
      'projects',
      { orgId, ...target },
      { packing_list_state: 'complete' },
    );
    return { boxCount: boxes.length, version: target.version + 1 };
  });
}
