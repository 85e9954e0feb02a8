import { sql } from 'kysely';
import { cappedTotal, containsText, countsInOrder, directionOf } from '../../db/list-query.ts';
import { sameOrg, type OrgScope } from '../../db/org-scope.ts';
import { planMembers, type MemberFilter, type MemberPlan } from './member-list-plan.ts';

type Page = { limit: number; offset: number };

const SORT_COLUMNS = {
  nickname: 'u.nickname',
  staffNo: 'm.staff_no',
  createdAt: 'm.created_at',
} as const;

/** The column itself, or on SQLite `+column`, which no index serves (member-list-plan.ts). */
const term = (plan: MemberPlan, column: string, indexed: boolean) =>
  plan.sqlite && !indexed ? sql<unknown>`+${sql.ref(column)}` : sql.ref(column);

/** Is the list's order read off an index as it walks (else its few matches are sorted)? */
const walksOrder = (plan: MemberPlan, f: MemberFilter) =>
  !plan.lead || (plan.lead.kind === 'staffNo' && f.sortField === 'staffNo');

/** The members (never removed ones) that the filters on members leave. */
function memberFilters(org: OrgScope, f: MemberFilter, plan: MemberPlan) {
  const lead = plan.lead?.kind;
  const sort = f.sortField ?? 'createdAt';
  // A filter column serves its own index where it leads, or in the default order with no lead
  // (one department: several walk the list, see member-list-plan.ts).
  const own = (kind: 'role' | 'status' | 'department') =>
    lead === kind ||
    (!lead && sort === 'createdAt' && (kind !== 'department' || f.departmentIds?.length === 1));
  const t = (column: string, indexed: boolean) => term(plan, column, indexed);
  let query = org.selectFrom('members as m').where('m.status', '!=', 'removed');
  if (f.staffNo) {
    // Every staff no. sorts after '': the range keeps the walk to members that have one (on
    // PostgreSQL too, whose estimate of a contains-search is a fifth of the rows: it walked
    // every member, 610 ms, for the few thousand with a staff no.).
    if (lead === 'staffNo' || !plan.sqlite) query = query.where('m.staff_no', '>=', '');
    query = query.where(containsText('m.staff_no', f.staffNo));
  }
  if (f.departmentIds)
    query = query.where(t('m.department_id', own('department')), 'in', f.departmentIds);
  if (f.roleId) query = query.where(t('m.role_id', own('role')), '=', f.roleId);
  if (f.status) query = query.where(t('m.status', own('status')), '=', f.status);
  return query;
}

const membersFirst = (members: ReturnType<typeof memberFilters>) =>
  members.crossJoin('users as u').whereRef('u.id', '=', 'm.user_id');
type Joined = ReturnType<typeof membersFirst>;

/**
 * The members the filters leave, and their users where a filter or the order names them (the
 * type names them always; unjoined, no query reads them). Members lead: a cross join (with the
 * key below) is SQLite's way to keep them first, walking a covering index (l03). Where users
 * lead, the members' subquery is flattened into a cross join after them, each user's member
 * looked up by its key: by name in a large enterprise, the users walked by nickname; for a rare
 * name or phone, the users its trigram text holds (the LIKEs keep exactly the matches).
 */
function filteredMembers(org: OrgScope, f: MemberFilter, plan: MemberPlan): Joined {
  const members = memberFilters(org, f, plan);
  const after = members.selectAll('m').as('m');
  let query: Joined;
  if (plan.lead?.kind === 'text') {
    const matches = sql<{ rowid: number }>`users_search(${plan.lead.phrase})`.as('kw');
    query = org.db
      .selectFrom(matches)
      .crossJoin('users as u')
      .where(sql<boolean>`u.rowid = kw.rowid`)
      .crossJoin(after)
      .whereRef('m.user_id', '=', 'u.id') as unknown as Joined;
  } else if (plan.usersFirst)
    query = org.db
      .selectFrom('users as u')
      .crossJoin(after)
      .whereRef('m.user_id', '=', 'u.id') as unknown as Joined;
  else if (plan.lead?.kind === 'users') {
    // The users the text found (member-list-plan.ts): their members, by the members' key.
    if (plan.lead.ids.length === 0) return membersFirst(members.where(sql<boolean>`false`));
    query = membersFirst(members.where('m.user_id', 'in', plan.lead.ids));
  } else if (f.name || f.phone || f.sortField === 'nickname') query = membersFirst(members);
  else query = members as unknown as Joined;
  const searched = plan.lead?.kind === 'users' ? plan.lead.searched : null;
  if (f.name && searched !== 'name') query = query.where(containsText('u.nickname', f.name));
  if (f.phone && searched !== 'phone') query = query.where(containsText('u.phone', f.phone));
  return query;
}

type Filtered = ReturnType<typeof filteredMembers>;

