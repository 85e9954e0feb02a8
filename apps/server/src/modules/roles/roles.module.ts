import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../../context.ts';
import type { UniqueKey } from '../../lib/db-errors.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { createRole, deleteRole, getRoleList, updateRole } from './roles.service.ts';

export function registerRoleRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  defineEndpoint(app, 'webRole/getRoleList', async ({ body, actor }) =>
    ok(await getRoleList(actor, deps.db, body)),
  );
  defineEndpoint(app, 'webRole/createRole', async ({ body, actor }) =>
    ok(await createRole(actor, deps, body), 'common.created'),
  );
  defineEndpoint(app, 'webRole/updateRole', async ({ body, actor }) => {
    await updateRole(actor, deps.db, body);
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webRole/deleteRole', async ({ body, actor }) => {
    await deleteRole(actor, deps.db, body);
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
