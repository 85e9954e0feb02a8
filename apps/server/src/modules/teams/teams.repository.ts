import { sql } from 'kysely';
import type { z } from 'zod';
import type { teamListBody } from '@stone/shared/teams/teams';
import { containsText, listPage } from '../../db/list-query.ts';
import { sameOrg, type OrgInsert, type OrgScope } from '../../db/org-scope.ts';

// Queries of team groups and their members (issue 20). The coefficient total lives on the
// group row and moves only through `moveTotal`, in the transaction that changes a member.

export type TeamRow = {
  id: string;
  name: string;
  process_id: string;
  process_name: string;
  coefficient_total_bp: number;
  updated_at: string;
  version: number;
};
export type MemberRow = {
  team_id: string;
  worker_id: string;
  coefficient_bp: number;
  name: string;
  staff_no: string | null;
};

const teamsWithProcess = (org: OrgScope) =>
  org
    .selectFrom('team_groups as g')
    .innerJoin('processes as p', (j) => j.onRef('p.id', '=', 'g.process_id').on(sameOrg('p', 'g')))
    .select([
      'g.id',
      'g.name',
      'g.process_id',
      'p.name as process_name',
      'g.coefficient_total_bp',
      'g.updated_at',
      'g.version',
    ]);

export const findTeam = (org: OrgScope, id: string): Promise<TeamRow | undefined> =>
  teamsWithProcess(org).where('g.id', '=', id).executeTakeFirst();

export const teamsOfProcess = (org: OrgScope, processId: string): Promise<TeamRow[]> =>
  teamsWithProcess(org)
    .where('g.process_id', '=', processId)
    .orderBy('g.name')
    .orderBy('g.id')
    .execute();

export async function listTeams(org: OrgScope, q: z.output<typeof teamListBody>) {
  let filtered = org.selectFrom('team_groups');
  if (q.processId) filtered = filtered.where('process_id', '=', q.processId);
  if (q.keyword) filtered = filtered.where(containsText('name', q.keyword));
  const page = await listPage(
    org,
    filtered,
    q,
    (query) => query.select('id').orderBy('created_at', 'desc').orderBy('id'),
    (row) => row.id,
  );
  const rows = page.list.length
    ? await teamsWithProcess(org).where('g.id', 'in', page.list).execute()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { ...page, list: page.list.flatMap((id) => byId.get(id) ?? []) };
}

/** Members of the teams, largest share first, each with the name and staff number of the enterprise member. */
export const membersOf = (org: OrgScope, teamIds: readonly string[]): Promise<MemberRow[]> =>
  teamIds.length === 0
    ? Promise.resolve([])
    : org
        .selectFrom('team_members as t')
        .innerJoin('users as u', 'u.id', 't.worker_id')
        .leftJoin('members as m', (j) =>
          j.onRef('m.user_id', '=', 't.worker_id').on(sameOrg('m', 't')),
        )
        .select([
          't.team_id',
          't.worker_id',
          't.coefficient_bp',
          'u.nickname as name',
          'm.staff_no',
        ])
        .where('t.team_id', 'in', [...teamIds])
        .orderBy('t.coefficient_bp', 'desc')
        .orderBy('u.nickname')
        .orderBy('t.worker_id')
        .execute();

export const findMember = (org: OrgScope, teamId: string, workerId: string) =>
  org
    .selectFrom('team_members')
    .select(['coefficient_bp'])
    .where('team_id', '=', teamId)
    .where('worker_id', '=', workerId)
    .executeTakeFirst();

/** Members of this process among `workerIds`, with their team's name: who is already placed. */
export const placedWorkers = (org: OrgScope, processId: string, workerIds: readonly string[]) =>
  org
    .selectFrom('team_members as t')
    .innerJoin('team_groups as g', (j) => j.onRef('g.id', '=', 't.team_id').on(sameOrg('g', 't')))
    .innerJoin('users as u', 'u.id', 't.worker_id')
    .select(['t.worker_id', 'g.name as team_name', 'u.nickname as name'])
    .where('t.process_id', '=', processId)
    .where('t.worker_id', 'in', [...workerIds])
    .execute();

/** The enterprise's active members (enabled), by user id: whom a team may take. */
export const activeMembers = (org: OrgScope, userIds?: readonly string[]) => {
  let q = org
    .selectFrom('members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.nickname as name', 'm.staff_no'])
    .where('m.status', '=', 'enabled');
  if (userIds) q = q.where('m.user_id', 'in', [...userIds]);
  return q.orderBy('u.nickname').orderBy('m.user_id').execute();
};

export const userNames = (org: OrgScope, ids: readonly string[]) =>
  org.db
    .selectFrom('users')
    .select(['id', 'nickname'])
    .where('id', 'in', [...ids])
    .execute();

export const processChoices = (org: OrgScope) =>
  org.selectFrom('processes').select(['id', 'name']).orderBy('name').orderBy('id').execute();

export const insertMembers = (org: OrgScope, rows: OrgInsert<'team_members'>[]) =>
  org.insertInto('team_members').values(rows).execute();

/**
 * Moves the team's total by `deltaBp` only if it stays within 0–10 000, bumping the version:
 * false when it would not. On PostgreSQL a concurrent twin waits on the row lock and then
 * re-reads the committed total, so two adds can never pass 100 % together.
 */
export async function moveTotal(org: OrgScope, teamId: string, deltaBp: number, now: string) {
  const result = await org
    .updateTable('team_groups')
    .set({
      coefficient_total_bp: sql<number>`coefficient_total_bp + ${deltaBp}`,
      version: sql<number>`version + 1`,
      updated_at: now,
    })
    .where('id', '=', teamId)
    .where(sql<boolean>`coefficient_total_bp + ${deltaBp} <= 10000`)
    .where(sql<boolean>`coefficient_total_bp + ${deltaBp} >= 0`)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
