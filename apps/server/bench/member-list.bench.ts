import type { memberListBody } from '@stone/shared/enterprise/members';
import type { z } from 'zod';
import { sql } from 'kysely';
import type { AppDeps } from '../src/context.ts';
import { orgScope, type OrgInsert } from '../src/db/org-scope.ts';
import { newId } from '../src/lib/crypto.ts';
import { insertDept } from '../src/modules/departments/departments.repository.ts';
import { insertRole, roleColumns } from '../src/modules/roles/roles.repository.ts';
import { benchArgs } from './bench-args.ts';
import { checkpointSeed } from './seed-checkpoint.ts';
import { millionRowBench, runListBench } from './list-bench.ts';

/*
 * Member list at scale (issue 24: p99 < 20 ms SQLite, < 30 ms PostgreSQL at 1,000,000 rows per
 * enterprise, 50 concurrent callers): webMember/getMemberList through the whole app, every filter
 * and sort of the member screen. A quarter of the members in each of two sub-departments of
 * Production and in Warehouse, one in a thousand in Quality; one in a hundred an inspector; the
 * first 10,000 have a staff no. (four digits at most, ADMIN_LIMITS).
 *   npm run bench:members -w apps/server -- [--members 1000000] [--calls 200] [--pacedCalls 500] [--concurrency 50] [--keep] [--small]
 */
const args = benchArgs({ members: 1_000_000, calls: 200, pacedCalls: 500, concurrency: 50 });
const count = args.small ? 2_000 : args.members;

type MemberListBody = z.input<typeof memberListBody>;
type Seeded = { inspector: string; production: string; quality: string };

const queries = (s: Seeded): [string, MemberListBody][] => [
  ['first page', { pageSize: 20 }],
  ['newest first', { sortField: 'createdAt', sortOrder: 'descend', pageSize: 20 }],
  ['sort by name', { sortField: 'nickname', sortOrder: 'ascend', pageSize: 20 }],
  ['sort by staff no.', { sortField: 'staffNo', sortOrder: 'descend', pageSize: 20 }],
  ['status disabled', { status: 'disabled', pageSize: 20 }],
  ['role (1 in 100)', { roleId: s.inspector, pageSize: 20 }],
  ['department and its sub-departments', { departmentId: s.production, pageSize: 20 }],
  ['department (1 in 1,000)', { departmentId: s.quality, pageSize: 20 }],
  ['name contains (common)', { name: 'worker', pageSize: 20 }],
  ['name contains (rare)', { name: 'worker 4242', pageSize: 20 }],
  ['name contains (2 characters)', { name: '42', pageSize: 20 }],
  ['phone contains', { phone: '00424242', pageSize: 20 }],
  ['staff no. contains', { staffNo: '42', pageSize: 20 }],
];

async function seed(deps: AppDeps, orgId: string): Promise<Seeded> {
  const org = orgScope(deps.db, orgId);
  const role = await org.selectFrom('roles').select('id').executeTakeFirstOrThrow();
  const inspector = await insertRole(
    org,
    roleColumns({ name: 'Inspector', menuIds: [], actions: [] }),
  );
  const production = await insertDept(org, { name: 'Production', parentId: null });
  const depts = [
    await insertDept(org, { name: 'Cutting', parentId: production }),
    await insertDept(org, { name: 'Polishing', parentId: production }),
    await insertDept(org, { name: 'Warehouse', parentId: null }),
    null,
  ];
  const quality = await insertDept(org, { name: 'Quality', parentId: null });
  const base = Date.now() - count * 1000;
  for (let i = 0; i < count; i += 500) {
    const users = [];
    const members: OrgInsert<'members'>[] = [];
    for (let k = i; k < Math.min(count, i + 500); k++) {
      const at = new Date(base + k * 1000).toISOString();
      const id = newId();
      users.push({
        id,
        username: `bm${k}`,
        phone: `19${String(k).padStart(9, '0')}`,
        password_hash: 'x',
        nickname: `Worker ${k}`,
        avatar: null,
        gender: null,
        current_org_id: orgId,
        created_at: at,
        updated_at: at,
        version: 1,
      });
      members.push({
        id: newId(),
        user_id: id,
        role_id: k % 100 === 3 ? inspector : role.id,
        department_id: k % 1000 === 1 ? quality : (depts[k % 4] ?? null),
        // Staff numbers have four digits (ADMIN_LIMITS), unique in the enterprise.
        staff_no: k < 10_000 ? String(k).padStart(4, '0') : null,
        status: k % 50 === 0 ? 'disabled' : 'enabled',
        web_access: 1,
        created_at: at,
        updated_at: at,
        version: 1,
      });
    }
    await deps.db.insertInto('users').values(users).execute();
    await org.insertInto('members').values(members).execute();
    await checkpointSeed(deps, i / 500);
  }
  // As a live table of this size has been by autovacuum (project-list.bench.ts).
  if (deps.dialect === 'postgres') await sql`vacuum users, members`.execute(deps.db);
  return { inspector, production, quality };
}

await runListBench({
  id: 'member-list',
  title: `Member list at ${count.toLocaleString('en')} members (\`npm run bench:members -w apps/server\`)`,
  endpoint: 'webMember/getMemberList',
  rows: count,
  ...millionRowBench(args),
  seed,
  queries,
});
