// The material and picking tabs of the project detail (issue 18): data that already exists.
import type { z } from 'zod';
import { bpToPercent, mm2ToM2 } from '@stone/shared/units';
import {
  REMNANTS_MAX,
  type SolutionMaterialData,
  type solutionPicksBody,
} from '@stone/shared/projects/material-tab';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { actorScope } from '../../db/org-scope.ts';
import { findProject, parseSettings } from './projects.repository.ts';
import {
  findStone,
  listPicks,
  materialByPlane,
  remnantsOfProject,
} from './project-material.repository.ts';

/** webSolutionTabs/getSolutionMaterial */
export async function getProjectMaterial(
  actor: Actor,
  db: Db,
  projectId: string,
): Promise<SolutionMaterialData> {
  const org = actorScope(actor, db);
  const project = await findProject(org, projectId);
  const settings = parseSettings(project.settings_json);
  const [stone, planes, remnants] = await Promise.all([
    project.material_id ? findStone(org, project.material_id) : Promise.resolve(undefined),
    materialByPlane(org, projectId),
    remnantsOfProject(org, projectId, REMNANTS_MAX),
  ]);
  return {
    material: stone
      ? { id: stone.id, nameZh: stone.name_zh, nameEn: stone.name_en, code: stone.code }
      : null,
    thicknessMm: settings.thicknessMm,
    planes: planes.map((p) => ({
      planeId: p.id,
      planeName: p.name,
      planSlabCount: Number(p.plan_slabs),
      slabAreaM2: mm2ToM2(Number(p.slab_area ?? 0)),
      yieldPercent: bpToPercent(p.yield_bp),
      pickedCount: Number(p.picked),
      cutCount: Number(p.cut),
    })),
    remnants: remnants.rows.map((r) => ({
      id: r.id,
      barcode: r.barcode,
      lengthMm: r.length_mm,
      widthMm: r.width_mm,
      areaM2: mm2ToM2(r.area_mm2),
      warehouseName: r.warehouse_name ?? null,
      status: r.status,
      createdAt: r.created_at,
    })),
    remnantCount: remnants.total,
  };
}

/** webSolutionTabs/getSolutionPicks */
export async function getProjectPicks(actor: Actor, db: Db, q: z.output<typeof solutionPicksBody>) {
  const org = actorScope(actor, db);
  await findProject(org, q.projectId);
  const { total, rows } = await listPicks(org, q);
  return {
    total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    list: rows.map((r) => ({
      slabId: r.slab_id,
      barcode: r.barcode,
      blockNo: r.block_no,
      bundleNo: r.bundle_no,
      slabNo: r.slab_no,
      planeName: r.plane_name,
      seq: r.seq ?? 0,
      warehouseName: r.warehouse_name ?? null,
      pickedBy: r.nickname ?? null,
      pickedAt: r.picked_at,
      cutAt: r.cut_at,
      state: r.cut_at
        ? ('cut' as const)
        : r.status === 'cutting'
          ? ('cutting' as const)
          : ('picked' as const),
    })),
  };
}
