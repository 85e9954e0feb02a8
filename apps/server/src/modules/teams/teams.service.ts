// Team groups (issue 20): teams under a process and their members' coefficients. Every change
// of a coefficient moves the team's total in the same transaction (repo.moveTotal), so the sum
// stays ≤ 100 % under concurrent admins; the (process, worker) unique key keeps an employee in
// one team of a process even when two adds race.
import type { z } from 'zod';
import { ERROR_CODES } from '@stone/shared';
import { bpToPercent, BP_PER_WHOLE } from '@stone/shared/units';
import {
  coefficientToBp,
  type createTeamBody,
  type renameTeamBody,
  type teamListBody,
  type TeamItem,
} from '@stone/shared/teams/teams';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { actorScope, type OrgScope } from '../../db/org-scope.ts';
import { deleteAtVersion, updateAtVersion } from '../../db/versioned-rows.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { uniqueViolationMessage, type UniqueKey } from '../../lib/db-errors.ts';
import * as repo from './teams.repository.ts';

export const TEAM_UNIQUE_KEYS: readonly UniqueKey[] = [
  {
    name: 'team_groups_name_uq',
    columns: 'team_groups.org_id, team_groups.process_id, team_groups.name',
    key: 'team.nameTaken',
  },
  {
    name: 'team_members_process_worker_uq',
    columns: 'team_members.org_id, team_members.process_id, team_members.worker_id',
    key: 'team.workerTaken',
  },
  {
    name: 'team_members_pk',
    columns: 'team_members.org_id, team_members.team_id, team_members.worker_id',
    key: 'team.workerTaken',
  },
];

type Params = Record<string, string | number>;
const refuse = (
  key: 'team.overHundred' | 'team.workerTwice' | 'team.workerInTeam' | 'team.notMember',
  params: Params,
) => new AppError(ERROR_CODES.CONFLICT, key, null, params);

export const toTeamItem = (row: repo.TeamRow, members: repo.MemberRow[]): TeamItem => ({
  id: row.id,
  name: row.name,
  processId: row.process_id,
  processName: row.process_name,
  members: members.map((m) => ({
    workerId: m.worker_id,
    name: m.name,
    coefficient: bpToPercent(m.coefficient_bp),
  })),
  coefficientTotal: bpToPercent(row.coefficient_total_bp),
  remaining: bpToPercent(BP_PER_WHOLE - row.coefficient_total_bp),
  updatedAt: row.updated_at,
  version: row.version,
});

export async function listTeams(org: OrgScope, q: z.output<typeof teamListBody>) {
  const page = await repo.listTeams(org, q);
  const members = await repo.membersOf(
    org,
    page.list.map((t) => t.id),
  );
  return {
    ...page,
    list: page.list.map((t) =>
      toTeamItem(
        t,
        members.filter((m) => m.team_id === t.id),
      ),
    ),
  };
}

export async function teamView(org: OrgScope, id: string): Promise<TeamItem> {
  const row = await repo.findTeam(org, id);
  if (!row) throw notFound();
  return toTeamItem(row, await repo.membersOf(org, [id]));
}

