import type { SlabDefect } from '@stone/shared/materials/slabs';
import type { OrgScope } from '../../db/org-scope.ts';
import { invalid, notFound } from '../../lib/app-error.ts';
import { findOwnedFile } from '../files/files.repository.ts';
import { findSlabByBarcode } from './big-slab-rows.repository.ts';
import { findRack } from './racks.repository.ts';
import { findWarehouse } from './warehouses.repository.ts';

export type SlabPlace = { warehouseId: string; rackId: string | null };

/** The warehouse and rack are the enterprise's own (else code 3), and the rack is in it. */
export async function checkPlace(org: OrgScope, place: SlabPlace) {
  if (!(await findWarehouse(org, place.warehouseId))) throw notFound('warehouse.missing');
  if (!place.rackId) return;
  const rack = await findRack(org, place.rackId);
  if (!rack) throw notFound('rack.missing');
  if (rack.warehouse_id !== place.warehouseId)
    throw invalid('rack.notInWarehouse', { rackId: 'rack.notInWarehouse' });
}

/** Photos are slab photos this enterprise uploaded (webAttachment/uploadFile, slabPhoto). */
export async function checkPhotos(org: OrgScope, fileIds: string[]) {
  for (const id of new Set(fileIds)) {
    const file = await findOwnedFile(org.db, id, { orgId: org.orgId }, 'slabPhoto');
    if (!file) throw invalid('bigSlab.photoMissing', { photoFileIds: 'bigSlab.photoMissing' });
  }
}

/** Defects are marked in slab mm: each must lie inside the length × width rectangle. */
export function checkDefects(defects: SlabDefect[], lengthMm: number, widthMm: number) {
  const inside = (x: number, y: number) => x <= lengthMm && y <= widthMm;
  const ok = defects.every((d) =>
    d.kind === 'rect'
      ? inside(d.x + d.width, d.y + d.height)
      : d.points.every(([x, y]) => inside(x, y)),
  );
  if (!ok) throw invalid('bigSlab.defectOutside', { defects: 'bigSlab.defectOutside' });
}

/** A barcode is unique in the enterprise; the unique index settles a race the same way. */
export async function checkBarcode(org: OrgScope, barcode: string, id: string | null) {
  const twin = await findSlabByBarcode(org, barcode);
  return !twin || twin.id === id;
}
