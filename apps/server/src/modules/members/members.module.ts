import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../../context.ts';
import type { UniqueKey } from '../../lib/db-errors.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { addMember } from './member-add.service.ts';
import { exportMembers } from './member-export.ts';
import { getMemberList, getMemberOptions } from './member-list.service.ts';
import { removeMember, setMemberStatus, updateMember } from './members.service.ts';

export function registerMemberRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  defineEndpoint(app, 'webMember/getMemberList', async ({ body, actor }) =>
    ok(await getMemberList(actor, deps.db, body)),
  );
  defineEndpoint(app, 'webMember/getMemberOptions', async ({ actor }) =>
    ok(await getMemberOptions(actor, deps.db)),
  );
  defineEndpoint(app, 'webMember/addMember', async ({ body, actor }) =>
    ok(await addMember(actor, deps, body), 'member.added'),
  );
  defineEndpoint(app, 'webMember/updateMember', async ({ body, actor }) => {
    await updateMember(actor, deps.db, body);
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webMember/setMemberStatus', async ({ body, actor }) => {
    await setMemberStatus(actor, deps, body);
    return ok(null, 'common.ok');
  });
  defineEndpoint(app, 'webMember/removeMember', async ({ body, actor }) => {
    await removeMember(actor, deps, body);
    return ok(null, 'common.ok');
  });
  defineEndpoint(app, 'webMember/exportMemberList', async ({ body, actor, lang }) =>
    ok(await exportMembers(actor, deps.db, { filter: body, lang })),
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
