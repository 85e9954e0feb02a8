import type { MessageKey } from '@stone/shared';
import type { OrgScope } from '../../db/org-scope.ts';
import type { SheetColumn } from './big-slab-sheet.ts';
import { slabsWithBarcodes, type SlabFields } from './big-slab-rows.repository.ts';
import { listRackChoices, rackNumber } from './racks.repository.ts';
import { stoneNames } from './stone-materials.repository.ts';
import { listWarehouseChoices } from './warehouses.repository.ts';

/** A row's own fields once they pass the slab form's rules (where it goes comes apart). */
export type SlabRowInput = Omit<SlabFields, 'warehouseId' | 'rackId' | 'materialId'>;
/** A row as read: where it goes (warehouse by code or name, rack by number) even if `slab` failed. */
export type ParsedRow = {
  warehouse: string;
  rack: string | null;
  /** The material as typed: a catalogue name (either language) or code. */
  material: string;
  barcode: string;
  slab: SlabRowInput | null;
};
export type CheckedRow = SlabRowInput & {
  row: number;
  warehouseId: string;
  rackId: string | null;
  materialId: string;
};
export type CheckedImport = {
  rows: CheckedRow[];
  existing: Map<string, { id: string; status: string }>;
};

/**
 * Checks what a row says about the rest of the stock: its warehouse and rack exist (the rack in
 * that warehouse), and no earlier row has its barcode. Returns the rows and which barcodes are
 * already in stock, for the keep-or-overwrite question.
 */
export async function checkRows(
  org: OrgScope,
  parsed: (ParsedRow & { row: number })[],
  fail: (row: number, column: SheetColumn, key: MessageKey) => void,
): Promise<CheckedImport> {
  const [warehouses, racks, stones] = await Promise.all([
    listWarehouseChoices(org),
    listRackChoices(org),
    stoneNames(org),
  ]);
  const warehouseOf = new Map<string, string>();
  for (const w of warehouses) warehouseOf.set(w.name, w.id);
  for (const w of warehouses) warehouseOf.set(w.code, w.id); // a code wins over a like name
  const rackOf = new Map(racks.map((r) => [r.number, r]));
  const seen = new Set<string>();
  const rows: CheckedRow[] = [];
  // Every row is checked, even one whose own fields failed, so one pass shows every problem.
  for (const { row, slab, ...place } of parsed) {
    const warehouseId = place.warehouse ? warehouseOf.get(place.warehouse) : undefined;
    if (place.warehouse && !warehouseId) fail(row, 'warehouse', 'warehouse.missing');
    let rackId: string | null = null;
    if (place.rack) {
      const rack = /^\d{1,4}$/.test(place.rack)
        ? rackOf.get(rackNumber(Number(place.rack)))
        : undefined;
      if (!rack) fail(row, 'rack', 'rack.missing');
      else if (warehouseId && rack.warehouse_id !== warehouseId)
        fail(row, 'rack', 'rack.notInWarehouse');
      else rackId = rack.id;
    }
    const materialId = place.material ? stones.get(place.material.trim().toLowerCase()) : undefined;
    if (place.material && !materialId) fail(row, 'material', 'stone.notInCatalogue');
    if (place.barcode && seen.has(place.barcode)) fail(row, 'barcode', 'bigSlab.importDuplicate');
    if (place.barcode) seen.add(place.barcode);
    if (slab && warehouseId && materialId)
      rows.push({ ...slab, row, warehouseId, rackId, materialId });
  }
  const existing = new Map<string, { id: string; status: string }>();
  for (const f of await slabsWithBarcodes(org, [...seen]))
    existing.set(f.barcode, { id: f.id, status: f.status });
  return { rows, existing };
}
