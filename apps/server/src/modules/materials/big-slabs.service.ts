import { pageOf } from '../../db/list-query.ts';
import type { z } from 'zod';
import type {
  bigSlabListBody,
  createBigSlabBody,
  SlabDefect,
  updateBigSlabBody,
} from '@stone/shared/materials/slabs';
import type { Actor, AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { deleteAtVersion, updateAtVersion } from '../../db/versioned-rows.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { imageUrls } from '../files/file-url.ts';
import { actorScope } from '../../db/org-scope.ts';
import { checkBarcode, checkDefects, checkPhotos, checkPlace } from './big-slab-checks.ts';
import { listSlabPhotoIds, replaceSlabPhotos } from './big-slab-photos.repository.ts';
import {
  findSlab,
  firstRemnantOf,
  insertSlabs,
  newSlabRow,
  slabColumns,
} from './big-slab-rows.repository.ts';
import { countSlabs } from './big-slab-list.repository.ts';
import { findJoinedSlab, selectSlabRows, toSlabItem } from './big-slabs.repository.ts';
import { listRackChoices } from './racks.repository.ts';
import { listStoneChoices, requireStone } from './stone-materials.repository.ts';
import { listWarehouseChoices } from './warehouses.repository.ts';

type SlabFields = Omit<z.output<typeof updateBigSlabBody>, 'id' | 'version'>;

export async function getBigSlabList(
  actor: Actor,
  deps: Pick<AppDeps, 'db' | 'dialect'>,
  q: z.output<typeof bigSlabListBody>,
) {
  const org = actorScope(actor, deps.db);
  const page = pageOf(q);
  const rows = await selectSlabRows(org, deps.dialect, { ...q, page });
  const { total, totalCapped } = await countSlabs(org, deps.dialect, q, page, rows.length);
  return {
    list: rows.map(toSlabItem),
    total,
    totalCapped,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
  };
}

export async function getBigSlabDetail(actor: Actor, deps: AppDeps, id: string) {
  const org = actorScope(actor, deps.db);
  const row = await findJoinedSlab(org, id);
  if (!row) throw notFound();
  const photos = (await listSlabPhotoIds(org, id)).map(({ file_id: fileId }) => {
    const urls = imageUrls(deps.config, fileId);
    return { fileId, url: urls.url as string, thumbUrl: urls.thumbUrl as string };
  });
  return { ...toSlabItem(row), photos, defects: JSON.parse(row.defects_json) as SlabDefect[] };
}

async function checkFields(org: OrgScope, f: SlabFields, id: string | null) {
  await checkPlace(org, f);
  await requireStone(org, f.materialId);
  checkDefects(f.defects, f.lengthMm, f.widthMm);
  await checkPhotos(org, f.photoFileIds);
  if (!(await checkBarcode(org, f.barcode, id))) throw conflict('bigSlab.barcodeTaken');
}

/** Runs inside the caller's transaction (withIdempotency). */
export async function createBigSlab(
  actor: Actor,
  trx: Db,
  input: Omit<z.output<typeof createBigSlabBody>, 'requestId'>,
) {
  const org = actorScope(actor, trx);
  const { parentId, ...fields } = input;
  if (parentId && !(await findSlab(org, parentId))) throw notFound('bigSlab.parentMissing');
  await checkFields(org, fields, null);
  const row = newSlabRow(
    {
      ...fields,
      defectsJson: JSON.stringify(fields.defects),
      parentId,
      createdBy: actor.userId,
    },
    nowIso(),
  );
  await insertSlabs(org, [row]);
  await replaceSlabPhotos(org, row.id, fields.photoFileIds);
  return { id: row.id };
}

/** Slabs on the saw or already cut keep what was recorded when they were cut. */
const LOCKED_STATUSES = new Set(['cutting', 'cut']);

export async function updateBigSlab(
  actor: Actor,
  db: Db,
  input: z.output<typeof updateBigSlabBody>,
) {
  const { id, version, ...fields } = input;
  const org = actorScope(actor, db);
  const row = await findSlab(org, id);
  if (!row) throw notFound();
  if (LOCKED_STATUSES.has(row.status)) throw conflict('bigSlab.notEditable');
  await checkFields(org, fields, id);
  await org.transaction(async (trx) => {
    await updateAtVersion(
      trx.db,
      'big_slabs',
      { orgId: actor.orgId, id, version },
      { ...slabColumns(fields), defects_json: JSON.stringify(fields.defects) },
    );
    await replaceSlabPhotos(trx, id, fields.photoFileIds);
  });
}

/** Only a slab still available goes, and only once no remnant points at it. */
export async function deleteBigSlab(actor: Actor, db: Db, at: { id: string; version: number }) {
  const org = actorScope(actor, db);
  const row = await findSlab(org, at.id);
  if (!row) throw notFound();
  if (row.version !== at.version) throw conflict();
  if (row.status !== 'available') throw conflict('bigSlab.onlyAvailableDelete');
  if (await firstRemnantOf(org, at.id)) throw conflict('bigSlab.hasRemnants');
  await deleteAtVersion(db, 'big_slabs', { orgId: actor.orgId, ...at });
}

/** The choices of the slab form and the list filters. */
export async function getBigSlabOptions(actor: Actor, db: Db) {
  const org = actorScope(actor, db);
  const [warehouses, racks, materials] = await Promise.all([
    listWarehouseChoices(org),
    listRackChoices(org),
    listStoneChoices(org),
  ]);
  return {
    warehouses,
    racks: racks.map((r) => ({ id: r.id, warehouseId: r.warehouse_id, number: r.number })),
    materials,
  };
}
