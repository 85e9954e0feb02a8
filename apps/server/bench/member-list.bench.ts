import type { memberListBody } from '@stone/shared/enterprise/members';
import type { z } from 'zod';
import type { AppDeps } from '../src/context.ts';
import { orgScope, type OrgInsert } from '../src/db/org-scope.ts';
import { newId } from '../src/lib/crypto.ts';
import { benchArgs } from './bench-args.ts';
import { runListBench } from './list-bench.ts';

/*
 * Member list at scale (issue 24: p99 < 20 ms SQLite, < 30 ms PostgreSQL at 1,000,000 rows per
 * enterprise, 50 concurrent callers): webMember/getMemberList through the whole app.
 *   npm run bench:members -w apps/server -- [--members 1000000] [--calls 200] [--pacedCalls 500] [--concurrency 50] [--keep] [--small]
 */
const args = benchArgs({ members: 1_000_000, calls: 200, pacedCalls: 500, concurrency: 50 });
const count = args.small ? 2_000 : args.members;

type MemberListBody = z.input<typeof memberListBody>;

const queries = (roleId: string): [string, MemberListBody][] => [
  ['first page', { pageSize: 20 }],
  ['newest first', { sortField: 'createdAt', sortOrder: 'descend', pageSize: 20 }],
  ['sort by staff no.', { sortField: 'staffNo', sortOrder: 'ascend', pageSize: 20 }],
  ['status disabled', { status: 'disabled', pageSize: 20 }],
  ['role', { roleId, pageSize: 20 }],
  ['name contains', { name: 'worker 4242', pageSize: 20 }],
];

async function seed(deps: AppDeps, orgId: string) {
  const org = orgScope(deps.db, orgId);
  const role = await org.selectFrom('roles').select('id').executeTakeFirstOrThrow();
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
        role_id: role.id,
        department_id: null,
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
  }
  return role.id;
}

await runListBench({
  id: 'member-list',
  title: `Member list at ${count.toLocaleString('en')} members (\`npm run bench:members -w apps/server\`)`,
  endpoint: 'webMember/getMemberList',
  rows: count,
  calls: args.calls,
  concurrency: args.concurrency,
  readings: ['burst', 'paced'],
  paceMs: 2_000,
  pacedCalls: args.pacedCalls,
  small: args.small,
  keep: args.keep,
  target: 'p99 < 20 ms on SQLite, < 30 ms on PostgreSQL, at 1,000,000 rows (issue 24).',
  seed,
  queries,
});
