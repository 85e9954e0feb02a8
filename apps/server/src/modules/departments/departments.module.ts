import type { FastifyInstance } from 'fastify';
import type { ServerModule } from '../../context.ts';
import type { UniqueKey } from '../../lib/db-errors.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { createDept, deleteDept, getDeptTree, updateDept } from './departments.service.ts';

export function registerDepartmentRoutes(app: FastifyInstance): void {
  const deps = app.deps;
  defineEndpoint(app, 'webDept/getDeptTree', async ({ actor }) =>
    ok({ tree: await getDeptTree(actor, deps.db) }),
  );
  defineEndpoint(app, 'webDept/createDept', async ({ body, actor }) =>
    ok(await createDept(actor, deps, body), 'common.created'),
  );
  defineEndpoint(app, 'webDept/updateDept', async ({ body, actor }) => {
    await updateDept(actor, deps.db, body);
    return ok(null, 'common.saved');
  });
  defineEndpoint(app, 'webDept/deleteDept', async ({ body, actor }) => {
    await deleteDept(actor, deps.db, body);
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
