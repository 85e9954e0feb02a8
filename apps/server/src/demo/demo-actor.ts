import type { Actor, AppDeps } from '../context.ts';
import { loadMembership } from '../modules/org/membership.ts';

/** The demo admin, resolved as a request of theirs would be: the seeds act through services. */
export async function demoActor(deps: AppDeps, orgId: string, userId: string): Promise<Actor> {
  const { memberId, grants } = await loadMembership(deps, orgId, userId);
  return { orgId, userId, memberId, isSuperAdmin: grants.isSuperAdmin };
}
