import type { Db } from '../../db/database.ts';
import type { FilesTable } from './files.tables.ts';

/** Whose file: an enterprise's (an Actor will do), or a user's own, outside any enterprise. */
export type FileOwner = { orgId: string } | { userId: string };

export const insertFile = (db: Db, row: FilesTable) => db.insertInto('files').values(row).execute();

export const findFile = (db: Db, id: string) =>
  db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * An enterprise's file, or an enterprise-less file of the user: never anyone else's. An avatar
 * belongs to no enterprise, so `files` is no org-scoped table; the row is read by its id and its
 * owner compared here.
 */
export async function findOwnedFile(db: Db, id: string, owner: FileOwner, purpose: string) {
  const file = await db
    .selectFrom('files')
    .select(['id', 'org_id', 'user_id'])
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!file) return undefined;
  const isOwned =
    'orgId' in owner
      ? file.org_id === owner.orgId
      : file.org_id === null && file.user_id === owner.userId;
  return isOwned ? { id: file.id } : undefined;
}

/**
 * Uploads older than `cutoff` that nothing points to: no avatar, logo, project drawing (issue 12)
 * or large slab photo (issue 13). Across every enterprise: housekeeping, not a member's call.
 */
export async function findOrphanFileIds(db: Db, cutoff: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('files')
    .select('files.id')
    .where('files.created_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('users').select('users.id').whereRef('users.avatar', '=', 'files.id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('orgs').select('orgs.id').whereRef('orgs.logo', '=', 'files.id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('cad_uploads')
            .select('cad_uploads.id')
            .whereRef('cad_uploads.file_id', '=', 'files.id'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('big_slab_photos')
            .select('big_slab_photos.file_id')
            .whereRef('big_slab_photos.file_id', '=', 'files.id'),
        ),
      ),
    )
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

export async function deleteFiles(db: Db, ids: readonly string[]): Promise<void> {
  await db.deleteFrom('files').where('id', 'in', ids).execute();
}
