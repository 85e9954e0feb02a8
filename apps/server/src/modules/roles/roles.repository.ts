import type { Db } from '../../db/database.ts';

export const findRole = (db: Db, orgId: string, id: string) =>
  db
    .selectFrom('roles')
    .selectAll()
    .where('org_id', '=', orgId)
    .where('id', '=', id)
    .executeTakeFirst();

export async function isRoleNameTaken(db: Db, orgId: string, name: string, exceptId?: string) {
  let query = db
    .selectFrom('roles')
    .select('id')
    .where('org_id', '=', orgId)
    .where('name', '=', name);
  if (exceptId) query = query.where('id', '!=', exceptId);
  return !!(await query.executeTakeFirst());
}

/** Members who hold the role now (removed people don't count). */
export async function countRoleMembers(db: Db, orgId: string, roleId: string) {
  const row = await db
    .selectFrom('members')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('org_id', '=', orgId)
    .where('role_id', '=', roleId)
    .where('status', '!=', 'removed')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
