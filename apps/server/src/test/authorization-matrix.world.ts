import { APP_ROUTES } from '@stone/shared';
import { makePng, upload } from '../modules/files/upload-test-kit.ts';
import { addAndSignIn, createOwner, createRole } from '../modules/members/admin-test-kit.ts';
import type { TestApp } from './test-app.ts';
import { call } from './api-client.ts';
import { registerUser } from './flows.ts';

/**
 * One enterprise of the authorization matrix: its people (one per persona), records every
 * endpoint can aim at, and the marker strings that must never appear in the other's answers.
 */
export type Person = { token: string; userId: string; memberId: string };
export type OrgWorld = {
  letter: 'A' | 'B';
  orgId: string;
  superAdmin: Person;
  noPerm: Person;
  viewOnly: Person;
  disabled: Person;
  removed: Person;
  /** View-only role, but their web seat was reclaimed. */
  noSeat: Person;
  target: Person;
  deptId: string;
  noPermRoleId: string;
  extraRoleId: string;
  applicationId: string;
  logoFileId: string;
  markers: string[];
};

export const PERSONAS = [
  'superAdmin',
  'noPerm',
  'viewOnly',
  'disabled',
  'removed',
  'noSeat',
  'anonymous',
] as const;
export type Persona = (typeof PERSONAS)[number];

const userIdOf = async (t: TestApp, phone: string) =>
  (
    await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow()
  ).id;

export async function buildOrgWorld(t: TestApp, letter: 'A' | 'B'): Promise<OrgWorld> {
  const l = letter.toLowerCase();
  const owner = await createOwner(t, `marker${l}owner`, `MARKER-${letter}-ORG`);
  const token = owner.token;
  const dept = await call<{ id: string }>(
    t.app,
    'webDept/createDept',
    { name: `MARKER-${letter}-DEPT` },
    { token },
  );
  const noPermRoleId = await createRole(t, token, `MARKER-${letter}-ROLE-NONE`, [100]);
  const viewRoleId = await createRole(
    t,
    token,
    `MARKER-${letter}-ROLE-VIEW`,
    APP_ROUTES.map((r) => r.menuId),
  );
  const extraRoleId = await createRole(t, token, `MARKER-${letter}-ROLE-EXTRA`, [100]);
  const person = async (name: string, roleId: string) => {
    const p = await addAndSignIn(t, token, {
      nickname: `MARKER-${letter}-${name}`,
      roleId,
      departmentId: dept.data.id,
    });
    return {
      token: p.token,
      memberId: p.memberId,
      userId: await userIdOf(t, p.phone),
      phone: p.phone,
    };
  };
  const noPerm = await person('NOPERM', noPermRoleId);
  const viewOnly = await person('VIEWONLY', viewRoleId);
  const disabled = await person('DISABLED', noPermRoleId);
  const removed = await person('REMOVED', noPermRoleId);
  const target = await person('TARGET', extraRoleId);
  const noSeat = await person('NOSEAT', viewRoleId);
  const reclaimed = await call(
    t.app,
    'webQuota/reclaimSeat',
    { memberId: noSeat.memberId, version: 1 },
    { token },
  );
  if (!reclaimed.result) throw new Error(`reclaimSeat failed: ${reclaimed.msg}`);
  await call(
    t.app,
    'webMember/setMemberStatus',
    { id: disabled.memberId, status: 'disabled', version: 1 },
    { token },
  );
  await call(t.app, 'webMember/removeMember', { id: removed.memberId, version: 1 }, { token });
  const applicant = await registerUser(t.app, t.deps, `marker${l}applicant`);
  const applied = await call<{ applicationId: string }>(
    t.app,
    'webOrg/applyJoinOrg',
    { orgId: owner.orgId, remark: `MARKER-${letter}-REMARK` },
    { token: applicant.token },
  );
  const logo = await upload(
    t.app,
    token,
    { purpose: 'logo' },
    { name: 'logo.png', bytes: await makePng() },
  );
  const logoFileId = logo.data?.fileId as string;
  const people = [noPerm, viewOnly, disabled, removed, noSeat, target];
  const ownerUserId = await userIdOf(t, owner.phone);
  return {
    letter,
    orgId: owner.orgId,
    superAdmin: { token, userId: ownerUserId, memberId: '' },
    noPerm,
    viewOnly,
    disabled,
    removed,
    noSeat,
    target,
    deptId: dept.data.id,
    noPermRoleId,
    extraRoleId,
    applicationId: applied.data.applicationId,
    logoFileId,
    markers: [
      `MARKER-${letter}-`,
      `marker${l}owner`,
      `marker${l}applicant`,
      owner.orgId,
      ownerUserId,
      owner.phone,
      applicant.phone,
      dept.data.id,
      noPermRoleId,
      viewRoleId,
      extraRoleId,
      logoFileId,
      ...people.flatMap((p) => [p.phone, p.memberId, p.userId]),
    ],
  };
}

export function personaOf(world: OrgWorld, persona: Persona): Person | null {
  return persona === 'anonymous' ? null : world[persona];
}
