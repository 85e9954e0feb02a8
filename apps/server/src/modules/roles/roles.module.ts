import type { ServerModule } from '../../context.ts';
import type { UniqueKey } from '../../lib/db-errors.ts';
import type { FastifyInstance } from 'fastify';
import { withIdempotency } from '../../lib/idempotency.ts';
import { defineEndpoint, ok, requireOrg } from '../../plugins/define-endpoint.ts';
import { createRole, deleteRole, getRoleList, updateRole } from './roles.service.ts';

export function registerRoleRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  defineEndpoint(app, 'webRole/getRoleList', async ({ body, auth }) =>
    ok(await getRoleList(deps, requireOrg(auth).orgId, body)),
  );
  defineEndpoint(app, 'webRole/createRole', async ({ body, auth }) => {
    const { orgId, userId } = requireOrg(auth);
    const { requestId, ...input } = body;
    const scope = { userId, endpoint: 'webRole/createRole', requestId };
    const data = await withIdempotency(deps, scope, (trx) => createRole(trx, orgId, input));
    return ok(data, 'common.created');
  });
  defineEndpoint(app, 'webRole/updateRole', async ({ body, auth }) => {
    await updateRole(deps, requireOrg(auth).orgId, body);
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webRole/deleteRole', async ({ body, auth }) => {
    await deleteRole(deps, requireOrg(auth).orgId, body.id, body.version);
    return ok(null, 'common.deleted');
  });
}

export const ROLE_UNIQUE_KEYS: readonly UniqueKey[] = [
  { name: 'roles_name_uq', columns: 'roles.org_id, roles.name', key: 'role.nameTaken' },
];

export const ROLES_MODULE: ServerModule = {
  register: registerRoleRoutes,
  uniqueKeys: ROLE_UNIQUE_KEYS,
};
