import type { Db } from '../../db/database.ts';
import { countOf, pageOf, type ListPaging } from '../../db/list-query.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import type { JoinApplicationsTable } from './org.tables.ts';

type ApplicationStatus = JoinApplicationsTable['status'];

// The applicant's side: a user's own applications, in whichever enterprise. No enterprise is
// theirs yet, so no org scope applies; `user_id` keeps each user to their own rows.

export async function hasPendingApplication(db: Db, userId: string): Promise<boolean> {
  const pending = await db
    .selectFrom('join_applications')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return pending !== undefined;
}

/** The user's latest applications with their enterprise's name, newest first. */
export const listApplicationsOfUser = (db: Db, userId: string, limit: number) =>
  db
    .selectFrom('join_applications as a')
    .innerJoin('orgs as o', 'o.id', 'a.org_id')
    .select(['a.id', 'a.org_id', 'o.name', 'a.status', 'a.reason', 'a.created_at'])
    .where('a.user_id', '=', userId)
    .orderBy('a.created_at', 'desc')
    .limit(limit)
    .execute();

export const findApplicationOfUser = (db: Db, applicationId: string, userId: string) =>
  db
    .selectFrom('join_applications')
    .select(['org_id', 'status'])
    .where('id', '=', applicationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();

// The enterprise's side.

export async function insertApplication(
  org: OrgScope,
  application: { id: string; userId: string; remark: string | null; now: string },
): Promise<void> {
  await org
    .insertInto('join_applications')
    .values({
      id: application.id,
      user_id: application.userId,
      remark: application.remark,
      status: 'pending',
      reason: null,
      decided_by: null,
      created_at: application.now,
      updated_at: application.now,
    })
    .execute();
}

export const findApplication = (org: OrgScope, applicationId: string) =>
  org
    .selectFrom('join_applications')
    .selectAll()
    .where('id', '=', applicationId)
    .executeTakeFirst();

/** One page of the enterprise's applications with each applicant, newest first. */
export async function listApplicationsPage(
  org: OrgScope,
  query: ListPaging & { status?: ApplicationStatus | undefined },
) {
  let base = org.selectFrom('join_applications as a').innerJoin('users as u', 'u.id', 'a.user_id');
  if (query.status) base = base.where('a.status', '=', query.status);
  const counted = base.select((eb) => eb.fn.countAll<string | number>().as('n'));
  const total = countOf(await counted.executeTakeFirstOrThrow());
  const { limit, offset } = pageOf(query);
  const rows = await base
    .select([
      'a.id',
      'u.username',
      'u.nickname',
      'u.phone',
      'a.remark',
      'a.status',
      'a.reason',
      'a.created_at',
    ])
    .orderBy('a.created_at', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return { rows, total };
}

/** The enterprise's answer to an application (the caller found it pending). */
export async function decideApplication(
  org: OrgScope,
  applicationId: string,
  decision: { status: 'approved' | 'rejected'; decidedBy: string; reason?: string; now: string },
): Promise<void> {
  await org
    .updateTable('join_applications')
    .set({
      status: decision.status,
      ...(decision.reason === undefined ? {} : { reason: decision.reason }),
      decided_by: decision.decidedBy,
      updated_at: decision.now,
    })
    .where('id', '=', applicationId)
    .execute();
}

/** The applicant withdraws it; an application decided meanwhile stays decided. */
export async function cancelPendingApplication(
  org: OrgScope,
  applicationId: string,
  now: string,
): Promise<void> {
  await org
    .updateTable('join_applications')
    .set({ status: 'cancelled', updated_at: now })
    .where('id', '=', applicationId)
    .where('status', '=', 'pending')
    .execute();
}