/**
 * The list's order, ids breaking ties in the same direction, so one index walked either way
 * serves it (ascending ties under a descending order made PostgreSQL sort the 990,000 members
 * without a staff no., which it puts first, by id).
 */
function inOrder(query: Filtered, f: MemberFilter, plan: MemberPlan) {
  const walks = walksOrder(plan, f);
  const direction = directionOf(f);
  // PostgreSQL: `|| ''` (text stays text, in the same order) keeps a lead's few matches from
  // being met walking the order's index, which its estimate (rows spread evenly) would choose.
  const by = (column: string) =>
    plan.sqlite || walks ? term(plan, column, walks) : sql<string>`${sql.ref(column)} || ''`;
  return query
    .orderBy(by(SORT_COLUMNS[f.sortField ?? 'createdAt']), direction)
    .orderBy(by('m.id'), direction);
}

/** The ids of one page (or an export), in the list's order. */
async function pageMemberIds(org: OrgScope, f: MemberFilter, plan: MemberPlan, page: Page) {
  const rows = await inOrder(filteredMembers(org, f, plan), f, plan)
    .select('m.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map((r) => r.id);
}

/** Ids per query when the rows are fetched (an export asks for thousands). */
const FETCH_CHUNK = 500;

/** What the table shows of the members `ids`, in that order. */
async function membersByIds(org: OrgScope, ids: string[]) {
  const rows = [];
  for (let i = 0; i < ids.length; i += FETCH_CHUNK)
    rows.push(...(await memberRows(org, ids.slice(i, i + FETCH_CHUNK))));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// Role and department names by lookup, not join: joined, SQLite's planner (no statistics) led
// with the small roles table (issue 24).
const memberRows = (org: OrgScope, ids: string[]) =>
  org
    .selectFrom('members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .where('m.id', 'in', ids)
    .select([
      'm.id',
      'm.user_id',
      'u.nickname',
      'u.phone',
      'm.staff_no',
      'm.role_id',
      'm.department_id',
      'm.status',
      'm.web_access',
      'm.created_at',
      'm.version',
    ])
    .select((eb) => [
      eb
        .selectFrom('roles as r')
        .select('r.name')
        .whereRef('r.id', '=', 'm.role_id')
        .where(sameOrg('r', 'm'))
        .as('role_name'),
      eb
        .selectFrom('roles as r')
        .select('r.is_super_admin')
        .whereRef('r.id', '=', 'm.role_id')
        .where(sameOrg('r', 'm'))
        .as('is_super_admin'),
      eb
        .selectFrom('departments as d')
        .select('d.name')
        .whereRef('d.id', '=', 'm.department_id')
        .where(sameOrg('d', 'm'))
        .as('department_name'),
    ])
    .execute();

export type MemberRow = Awaited<ReturnType<typeof memberRows>>[number];

/** One page of members (or an export), in the list's order. */
export async function selectMembers(org: OrgScope, f: MemberFilter, page: Page) {
  const plan = await planMembers(org, f);
  return membersByIds(org, await pageMemberIds(org, f, plan, page));
}

/**
 * How the total is counted, up to the list cap (list-query.ts): along the page's walk, or where
 * a lead chose the matches, on the lead's index unordered. A name or phone the walk tests (too
 * short for a trigram, or common) is counted over the users instead, unordered: SQLite reads
 * them in storage order, testing the text on each row, and looks up only the matches' members,
 * where the walk looked up a user per member (at one match in twenty, 80 ms for the cap).
 */
function countQuery(org: OrgScope, f: MemberFilter, plan: MemberPlan) {
  if (plan.sqlite && !plan.lead && (f.name || f.phone))
    return { counted: filteredMembers(org, f, { ...plan, usersFirst: true }), ordered: false };
  return { counted: filteredMembers(org, f, plan), ordered: !plan.lead };
}

/** One page and its (capped) total. A short page is the total. */
export async function listMembers(org: OrgScope, f: MemberFilter, page: Page) {
  const plan = await planMembers(org, f);
  const ids = await pageMemberIds(org, f, plan, page);
  const { counted, ordered } = countQuery(org, f, plan);
  const [rows, total] = await Promise.all([
    membersByIds(org, ids),
    cappedTotal(org.db, counted, page, {
      pageRows: ids.length,
      ...(ordered ? { order: (q: Filtered) => inOrder(q, f, plan) } : {}),
    }),
  ]);
  return { rows, ...total };
}

/** The first page's queries as listMembers runs them, for plan-shape tests. */
export async function firstPageQueries(org: OrgScope, f: MemberFilter, page: Page) {
  const plan = await planMembers(org, f);
  const { counted, ordered } = countQuery(org, f, plan);
  return {
    plan,
    page: inOrder(filteredMembers(org, f, plan), f, plan)
      .select('m.id')
      .limit(page.limit),
    count: (ordered && countsInOrder(org.db)
      ? inOrder(counted, f, plan).clearSelect()
      : counted
    ).select(sql<number>`1`.as('one')),
  };
}
