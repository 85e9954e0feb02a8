import { SqliteAdapter, sql } from 'kysely';
import { keywordLookup } from '../../db/keyword-search.ts';
import { containsPattern } from '../../db/list-query.ts';
import { rarePieces, trigramContains } from '../../db/pg-trigram.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import type { z } from 'zod';
import type { memberFilterBody } from '@stone/shared/enterprise/members';

/*
 * How the member list reads 1,000,000 members (issue 24, docs/adr/0023; indexes: migration l03).
 * PostgreSQL's planner has statistics and picks its own way, but for a staff no. (see below)
 * and a name or phone few users hold: its GIN trigram index finds them once, asked for the
 * text's rare pieces (pg-trigram.ts: the posting lists of trigrams every user holds, "wor",
 * "ork", took 15-25 ms), and the page and its count read their members by user id. SQLite's
 * has no statistics: it would take any filter's index and sort every match, or walk the whole
 * list for a rare one, so the list says which way leads (a unary plus keeps a column off every index, big-slab-list.repository.ts):
 * - a name or phone held by few users (the trigram table says so, keyword-search.ts): those
 *   users' members, the few matches sorted;
 * - a staff no.: the members that have one (a few thousand at most: four digits), sorted;
 * - in the default order (created) a role, a status or one department walks its own index in
 *   order; several departments (one and its sub-departments) walk the list unless they hold few;
 * - in another order, a role, status or department with few members leads; else the walk of
 *   the order's index tests them on the index (it carries them), or, by name, the walk of the
 *   users by nickname looks up each one's member, in an enterprise too large to sort.
 */

export type MemberFilter = z.output<typeof memberFilterBody> & {
  /** The chosen department and every department under it. */
  departmentIds?: string[];
};

/** A filter holding up to this many members is read on its own index and its matches sorted. */
const FEW_MEMBERS = 5_000;

export type Lead =
  | { kind: 'text'; phrase: string }
  | { kind: 'users'; ids: string[]; searched: 'name' | 'phone' }
  | { kind: 'staffNo' }
  | { kind: 'role' | 'status' | 'department' };

export type MemberPlan = {
  sqlite: boolean;
  /** What leads the page: its matches are read on their own index and sorted. */
  lead: Lead | null;
  /** By name: the users are walked by nickname (a large enterprise; SQLite). */
  usersFirst: boolean;
};

const isSqlite = (org: OrgScope) => org.db.getExecutor().adapter instanceof SqliteAdapter;

/** Does the enterprise hold at most FEW_MEMBERS members this way (an index-only count)? */
async function holdsFew(
  org: OrgScope,
  narrow: (q: ReturnType<typeof membersOf>) => ReturnType<typeof membersOf>,
) {
  const rows = narrow(membersOf(org))
    .select(sql<number>`1`.as('one'))
    .limit(FEW_MEMBERS + 1);
  const row = await org.db
    .selectFrom(rows.as('c'))
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) <= FEW_MEMBERS;
}

const membersOf = (org: OrgScope) => org.selectFrom('members as m');

/** The first rare one of the name and phone searches, through the users' trigram table. */
async function rareText(org: OrgScope, f: MemberFilter) {
  for (const text of [f.name, f.phone]) {
    if (!text) continue;
    const lookup = await keywordLookup(org.db, 'users', text);
    if (lookup.kind === 'trigram') return lookup.phrase;
  }
  return null;
}

/** An equality filter (role, status, department) with few members, for an order of its own. */
async function fewEquality(org: OrgScope, f: MemberFilter): Promise<Lead | null> {
  const departments = f.departmentIds;
  if (departments && (await holdsFew(org, (q) => q.where('m.department_id', 'in', departments))))
    return { kind: 'department' };
  const { roleId, status } = f;
  if (roleId && (await holdsFew(org, (q) => q.where('m.role_id', '=', roleId))))
    return { kind: 'role' };
  if (status && (await holdsFew(org, (q) => q.where('m.status', '=', status))))
    return { kind: 'status' };
  return null;
}

/**
 * PostgreSQL: up to this many users a name or phone finds lead the list. Few: found with a limit
 * this low, a common text is met in the first rows of a scan (1-2 ms at 1,000,000 users; at
 * 5,000 it was 14 ms), a rare one on the GIN index.
 */
const FEW_USERS = 500;

/** PostgreSQL: the users a name or phone of three or more characters finds, when few. */
async function fewUsers(org: OrgScope, f: MemberFilter): Promise<Lead | null> {
  const searches = [
    ['name', f.name, 'lower(u.nickname)'],
    ['phone', f.phone, 'lower(u.phone)'],
  ] as const;
  for (const [searched, text, expr] of searches) {
    if (!text || [...text].length < 3) continue;
    const pieces = await rarePieces(org.db, { from: 'users as u', expr }, text);
    const rows = await org.db
      .selectFrom('users as u')
      .select('u.id')
      .where(trigramContains(expr, containsPattern(text), pieces))
      .limit(FEW_USERS + 1)
      .execute();
    if (rows.length <= FEW_USERS) return { kind: 'users', ids: rows.map((r) => r.id), searched };
  }
  return null;
}

export async function planMembers(org: OrgScope, f: MemberFilter): Promise<MemberPlan> {
  const sqlite = isSqlite(org);
  const plan = { sqlite, lead: null, usersFirst: false };
  // PostgreSQL chooses its own way, but thinks a fifth of the members match a staff no.: the
  // few thousand that have one are the lead (member-list.repository.ts).
  if (!sqlite) {
    const users = await fewUsers(org, f);
    if (users) return { ...plan, lead: users };
    return f.staffNo ? { ...plan, lead: { kind: 'staffNo' } } : plan;
  }
  const phrase = await rareText(org, f);
  if (phrase) return { ...plan, lead: { kind: 'text', phrase } };
  if (f.staffNo) return { ...plan, lead: { kind: 'staffNo' } };
  const sort = f.sortField ?? 'createdAt';
  // In the default order only several departments may need it: the rest walk their own index.
  const several = (f.departmentIds?.length ?? 0) > 1;
  if (sort !== 'createdAt' || several) {
    const lead = await fewEquality(
      org,
      sort === 'createdAt' ? { departmentIds: f.departmentIds } : f,
    );
    if (lead) return { ...plan, lead };
  }
  if (sort === 'nickname') return { ...plan, usersFirst: !(await holdsFew(org, (q) => q)) };
  return plan;
}
