import { countOf, pageOf } from '../../db/list-query.ts';
import type { z } from 'zod';
import type {
  bigSlabListBody,
  createBigSlabBody,
  SlabDefect,
  updateBigSlabBody,
} from '@stone/shared/materials/slabs';
import type { AppDeps } from '../../context.ts';
import type { Db, Dialect } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import { deleteAtVersion, updateAtVersion } from '../../db/versioned-rows.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { imageUrls } from '../files/file-url.ts';
import { checkBarcode, checkDefects, checkPhotos, checkPlace } from './big-slab-checks.ts';
import { filteredSlabs, joinedSlabs, selectSlabRows, toSlabItem } from './big-slabs.repository.ts';

type SlabFields = Omit<z.output<typeof updateBigSlabBody>, 'id' | 'version'>;

/** Columns a slab's own fields fill; the area is always computed here, never sent. */
export const slabColumns = (f: Omit<SlabFields, 'photoFileIds' | 'defects'>) => ({
  block_no: f.blockNo,
  bundle_no: f.bundleNo,
  slab_no: f.slabNo,
  barcode: f.barcode,
  material: f.material,
  thickness_mm: f.thicknessMm,
  length_mm: f.lengthMm,
  width_mm: f.widthMm,
  area_mm2: f.lengthMm * f.widthMm,
  warehouse_id: f.warehouseId,
  rack_id: f.rackId,
});

export async function getBigSlabList(
  db: Db,
  dialect: Dialect,
  orgId: string,
  q: z.output<typeof bigSlabListBody>,
) {
  const { n } = await filteredSlabs(db, dialect, orgId, q)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await selectSlabRows(db, dialect, orgId, q, pageOf(q));
  return {
    list: rows.map(toSlabItem),
    total: countOf({ n }),
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

export async function getBigSlabDetail(deps: AppDeps, orgId: string, id: string) {
  const row = await joinedSlabs(deps.db, deps.dialect, orgId, {})
    .where('s.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const files = await orgTable(deps.db, 'big_slab_photos', orgId)
    .select('file_id')
    .where('slab_id', '=', id)
    .orderBy('seq')
    .execute();
  const photos = files.map(({ file_id: fileId }) => {
    const urls = imageUrls(deps.config, fileId);
    return { fileId, url: urls.url as string, thumbUrl: urls.thumbUrl as string };
  });
  return { ...toSlabItem(row), photos, defects: JSON.parse(row.defects_json) as SlabDefect[] };
}

async function checkFields(db: Db, orgId: string, f: SlabFields, id: string | null) {
  await checkPlace(db, orgId, f);
  checkDefects(f.defects, f.lengthMm, f.widthMm);
  await checkPhotos(db, orgId, f.photoFileIds);
  if (!(await checkBarcode(db, orgId, f.barcode, id))) throw conflict('bigSlab.barcodeTaken');
}

/** Runs inside the caller's transaction (withIdempotency). */
export async function createBigSlab(
  db: Db,
  orgId: string,
  userId: string,
  input: Omit<z.output<typeof createBigSlabBody>, 'requestId'>,
) {
  const { parentId, ...fields } = input;
  if (parentId) {
    const parent = await orgTable(db, 'big_slabs', orgId)
      .select('id')
      .where('id', '=', parentId)
      .executeTakeFirst();
    if (!parent) throw notFound('bigSlab.parentMissing');
  }
  await checkFields(db, orgId, fields, null);
  const now = nowIso();
  const id = newId();
  await db
    .insertInto('big_slabs')
    .values({
      org_id: orgId,
      id,
      ...slabColumns(fields),
      defects_json: JSON.stringify(fields.defects),
      status: 'available',
      is_remnant: parentId ? 1 : 0,
      parent_id: parentId,
      created_by: userId,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  await savePhotos(db, orgId, id, fields.photoFileIds);
  return { id };
}

/** Replaces the slab's photo list (order kept) in the caller's transaction. */
async function savePhotos(db: Db, orgId: string, slabId: string, fileIds: string[]) {
  await db
    .deleteFrom('big_slab_photos')
    .where('org_id', '=', orgId)
    .where('slab_id', '=', slabId)
    .execute();
  const rows = [...new Set(fileIds)].map((file_id, seq) => ({
    org_id: orgId,
    slab_id: slabId,
    seq,
    file_id,
  }));
  if (rows.length) await db.insertInto('big_slab_photos').values(rows).execute();
}

/** Slabs on the saw or already cut keep what was recorded when they were cut. */
const LOCKED_STATUSES = new Set(['cutting', 'cut']);

export async function updateBigSlab(
  deps: AppDeps,
  orgId: string,
  input: z.output<typeof updateBigSlabBody>,
) {
  const { id, version, ...fields } = input;
  const row = await orgTable(deps.db, 'big_slabs', orgId)
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (LOCKED_STATUSES.has(row.status)) throw conflict('bigSlab.notEditable');
  await checkFields(deps.db, orgId, fields, id);
  await deps.db.transaction().execute(async (trx) => {
    await updateAtVersion(
      trx,
      'big_slabs',
      { orgId, id, version },
      { ...slabColumns(fields), defects_json: JSON.stringify(fields.defects) },
    );
    await savePhotos(trx, orgId, id, fields.photoFileIds);
  });
}

/** Only a slab still available goes, and only once no remnant points at it. */
export async function deleteBigSlab(deps: AppDeps, orgId: string, id: string, version: number) {
  const row = await orgTable(deps.db, 'big_slabs', orgId)
    .select(['status', 'version'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.version !== version) throw conflict();
  if (row.status !== 'available') throw conflict('bigSlab.onlyAvailableDelete');
  const child = await orgTable(deps.db, 'big_slabs', orgId)
    .select('id')
    .where('parent_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (child) throw conflict('bigSlab.hasRemnants');
  await deleteAtVersion(deps.db, 'big_slabs', { orgId, id, version });
}

/** The choices of the slab form and the list filters. */
export async function getBigSlabOptions(db: Db, orgId: string) {
  const [warehouses, racks, materials] = await Promise.all([
    orgTable(db, 'warehouses', orgId)
      .select(['id', 'name', 'code'])
      .orderBy('sort')
      .orderBy('name')
      .execute(),
    orgTable(db, 'racks', orgId)
      .select(['id', 'warehouse_id', 'number'])
      .orderBy('number')
      .execute(),
    orgTable(db, 'big_slabs', orgId).select('material').distinct().orderBy('material').execute(),
  ]);
  return {
    warehouses,
    racks: racks.map((r) => ({ id: r.id, warehouseId: r.warehouse_id, number: r.number })),
    materials: materials.map((m) => m.material),
  };
}
