import type { OrgScope } from '../../db/org-scope.ts';

/** A slab's photos in the order they were given. */
export const listSlabPhotoIds = (org: OrgScope, slabId: string) =>
  org
    .selectFrom('big_slab_photos')
    .select('file_id')
    .where('slab_id', '=', slabId)
    .orderBy('seq')
    .execute();

/** Replaces the slab's photo list (order kept, a repeated file once); call it in a transaction. */
export async function replaceSlabPhotos(org: OrgScope, slabId: string, fileIds: string[]) {
  await org.deleteFrom('big_slab_photos').where('slab_id', '=', slabId).execute();
  const rows = [...new Set(fileIds)].map((file_id, seq) => ({ slab_id: slabId, seq, file_id }));
  if (rows.length) await org.insertInto('big_slab_photos').values(rows).execute();
}
