import type { ServerModule } from '../../context.ts';
import type { UniqueKey } from '../../lib/db-errors.ts';
import type { FastifyInstance } from 'fastify';
import { withIdempotency } from '../../lib/idempotency.ts';
import { defineEndpoint, ok, requireOrg } from '../../plugins/define-endpoint.ts';
import { createDept, deleteDept, getDeptTree, updateDept } from './departments.service.ts';

export function registerDepartmentRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  defineEndpoint(app, 'webDept/getDeptTree', async ({ auth }) =>
    ok({ tree: await getDeptTree(deps, requireOrg(auth).orgId) }),
  );
  defineEndpoint(app, 'webDept/createDept', async ({ body, auth }) => {
    const { orgId, userId } = requireOrg(auth);
    const { requestId, ...input } = body;
    const scope = { userId, endpoint: 'webDept/createDept', requestId };
    const data = await withIdempotency(deps, scope, (trx) =>
      createDept(trx, deps.dialect, orgId, input),
    );
    return ok(data, 'common.created');
  });
  defineEndpoint(app, 'webDept/updateDept', async ({ body, auth }) => {
    await updateDept(deps, requireOrg(auth).orgId, body);
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webDept/deleteDept', async ({ body, auth }) => {
    await deleteDept(deps, requireOrg(auth).orgId, body.id, body.version);
    return ok(null, 'common.deleted');
  });
}

export const DEPARTMENT_UNIQUE_KEYS: readonly UniqueKey[] = [
  { name: 'departments_name_uq', key: 'dept.nameTaken' },
];

export const DEPARTMENTS_MODULE: ServerModule = {
  register: registerDepartmentRoutes,
  uniqueKeys: DEPARTMENT_UNIQUE_KEYS,
};
