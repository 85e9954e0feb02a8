import type { ServerModule } from '../../context.ts';
import type { UniqueKey } from '../../lib/db-errors.ts';
import type { FastifyInstance } from 'fastify';
import type { RequestAuth } from '../../context.ts';
import { forbidden } from '../../lib/app-error.ts';
import { defineEndpoint, ok, requireOrg } from '../../plugins/define-endpoint.ts';
import { exportMembers } from './member-export.ts';
import type { Caller } from './member-guards.ts';
import { getMemberList, getMemberOptions } from './member-list.service.ts';
import { addMember, removeMember, setMemberStatus, updateMember } from './members.service.ts';

/** The auth hook resolved the caller's membership for every enterprise endpoint. */
function callerOf(auth: RequestAuth | null): Caller {
  const member = auth?.member;
  if (!member) throw forbidden();
  return { memberId: member.memberId, isSuperAdmin: member.grants.isSuperAdmin };
}

export function registerMemberRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  defineEndpoint(app, 'webMember/getMemberList', async ({ body, auth }) =>
    ok(await getMemberList(deps, requireOrg(auth).orgId, body)),
  );
  defineEndpoint(app, 'webMember/getMemberOptions', async ({ auth }) =>
    ok(await getMemberOptions(deps, requireOrg(auth).orgId)),
  );
  defineEndpoint(app, 'webMember/addMember', async ({ body, auth }) => {
    const { orgId, userId } = requireOrg(auth);
    const { requestId, ...input } = body;
    const scope = { userId, endpoint: 'webMember/addMember', requestId };
    const data = await addMember(deps, orgId, callerOf(auth), input, scope);
    return ok(data, 'member.added');
  });
  defineEndpoint(app, 'webMember/updateMember', async ({ body, auth }) => {
    await updateMember(deps, requireOrg(auth).orgId, callerOf(auth), body);
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webMember/setMemberStatus', async ({ body, auth }) => {
    await setMemberStatus(deps, requireOrg(auth).orgId, callerOf(auth), body);
    return ok(null, 'common.ok');
  });
  defineEndpoint(app, 'webMember/removeMember', async ({ body, auth }) => {
    await removeMember(deps, requireOrg(auth).orgId, callerOf(auth), body);
    return ok(null, 'common.ok');
  });
  defineEndpoint(app, 'webMember/exportMemberList', async ({ body, auth, lang }) =>
    ok(await exportMembers(deps, requireOrg(auth).orgId, body, lang)),
  );
}

export const MEMBER_UNIQUE_KEYS: readonly UniqueKey[] = [
  {
    name: 'members_staff_no_uq',
    columns: 'members.org_id, members.staff_no',
    key: 'member.staffNoTaken',
  },
  {
    name: 'members_user_uq',
    columns: 'members.org_id, members.user_id',
    key: 'member.alreadyMember',
  },
];

export const MEMBERS_MODULE: ServerModule = {
  register: registerMemberRoutes,
  uniqueKeys: MEMBER_UNIQUE_KEYS,
};
