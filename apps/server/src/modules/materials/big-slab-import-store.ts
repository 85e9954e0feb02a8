import type { ImportMode } from '@stone/shared/materials/enums';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../lib/crypto.ts';
import { actorScope } from '../../db/org-scope.ts';
import type { CheckedImport } from './big-slab-import-rows.ts';
import { insertSlabs, newSlabRow, overwriteAvailableSlab } from './big-slab-rows.repository.ts';

/**
 * Stores a checked sheet in one transaction: new barcodes are added; existing ones are kept, or
 * overwritten when still available (a slab already picked or cut keeps what it was). A twin
 * inserted meanwhile by someone else breaks the unique index and rolls everything back.
 */
export async function storeImport(
  actor: Actor,
  db: Db,
  input: { checked: CheckedImport; mode: ImportMode },
) {
  const { checked, mode } = input;
  const now = nowIso();
  let updated = 0;
  let skipped = 0;
  const fresh = checked.rows.filter((r) => !checked.existing.has(r.barcode));
  await actorScope(actor, db).transaction(async (org) => {
    await insertSlabs(
      org,
      fresh.map((r) => newSlabRow({ ...r, createdBy: actor.userId }, now)),
    );
    for (const r of checked.rows) {
      const old = checked.existing.get(r.barcode);
      if (!old) continue;
      if (mode === 'keep' || old.status !== 'available') {
        skipped++;
        continue;
      }
      if (await overwriteAvailableSlab(org, old.id, { fields: r, now })) updated++;
      else skipped++;
    }
  });
  return { created: fresh.length, updated, skipped };
}
