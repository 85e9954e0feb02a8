import type { MaterialDetailsRow } from '@stone/shared/material-flows/details';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { actorScope } from '../../db/org-scope.ts';
import { stoneNameOf } from '../materials/stone-materials.repository.ts';
import { findProject, listPlanSlabs } from './plan-slabs.repository.ts';

/** /materialDetails: every plan slab of the project's accepted plans, with its picked slab. */
export async function getMaterialDetails(actor: Actor, db: Db, projectId: string) {
  const org = actorScope(actor, db);
  const project = await findProject(org, projectId);
  const rows = (await listPlanSlabs(org, projectId)).map((p): MaterialDetailsRow => ({
    layoutId: p.layout_id,
    planeName: p.plane_name,
    seq: p.seq,
    lengthMm: p.slab_length_mm,
    widthMm: p.slab_width_mm,
    state: p.slab_id ? 'picked' : 'toBePicked',
    slab: p.slab_id
      ? {
          barcode: p.barcode ?? '',
          blockNo: p.block_no ?? '',
          bundleNo: p.bundle_no ?? '',
          slabNo: p.slab_no ?? '',
          status: p.status ?? '',
        }
      : null,
  }));
  return {
    projectId,
    name: project.name,
    orderNo: project.order_no,
    material: await stoneNameOf(org, project.settings.materialId),
    thicknessMm: project.settings.thicknessMm,
    rows,
    pickedCount: rows.filter((r) => r.state === 'picked').length,
    totalCount: rows.length,
  };
}
