import { bpToPercent, mm2ToM2 } from '@stone/shared/units';
import type { ProjectItem } from '@stone/shared/projects/list';
import { isTrue } from './project-format.ts';
import type { ProjectRow } from './projects.repository.ts';

/** A project row as the list and the detail screen show it. */
export function toProjectItem(r: ProjectRow): ProjectItem {
  return {
    id: r.id,
    name: r.name,
    orderNo: r.order_no,
    customerName: r.customer_name,
    customerBrand: r.customer_brand,
    deliveryAt: r.delivery_at,
    projectType: r.project_type,
    reviewState: r.review_state,
    productionState: r.production_state,
    archived: isTrue(r.archived),
    terminated: isTrue(r.terminated),
    planeCount: r.plane_count,
    pieceCount: r.piece_count,
    slabCount: r.slab_count,
    totalAreaM2: mm2ToM2(r.total_area_mm2),
    yieldPercent: bpToPercent(r.yield_bp),
    packingListState: r.packing_list_state,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: r.version,
  };
}
