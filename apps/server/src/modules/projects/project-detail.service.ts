import { actorScope, sameOrg, type OrgScope } from '../../db/org-scope.ts';
import { bpToPercent, mm2ToM2 } from '@stone/shared/units';
import { missingSettings } from '@stone/shared/projects/settings';
import { type ProjectDetailData, type projectSlabsBody } from '@stone/shared/projects/detail';
import type { z } from 'zod';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { isTrue } from './project-format.ts';
import { toProjectItem } from './project-item.ts';
import { packingFigures } from './project-progress.service.ts';
import { listPiecesPage } from './project-slabs.repository.ts';
import { unplannedPlaneNames } from './project-state.service.ts';
import { findProject, listPlanes, listUploads, parseSettings } from './projects.repository.ts';
import { readReport } from './upload-report.ts';

/**
 * SVG previews the detail answer carries in all (issue 22: a 20,000-piece drawing's preview is
 * 1.6 MB, and a project has up to 50 planes); uploads past it answer `previewSvg: null`.
 */
const PREVIEWS_MAX_CHARS = 1_000_000;

/** Per plane, the frames holding its pieces (frame_pieces is keyed by piece: one frame each). */
async function framesByPlane(org: OrgScope, projectId: string) {
  const rows = await org
    .selectFrom('frame_pieces as fp')
    .innerJoin('project_slabs as s', (j) =>
      j.onRef('s.id', '=', 'fp.piece_id').on(sameOrg('s', 'fp')),
    )
    .select(['s.plane_id', (eb) => eb.fn.count<number | string>('fp.frame_id').distinct().as('n')])
    .where('s.project_id', '=', projectId)
    .groupBy('s.plane_id')
    .execute();
  return new Map(rows.map((r) => [r.plane_id, Number(r.n)]));
}

/** Each upload's preview while the answer's budget lasts, in upload order. */
function previewsWithin(uploads: { preview_svg: string | null }[]) {
  let left = PREVIEWS_MAX_CHARS;
  return uploads.map(({ preview_svg: svg }) => {
    if (!svg || svg.length > left) return null;
    left -= svg.length;
    return svg;
  });
}

/**
 * webProduce/getSolutionDetail: everything the detail tabs open with, in one call. Its lists
 * are bounded: planes and uploads by PROJECT_LIMITS.planesMax (one upload a plane), each
 * upload's report by REPORT_LIMITS.lines grouped lines, previews by PREVIEWS_MAX_CHARS;
 * pieces are paged by getSolutionSlabs.
 */
export async function getProjectDetail(
  actor: Actor,
  db: Db,
  id: string,
): Promise<ProjectDetailData> {
  const org = actorScope(actor, db);
  const row = await findProject(org, id);
  // Figures come from the rows written with the project where they can: summing or counting
  // 600,000 pieces is a full scan, which better-sqlite3 runs synchronously (issue 22).
  const [planes, uploads, packing, frames] = await Promise.all([
    listPlanes(org, id),
    listUploads(org, id),
    // Plane counters and the packing summary come from one read of the pieces (issue 23).
    packingFigures(org, row),
    framesByPlane(org, id),
  ]);
  // A plane's area was summed from its pieces when they were stored (cad_uploads, one a plane).
  const areas = new Map(uploads.map((u) => [u.plane_id, Number(u.plane_area_mm2)]));
  const settings = parseSettings(row.settings_json);
  const previews = previewsWithin(uploads);
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
      boxedCount: packing.byPlane.get(p.id)?.boxed ?? 0,
      inPlannedBoxCount: packing.byPlane.get(p.id)?.planned ?? 0,
      frameCount: frames.get(p.id) ?? 0,
      acceptedRunId: p.accepted_run_id,
      yieldPercent: bpToPercent(p.yield_bp),
      areaM2: mm2ToM2(areas.get(p.id) ?? 0),
      version: p.version,
    })),
    uploads: uploads.map((u, i) => ({
      id: u.id,
      planeId: u.plane_id,
      fileId: u.file_id,
      fileName: u.file_name,
      status: u.status,
      slabCount: u.slab_count,
      planeAreaM2: mm2ToM2(u.plane_area_mm2),
      warnings: readReport(u.report_json),
      errorCode: u.error_code,
      previewSvg: previews[i] ?? null,
      createdAt: u.created_at,
    })),
    packing: packing.summary,
    approvalMissing: {
      settings: missingSettings(settings),
      packingList: row.packing_list_state !== 'complete',
      planes: unplannedPlaneNames(planes),
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
      name: r.name,
      widthMm: r.width_mm,
      heightMm: r.height_mm,
      areaM2: mm2ToM2(r.area_mm2),
      thicknessMm: r.thickness_mm,
      processCode: r.process_code,
      rotationLocked: isTrue(r.rotation_locked),
      status: r.status,
      abnormal: isTrue(r.abnormal),
      boxNo: r.box_no,
      holeCount: (JSON.parse(r.contour_json) as { holes: unknown[] }).holes.length,
    })),
  };
}
