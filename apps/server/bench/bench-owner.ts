import type { Db } from '../src/db/database.ts';
import { newId } from '../src/lib/crypto.ts';
import { insertOrgWithOwner } from '../src/modules/org/org.service.ts';
import { insertUser } from '../src/modules/auth/users.repository.ts';

/**
 * An owner and their enterprise straight into the tables (no sign-up, no argon2): a bench
 * measures what comes after.
 */
export async function insertBenchOwner(
  db: Db,
  owner: { username: string; phone: string; orgName: string },
) {
  const userId = await insertUser(db, {
    username: owner.username,
    phone: owner.phone,
    passwordHash: 'x',
    nickname: 'Bench',
  });
  const orgId = newId();
  await insertOrgWithOwner(db, {
    id: orgId,
    ownerId: userId,
    name: owner.orgName,
    contact: 'x',
    phone: owner.phone,
    address: 'x',
  });
  return { orgId, userId };
}
