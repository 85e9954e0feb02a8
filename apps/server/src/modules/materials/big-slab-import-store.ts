import type { ImportMode } from '@stone/shared/materials/enums';
import type { AppDeps } from '../../context.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { slabColumns } from './big-slabs.service.ts';
import type { CheckedImport } from './big-slab-import-rows.ts';

/** Rows per insert: 50 × 20 values stays far below either database's parameter cap. */
const CHUNK = 50;

/**
 * Stores a checked sheet in one transaction: new barcodes are added; existing ones are kept, or
 * overwritten when still available (a slab already picked or cut keeps what it was). A twin
 * inserted meanwhile by someone else breaks the unique index and rolls everything back.
 */
export async function storeImport(
  deps: AppDeps,
  orgId: string,
  userId: string,
  checked: CheckedImport,
  mode: ImportMode,
) {
  const now = nowIso();
  let updated = 0;
  let skipped = 0;
  const fresh = checked.rows.filter((r) => !checked.existing.has(r.barcode));
  await deps.db.transaction().execute(async (trx) => {
    const values = fresh.map((r) => ({
      org_id: orgId,
      id: newId(),
      ...slabColumns({ ...r, rackId: r.rackId }),
      defects_json: '[]',
      status: 'available',
      is_remnant: 0,
      parent_id: null,
      created_by: userId,
      created_at: now,
      updated_at: now,
      version: 1,
    }));
    for (let i = 0; i < values.length; i += CHUNK)
      await trx
        .insertInto('big_slabs')
        .values(values.slice(i, i + CHUNK))
        .execute();
    for (const r of checked.rows) {
      const old = checked.existing.get(r.barcode);
      if (!old) continue;
      if (mode === 'keep' || old.status !== 'available') {
        skipped++;
        continue;
      }
      const result = await trx
        .updateTable('big_slabs')
        .set((eb) => ({
          ...slabColumns({ ...r, rackId: r.rackId }),
          updated_at: now,
          version: eb('version', '+', 1),
        }))
        .where('org_id', '=', orgId)
        .where('id', '=', old.id)
        .where('status', '=', 'available')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) updated++;
      else skipped++;
    }
  });
  return { created: fresh.length, updated, skipped };
}