export async function createTeam(
  actor: Actor,
  trx: Db,
  input: Omit<z.output<typeof createTeamBody>, 'requestId'>,
) {
  const org = actorScope(actor, trx);
  const process = await org
    .selectFrom('processes')
    .select('id')
    .where('id', '=', input.processId)
    .executeTakeFirst();
  if (!process) throw notFound('team.processMissing');
  const id = newId();
  const now = nowIso();
  await org
    .insertInto('team_groups')
    .values({
      id,
      name: input.name,
      process_id: input.processId,
      coefficient_total_bp: 0,
      version: 1,
      created_by: actor.userId,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return { id };
}

export async function renameTeam(actor: Actor, db: Db, input: z.output<typeof renameTeamBody>) {
  if (!(await repo.findTeam(actorScope(actor, db), input.id))) throw notFound();
  await updateAtVersion(db, 'team_groups', { orgId: actor.orgId, ...input }, { name: input.name });
}

/** Deleting a team deletes its members with it (the screen confirms, naming how many). */
export async function deleteTeam(actor: Actor, db: Db, at: { id: string; version: number }) {
  await actorScope(actor, db).transaction(async (org) => {
    if (!(await repo.findTeam(org, at.id))) throw notFound();
    await org.deleteFrom('team_members').where('team_id', '=', at.id).execute();
    await deleteAtVersion(org.db, 'team_groups', { orgId: actor.orgId, ...at });
  });
}

const overHundred = async (org: OrgScope, teamId: string) => {
  const team = await repo.findTeam(org, teamId);
  if (!team) return notFound();
  return refuse('team.overHundred', {
    team: team.name,
    remaining: bpToPercent(BP_PER_WHOLE - team.coefficient_total_bp),
  });
};

const workerInTeam = async (org: OrgScope, processId: string, workerIds: readonly string[]) => {
  const placed = await repo.placedWorkers(org, processId, workerIds);
  const first = placed[0];
  return first ? refuse('team.workerInTeam', { worker: first.name, team: first.team_name }) : null;
};

export type NewMember = { workerId: string; coefficient: string };

/** Adds members all or none: each an active member, once per process, the sum ≤ 100 %. */
export async function addMembers(actor: Actor, db: Db, teamId: string, members: NewMember[]) {
  const ids = members.map((m) => m.workerId);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  const names = new Map(
    (await repo.userNames(actorScope(actor, db), ids)).map((u) => [u.id, u.nickname]),
  );
  if (twice) throw refuse('team.workerTwice', { worker: names.get(twice) ?? twice });
  let processId = '';
  try {
    await actorScope(actor, db).transaction(async (org) => {
      const team = await repo.findTeam(org, teamId);
      if (!team) throw notFound();
      processId = team.process_id;
      const active = new Set((await repo.activeMembers(org, ids)).map((m) => m.user_id));
      const stranger = ids.find((id) => !active.has(id));
      if (stranger) throw refuse('team.notMember', { worker: names.get(stranger) ?? stranger });
      const placed = await workerInTeam(org, team.process_id, ids);
      if (placed) throw placed;
      const sum = members.reduce((a, m) => a + coefficientToBp(m.coefficient), 0);
      const now = nowIso();
      // The total first: it locks the team row, so concurrent adds to one team take turns.
      if (!(await repo.moveTotal(org, teamId, sum, now))) throw await overHundred(org, teamId);
      await repo.insertMembers(
        org,
        members.map((m) => ({
          team_id: teamId,
          process_id: team.process_id,
          worker_id: m.workerId,
          coefficient_bp: coefficientToBp(m.coefficient),
          added_by: actor.userId,
          added_at: now,
        })),
      );
    });
  } catch (error) {
    // A twin add of the same worker committed between our check and our insert.
    if (!uniqueViolationMessage(error, TEAM_UNIQUE_KEYS) || !processId) throw error;
    throw (await workerInTeam(actorScope(actor, db), processId, ids)) ?? error;
  }
}

/** Changes one member's coefficient; the team's total moves by the difference. */
export async function setCoefficient(
  actor: Actor,
  db: Db,
  input: { teamId: string; workerId: string; coefficient: string },
) {
  await actorScope(actor, db).transaction(async (org) => {
    const now = nowIso();
    // A move by 0 locks the team row first, so the member's old coefficient read next holds.
    if (!(await repo.moveTotal(org, input.teamId, 0, now))) throw notFound();
    const member = await repo.findMember(org, input.teamId, input.workerId);
    if (!member) throw notFound('team.memberMissing');
    const bp = coefficientToBp(input.coefficient);
    const delta = bp - member.coefficient_bp;
    if (delta !== 0 && !(await repo.moveTotal(org, input.teamId, delta, now)))
      throw await overHundred(org, input.teamId);
    await org
      .updateTable('team_members')
      .set({ coefficient_bp: bp })
      .where('team_id', '=', input.teamId)
      .where('worker_id', '=', input.workerId)
      .execute();
  });
}

export async function removeMember(
  actor: Actor,
  db: Db,
  input: { teamId: string; workerId: string },
) {
  await actorScope(actor, db).transaction(async (org) => {
    const now = nowIso();
    if (!(await repo.moveTotal(org, input.teamId, 0, now))) throw notFound();
    const member = await repo.findMember(org, input.teamId, input.workerId);
    if (!member) throw notFound('team.memberMissing');
    await org
      .deleteFrom('team_members')
      .where('team_id', '=', input.teamId)
      .where('worker_id', '=', input.workerId)
      .execute();
    await repo.moveTotal(org, input.teamId, -member.coefficient_bp, now);
  });
}

/** The process team members view: the process's teams and every worker in them. */
export async function processMembers(org: OrgScope, processId: string) {
  const teams = await repo.teamsOfProcess(org, processId);
  const members = await repo.membersOf(
    org,
    teams.map((t) => t.id),
  );
  const byId = new Map(teams.map((t) => [t.id, t]));
  return {
    teams: teams.map((t) => ({
      id: t.id,
      name: t.name,
      coefficientTotal: bpToPercent(t.coefficient_total_bp),
      remaining: bpToPercent(BP_PER_WHOLE - t.coefficient_total_bp),
    })),
    members: members.map((m) => ({
      workerId: m.worker_id,
      name: m.name,
      staffNo: m.staff_no ?? '',
      teamId: m.team_id,
      teamName: byId.get(m.team_id)?.name ?? '',
      coefficient: bpToPercent(m.coefficient_bp),
    })),
  };
}

export async function teamChoices(org: OrgScope) {
  const [processes, members] = await Promise.all([
    repo.processChoices(org),
    repo.activeMembers(org),
  ]);
  return {
    processes,
    members: members.map((m) => ({ workerId: m.user_id, name: m.name, staffNo: m.staff_no ?? '' })),
  };
}
