import type { MaterialDetailsRow } from '@stone/shared/material-flows/details';
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import { notFound } from '../../lib/app-error.ts';
import { findProject, listPlanSlabs } from './plan-slabs.repository.ts';

/** /materialDetails: every plan slab of the project's accepted plans, with its picked slab. */
export async function getMaterialDetails(db: Db, orgId: string, projectId: string) {
  const project = await findProject(db, orgId, projectId);
  const head = await orgTable(db, 'projects', orgId)
    .select(['order_no'])
    .where('id', '=', projectId)
    .executeTakeFirst();
  if (!head) throw notFound();
  const rows = (await listPlanSlabs(db, orgId, projectId)).map((p): MaterialDetailsRow => ({
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
    orderNo: head.order_no,
    material: project.settings.material,
    thicknessMm: project.settings.thicknessMm,
    rows,
    pickedCount: rows.filter((r) => r.state === 'picked').length,
    totalCount: rows.length,
  };
}
