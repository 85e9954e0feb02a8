import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Dialect } from '../../db/database.ts';
import { call } from '../../test/api-client.ts';
import { createOrgOwner, nextPhone } from '../../test/flows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Test helpers for the enterprise-administration suites (not a test file itself). */
export async function createAdminTestApp(dialect: Dialect, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stone-admin-'));
  const t = await createTestApp(dialect, { DATA_DIR: dataDir, ...env });
  const close = async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { ...t, dataDir, close };
}

export type Owner = Awaited<ReturnType<typeof createOrgOwner>> & { superRoleId: string };

export async function createOwner(t: TestApp, username: string, orgName: string): Promise<Owner> {
  const owner = await createOrgOwner(t.app, t.deps, username, orgName);
  const options = await call<{ roles: { id: string; isSuperAdmin: boolean }[] }>(
    t.app,
    'webMember/getMemberOptions',
    {},
    { token: owner.token },
  );
  const superRole = options.data.roles.find((r) => r.isSuperAdmin);
  if (!superRole) throw new Error('no super admin role');
  return { ...owner, superRoleId: superRole.id };
}

export async function createRole(
  t: TestApp,
  token: string,
  name: string,
  menuIds: number[],
  actions: string[] = [],
) {
  const res = await call<{ id: string }>(
    t.app,
    'webRole/createRole',
    { name, menuIds, actions },
    { token },
  );
  if (!res.result) throw new Error(`createRole failed: ${res.msg}`);
  return res.data.id;
}

/** Adds a new person by phone and signs them in with the one-time code they were sent. */
export async function addAndSignIn(
  t: TestApp,
  adminToken: string,
  input: { nickname: string; roleId: string; departmentId?: string; staffNo?: string },
) {
  const phone = nextPhone();
  const added = await call<{ id: string }>(
    t.app,
    'webMember/addMember',
    { phone, ...input },
    {
      token: adminToken,
    },
  );
  if (!added.result) throw new Error(`addMember failed: ${added.msg}`);
  const smsCode = t.deps.sms.lastCodeFor?.(phone);
  const login = await call<{ token: string }>(t.app, 'webAuth/loginBySms', { phone, smsCode });
  if (!login.result) throw new Error(`invite sign-in failed: ${login.msg}`);
  return { memberId: added.data.id, phone, token: login.data.token };
}

export async function memberVersion(t: TestApp, orgId: string, memberId: string) {
  const row = await t.deps.db
    .selectFrom('members')
    .select('version')
    .where('org_id', '=', orgId)
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return row.version;
}
