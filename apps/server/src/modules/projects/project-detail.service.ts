import { actorScope } from '../../db/org-scope.ts';
import { bpToPercent, mm2ToM2 } from '@stone/shared/units';
import { missingSettings } from '@stone/shared/projects/settings';
import {
  uploadWarning,
  type ProjectDetailData,
  type projectSlabsBody,
} from '@stone/shared/projects/detail';
import { z } from 'zod';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { isTrue } from './project-format.ts';
import { toProjectItem } from './project-item.ts';
import { listPiecesPage, packingFigures, planeAreas } from './project-slabs.repository.ts';
import { findProject, listPlanes, listUploads, parseSettings } from './projects.repository.ts';

const storedReport = z.array(uploadWarning);
const readReport = (json: string) => {
  const parsed = storedReport.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : [];
};

/** webProduce/getSolutionDetail: everything the detail tabs open with, in one call. */
export async function getProjectDetail(
  actor: Actor,
  db: Db,
  id: string,
): Promise<ProjectDetailData> {
  const org = actorScope(actor, db);
  const row = await findProject(org, id);
  const [planes, uploads, areas, packing] = await Promise.all([
    listPlanes(org, id),
    listUploads(org, id),
    planeAreas(org, id),
    packingFigures(org, id),
  ]);
  const settings = parseSettings(row.settings_json);
  return {
    project: toProjectItem(row),
    settings,
    planes: planes.map((p) => ({
      id: p.id,
      name: p.name,
      batch: p.batch,
      planningState: p.planning_state,
      pieceCount: p.piece_count,
      plannedCount: p.planned_count,
      cutCount: p.cut_count,
      secondaryCount: p.secondary_count,
      boxedCount: p.boxed_count,
      acceptedRunId: p.accepted_run_id,
      yieldPercent: bpToPercent(p.yield_bp),
      areaM2: mm2ToM2(areas.get(p.id) ?? 0),
      version: p.version,
    })),
    uploads: uploads.map((u) => ({
      id: u.id,
      planeId: u.plane_id,
      fileId: u.file_id,
      fileName: u.file_name,
      status: u.status,
      slabCount: u.slab_count,
      planeAreaM2: mm2ToM2(u.plane_area_mm2),
      warnings: readReport(u.report_json),
      errorCode: u.error_code,
      previewSvg: u.preview_svg,
      createdAt: u.created_at,
    })),
    packing: {
      state: row.packing_list_state,
      boxCount: packing.boxes,
      boxedPieces: packing.boxed,
      pieceCount: packing.pieces,
    },
    approvalMissing: {
      settings: missingSettings(settings),
      packingList: row.packing_list_state !== 'complete',
    },
  };
}

/** webProduce/getSolutionSlabs: one project's pieces, a page at a time. */
export async function getProjectSlabs(actor: Actor, db: Db, q: z.output<typeof projectSlabsBody>) {
  const org = actorScope(actor, db);
  await findProject(org, q.projectId);
  const page = await listPiecesPage(org, q);
  return {
    ...page,
    list: page.list.map((r) => ({
      id: r.id,
      planeId: r.plane_id,
      code: r.code,
      widthMm: r.width_mm,
      heightMm: r.height_mm,
      areaM2: mm2ToM2(r.area_mm2),
      thicknessMm: r.thickness_mm,
      processCode: r.process_code,
      status: r.status,
      abnormal: isTrue(r.abnormal),
      boxNo: r.box_no,
      holeCount: (JSON.parse(r.contour_json) as { holes: unknown[] }).holes.length,
    })),
  };
}
