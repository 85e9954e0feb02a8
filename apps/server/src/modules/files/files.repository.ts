import type { Db } from '../../db/database.ts';
import type { FilesTable } from './files.tables.ts';

export const insertFile = (db: Db, row: FilesTable) => db.insertInto('files').values(row).execute();

export const findFile = (db: Db, id: string) =>
  db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();

/** An enterprise's file, or an enterprise-less file of the user: never anyone else's. */
export async function findOwnedFile(
  db: Db,
  id: string,
  owner: { orgId: string } | { userId: string },
  purpose: string,
) {
  let query = db
    .selectFrom('files')
    .select('id')
    .where('id', '=', id)
    .where('purpose', '=', purpose);
  query =
    'orgId' in owner
      ? query.where('org_id', '=', owner.orgId)
      : query.where('user_id', '=', owner.userId).where('org_id', 'is', null);
  return query.executeTakeFirst();
}
