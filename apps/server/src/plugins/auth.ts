import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actionKey, canOpenRoute, ERROR_CODES, ROUTES_BY_NAME, type Access } from '@stone/shared';
import { AppError, forbidden } from '../lib/app-error.ts';
import type { AppDeps, RequestAuth } from '../context.ts';

export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '') || null;
}

type Membership = NonNullable<RequestAuth['member']> & { webAccess: boolean };

/**
 * What the hook asks of the account modules, handed in by app.ts (plugins import no module):
 * the session behind a token (or the code that ends it) and the caller's membership.
 */
export type AuthSources = {
  resolveSession: (
    deps: AppDeps,
    token: string,
  ) => Promise<{ id: string; user_id: string; current_org_id: string | null }>;
  loadMembership: (deps: AppDeps, orgId: string, userId: string) => Promise<Membership>;
};

/**
 * Runs before body parsing and validation on every API route: session, enterprise and
 * permission are checked before a handler (or a validation message) is reached.
 */
export function registerAuth(app: FastifyInstance, sources: AuthSources): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    request.auth = await authorize(app, sources, request, access);
  });
}

/**
 * A member whose seat was reclaimed keeps the shop-floor app only: every enterprise call from
 * the web console ends their web session there (docs/adr/0007). Session-level calls (user info,
 * logout, personal settings) stay open so the web can tell them and they can sign out.
 */
export function assertWebSeat(membership: Pick<Membership, 'webAccess'>): void {
  if (!membership.webAccess) throw new AppError(ERROR_CODES.MEMBER_DISABLED, 'auth.noWebSeat');
}

async function authorize(
  app: FastifyInstance,
  { resolveSession, loadMembership }: AuthSources,
  request: FastifyRequest,
  access: Exclude<Access, 'public'>,
) {
  const token = tokenFrom(request);
  if (!token) throw new AppError(ERROR_CODES.NOT_LOGGED_IN, 'auth.notLoggedIn');
  const deps = app.deps;
  const session = await resolveSession(deps, token);
  const auth: RequestAuth = {
    userId: session.user_id,
    sessionId: session.id,
    orgId: session.current_org_id,
    member: null,
  };
  // Session-level calls (user info, logout, joining an enterprise) judge membership themselves.
  if (access === 'session') return auth;
  if (!auth.orgId) throw forbidden();
  const membership = await loadMembership(deps, auth.orgId, auth.userId);
  // The seat comes with the cached membership row, so enforcing it here costs no extra read.
  assertWebSeat(membership);
  auth.member = membership;
  const route = ROUTES_BY_NAME.get(access.route);
  if (!route || !canOpenRoute(route, membership.plan, membership.grants)) throw forbidden();
  if (
    access.action &&
    !membership.grants.isSuperAdmin &&
    !membership.grants.actions.includes(actionKey(route.name, access.action))
  ) {
    throw forbidden();
  }
  return auth;
}
