import type { CrudPath, EndpointPath } from '@stone/shared';
import { call } from './api-client.ts';
import { nextPhone } from './flows.ts';
import { CRUD_ENTRIES } from './authorization-matrix.crud-entries.ts';
import { CUTTING_ENTRIES } from './authorization-matrix.cutting-entries.ts';
import { FLOW_ENTRIES } from './authorization-matrix.flow-entries.ts';
import { MATERIAL_ENTRIES } from './authorization-matrix.material-entries.ts';
import { PLAN_ENTRIES } from './authorization-matrix.plan-entries.ts';
import { PROCESS_ENTRIES } from './authorization-matrix.process-entries.ts';
import { WORK_REPORT_ENTRIES } from './authorization-matrix.work-report-entries.ts';
import { SECONDARY_ENTRIES } from './authorization-matrix.secondary-entries.ts';
import { FRAME_ENTRIES } from './authorization-matrix.frame-entries.ts';
import { PLAN_TASK_ENTRIES } from './authorization-matrix.plan-task-entries.ts';
import { CONTROL_ENTRIES } from './authorization-matrix.control-entries.ts';
import { PACKING_ENTRIES } from './authorization-matrix.packing-entries.ts';
import { BOX_ORDER_ENTRIES } from './authorization-matrix.box-order-entries.ts';
import { SETTLEMENT_ENTRIES } from './authorization-matrix.settlement-entries.ts';
import { PAY_ENTRIES } from './authorization-matrix.pay-entries.ts';
import { PROJECT_ENTRIES } from './authorization-matrix.project-entries.ts';
import { ORDER_ENTRIES } from './authorization-matrix.order-entries.ts';
import { BOARD_ENTRIES } from './authorization-matrix.board-entries.ts';
import { TEAM_ENTRIES } from './authorization-matrix.team-entries.ts';
import type { Ctx, Entry } from './authorization-matrix.types.ts';

const versionOf = async (ctx: Ctx, table: 'members' | 'roles' | 'departments', id: string) =>
  (
    await ctx.t.deps.db
      .selectFrom(table)
      .select('version')
      .where('org_id', '=', ctx.own.orgId)
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).version;

const asOwner = <T>(ctx: Ctx, path: string, body: unknown) =>
  call<T>(ctx.t.app, path, body, { token: ctx.own.superAdmin.token });

/** Records created per call for endpoints that consume what they act on. */
const disposableDept = async (ctx: Ctx) =>
  (
    await asOwner<{ id: string }>(ctx, 'webDept/createDept', {
      name: `MARKER-${ctx.own.letter}-D-${nextPhone()}`,
    })
  ).data.id;
const disposableRole = async (ctx: Ctx) =>
  (
    await asOwner<{ id: string }>(ctx, 'webRole/createRole', {
      name: `MARKER-${ctx.own.letter}-R-${nextPhone()}`,
      menuIds: [100],
    })
  ).data.id;
const disposableMember = async (ctx: Ctx) =>
  (
    await asOwner<{ id: string }>(ctx, 'webMember/addMember', {
      phone: nextPhone(),
      nickname: `MARKER-${ctx.own.letter}-M`,
      roleId: ctx.own.noPermRoleId,
    })
  ).data.id;

const listBody = { pageNum: 1, pageSize: 100 };

