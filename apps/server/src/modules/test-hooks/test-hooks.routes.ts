import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orgScope } from '../../db/org-scope.ts';
import { seedWalkthroughProject } from '../../demo/seed-projects.ts';
import { answerForTests } from '../auth/captcha.service.ts';
import { insertEnabledMember } from '../members/members.repository.ts';
import { insertRole, roleColumns } from '../roles/roles.repository.ts';
import { findUserByUsername, insertUser } from '../auth/users.repository.ts';

const createLimitedBody = z.strictObject({
  username: z.string().regex(/^\w+$/),
  password: z.string().min(6),
  phone: z.string().regex(/^1[3-9]\d{9}$/),
  menuIds: z.array(z.number().int()),
  actions: z.array(z.string()).default([]),
});

/**
 * Hooks that let end-to-end tests read what a person would read on their phone or screen.
 * Registered only with TEST_HOOKS=1, which the config refuses in production.
 */
export function registerTestHooks(app: FastifyInstance): void {
  const deps = app.deps;
  app.get('/api/test/last-sms-code', async (request) => {
    const { phone } = z.object({ phone: z.string() }).parse(request.query);
    return { code: deps.sms.lastCodeFor?.(phone) ?? null };
  });
  app.get('/api/test/slider-answer', async (request) => {
    const { captchaId } = z.object({ captchaId: z.string() }).parse(request.query);
    return { x: await answerForTests(deps, captchaId) };
  });
  // A member of the demo enterprise whose role opens only the given menus.
  app.post('/api/test/create-limited-member', async (request) => {
    const body = createLimitedBody.parse(request.body);
    const admin = await findUserByUsername(deps.db, 'admin');
    const orgId = admin.current_org_id as string;
    const userId = await insertUser(deps.db, {
      username: body.username,
      phone: body.phone,
      passwordHash: await deps.hasher.hash(body.password),
      nickname: body.username,
      currentOrgId: orgId,
    });
    const role = roleColumns({
      name: `limited-${body.username}`,
      menuIds: body.menuIds,
      actions: body.actions,
    });
    const roleId = await insertRole(orgScope(deps.db, orgId), role);
    await insertEnabledMember(deps.db, { orgId, userId, roleId });
    return { userId };
  });
  // A reviewed kitchen project of the demo enterprise whose slabs are still to be cut: an
  // end-to-end walk from the saw to the box owns its pieces, whatever ran before it.
  app.post('/api/test/create-walkthrough-project', async (request) => {
    const names = z
      .strictObject({ name: z.string().min(1), orderNo: z.string().min(1) })
      .parse(request.body);
    const admin = await findUserByUsername(deps.db, 'admin');
    const owner = { orgId: admin.current_org_id as string, userId: admin.id };
    return { projectId: await seedWalkthroughProject(deps, owner, names) };
  });
}