/** The endpoints that are not a simple entity's, each written out. */
const ENTRIES: Record<Exclude<EndpointPath, CrudPath>, Entry> = {
  ...PLAN_ENTRIES,
  ...MATERIAL_ENTRIES,
  ...FLOW_ENTRIES,
  ...CUTTING_ENTRIES,
  ...PROJECT_ENTRIES,
  ...PROCESS_ENTRIES,
  ...WORK_REPORT_ENTRIES,
  ...SECONDARY_ENTRIES,
  ...FRAME_ENTRIES,
  ...PLAN_TASK_ENTRIES,
  ...CONTROL_ENTRIES,
  ...PACKING_ENTRIES,
  ...BOX_ORDER_ENTRIES,
  ...ORDER_ENTRIES,
  ...TEAM_ENTRIES,
  ...SETTLEMENT_ENTRIES,
  ...PAY_ENTRIES,
  ...BOARD_ENTRIES,
  'webCaptcha/getSliderPuzzle': { body: () => ({}) },
  'webCaptcha/checkSlider': { body: () => ({}), ok: 2 },
  'webSms/sendSmsCode': { body: () => ({}), ok: 2 },
  'webAuth/register': { body: () => ({}), ok: 2 },
  'webAuth/loginByPassword': { body: () => ({}), ok: 2 },
  'webAuth/loginBySms': { body: () => ({}), ok: 2 },
  logout: { body: () => ({}), freshSession: true },
  'webUser/getCurMcUserInfo': { body: () => ({}) },
  // A confirmation that differs passes the access check and changes nothing, for every persona
  // (members added by phone may set a first password without the old one).
  'webUser/changePassword': {
    body: () => ({
      oldPassword: 'Wrong1234',
      newPassword: 'Passw0rd9',
      confirmPassword: 'Passw0rd8',
    }),
    ok: 2,
  },
  'webOrg/createOrg': {
    body: (c) => ({
      name: `MARKER-${c.own.letter}-NEW`,
      contact: 'x',
      phone: '13900000000',
      address: 'x',
    }),
    ok: 4,
  },
  'webOrg/searchOrg': { body: (c) => ({ name: `MARKER-${c.own.letter}-ORG` }) },
  'webOrg/applyJoinOrg': { body: (c) => ({ orgId: c.own.orgId }), ok: 4 },
  'webOrg/getMyApplications': { body: () => ({}) },
  'webOrg/cancelApplication': {
    body: () => ({ applicationId: 'none' }),
    ok: 3,
    cross: (c) => ({ applicationId: c.other.applicationId }),
    crossCode: 3,
  },
  'webOrg/getJoinApplicationList': { body: () => listBody },
  'webOrg/approveApplication': {
    body: (c) => ({ applicationId: 'none', roleId: c.own.noPermRoleId }),
    ok: 3,
    cross: (c) => ({ applicationId: c.other.applicationId, roleId: c.own.noPermRoleId }),
    crossCode: 3,
  },
  'webOrg/rejectApplication': {
    body: () => ({ applicationId: 'none', reason: 'no' }),
    ok: 3,
    cross: (c) => ({ applicationId: c.other.applicationId, reason: 'no' }),
    crossCode: 3,
  },
  'webMes/jumpToMes': { body: () => ({}), ok: 3 },
  'webOrg/getOrgInfo': { body: () => ({}) },
  'webOrg/saveOrgInfo': {
    body: async (c) => ({
      name: `MARKER-${c.own.letter}-ORG`,
      contact: 'Li',
      phone: '13900000000',
      region: { country: 'CN', codes: ['35'] },
      address: 'Nan an',
      logoFileId: c.own.logoFileId,
      version: (
        await c.t.deps.db
          .selectFrom('orgs')
          .select('version')
          .where('id', '=', c.own.orgId)
          .executeTakeFirstOrThrow()
      ).version,
    }),
    cross: (c) => ({
      name: `MARKER-${c.own.letter}-ORG`,
      contact: 'Li',
      phone: '13900000000',
      region: { country: 'CN', codes: ['35'] },
      address: 'Nan an',
      logoFileId: c.other.logoFileId,
      version: 1,
    }),
    crossCode: 2,
  },
  'webDept/getDeptTree': { body: () => ({}) },
  'webDept/createDept': {
    body: (c) => ({ name: `MARKER-${c.own.letter}-${nextPhone()}` }),
    cross: (c) => ({ name: 'x', parentId: c.other.deptId }),
    crossCode: 3,
  },
  'webDept/updateDept': {
    body: async (c) => ({
      id: c.own.deptId,
      name: `MARKER-${c.own.letter}-DEPT`,
      parentId: null,
      version: await versionOf(c, 'departments', c.own.deptId),
    }),
    cross: (c) => ({ id: c.other.deptId, name: 'x', parentId: null, version: 1 }),
    crossCode: 3,
  },
  'webDept/deleteDept': {
    body: async (c) => ({ id: await disposableDept(c), version: 1 }),
    cross: (c) => ({ id: c.other.deptId, version: 1 }),
    crossCode: 3,
  },
  'webMember/getMemberList': { body: () => listBody },
  'webMember/getMemberOptions': { body: () => ({}) },
  'webMember/addMember': {
    body: (c) => ({
      phone: nextPhone(),
      nickname: `MARKER-${c.own.letter}-ADDED`,
      roleId: c.own.noPermRoleId,
    }),
    cross: (c) => ({ phone: nextPhone(), nickname: 'x', roleId: c.other.noPermRoleId }),
    crossCode: 2,
  },
  'webMember/updateMember': {
    body: async (c) => ({
      id: c.own.target.memberId,
      roleId: c.own.extraRoleId,
      departmentId: c.own.deptId,
      staffNo: null,
      version: await versionOf(c, 'members', c.own.target.memberId),
    }),
    cross: (c) => ({
      id: c.other.target.memberId,
      roleId: c.own.extraRoleId,
      departmentId: null,
      staffNo: null,
      version: 1,
    }),
    crossCode: 3,
  },
  'webMember/setMemberStatus': {
    body: async (c) => ({
      id: c.own.target.memberId,
      status: 'enabled',
      version: await versionOf(c, 'members', c.own.target.memberId),
    }),
    cross: (c) => ({ id: c.other.target.memberId, status: 'disabled', version: 1 }),
    crossCode: 3,
  },
  'webMember/removeMember': {
    body: async (c) => ({ id: await disposableMember(c), version: 1 }),
    cross: (c) => ({ id: c.other.target.memberId, version: 1 }),
    crossCode: 3,
  },
  'webMember/exportMemberList': { body: () => ({}) },
  'webRole/getRoleList': { body: () => listBody },
  'webRole/createRole': {
    body: (c) => ({ name: `MARKER-${c.own.letter}-${nextPhone()}`, menuIds: [100] }),
  },
  'webRole/updateRole': {
    body: async (c) => ({
      id: c.own.extraRoleId,
      name: `MARKER-${c.own.letter}-ROLE-EXTRA`,
      menuIds: [100],
      version: await versionOf(c, 'roles', c.own.extraRoleId),
    }),
    cross: (c) => ({ id: c.other.extraRoleId, name: 'x', menuIds: [100], version: 1 }),
    crossCode: 3,
  },
  'webRole/deleteRole': {
    body: async (c) => ({ id: await disposableRole(c), version: 1 }),
    cross: (c) => ({ id: c.other.extraRoleId, version: 1 }),
    crossCode: 3,
  },
  'webUser/getPersonalInfo': { body: () => ({}) },
  'webUser/savePersonalInfo': {
    body: async (c) => {
      const user = await c.t.deps.db
        .selectFrom('users')
        .select(['nickname', 'phone', 'version'])
        .where('id', '=', c.person?.userId ?? '')
        .executeTakeFirst();
      return {
        nickname: user?.nickname ?? 'x',
        phone: user?.phone ?? '13900000000',
        gender: 'unknown',
        avatarFileId: null,
        version: user?.version ?? 1,
      };
    },
  },
  'webQuota/getQuotaList': { body: () => ({}) },
  'webQuota/getSeatList': { body: () => listBody },
  'webQuota/allocateSeat': {
    body: async (c) => ({
      memberId: c.own.target.memberId,
      version: await versionOf(c, 'members', c.own.target.memberId),
    }),
    cross: (c) => ({ memberId: c.other.target.memberId, version: 1 }),
    crossCode: 3,
  },
  'webQuota/reclaimSeat': {
    body: async (c) => ({ memberId: await disposableMember(c), version: 1 }),
    cross: (c) => ({ memberId: c.other.target.memberId, version: 1 }),
    crossCode: 3,
  },
};

/** Every JSON endpoint: the type makes a missing one a compile error, the test a failure. */
export const JSON_ENTRIES: Record<EndpointPath, Entry> = { ...CRUD_ENTRIES, ...ENTRIES };
