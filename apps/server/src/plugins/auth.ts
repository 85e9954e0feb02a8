import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { actionKey, canOpenRoute, ERROR_CODES, ROUTES_BY_NAME, type Access } from '@stone/shared';
import { AppError, forbidden } from '../lib/app-error.ts';
import type { AppDeps, RequestAuth } from '../context.ts';

export function tokenFrom(request: FastifyRequest): string | null {
  const header = request.headers.authorization?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '') || null;
}

type Membership = NonNullable<RequestAuth['member']> & { webAccess: boolean };
type Session = { id: string; user_id: string; current_org_id: string | null };

/**
 * What the hook asks of the account modules, handed in by app.ts (plugins import no module):
 * the session behind a token (or the code that ends it) and the caller's membership.
 */
export type AuthSources = {
  /** Answers at once when the session is in the read cache, which most calls find it. */
  resolveSession: (deps: AppDeps, token: string) => Session | Promise<Session>;
  loadMembership: (deps: AppDeps, orgId: string, userId: string) => Promise<Membership>;
};

/**
 * Runs before body parsing and validation on every API route: session, enterprise and
 * permission are checked before a handler (or a validation message) is reached. The check is
 * added to each route as it is registered, with the access it declares (the HEAD twin of a GET
 * route is registered, and checked, the same way): a global hook read the route's options on
 * every request, and Fastify builds that object anew on each read.
 */
export function registerAuth(app: FastifyInstance, sources: AuthSources): void {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || access === 'public') return;
    // No named function is made per request: tsx (keepNames) names each one as it is made.
    const check: onRequestHookHandler = (request, _reply, done) => {
      let auth: RequestAuth | Promise<RequestAuth>;
      try {
        auth = authorize(app, sources, request, access);
      } catch (error) {
        done(error as Error);
        return;
      }
      if (auth instanceof Promise) {
        auth.then((found) => {
          request.auth = found;
          done();
        }, done);
        return;
      }
      request.auth = auth;
      done();
    };
    // A new array: the route's options may share theirs with its HEAD twin.
    const own = route.onRequest;
    route.onRequest = [check, ...(Array.isArray(own) ? own : own ? [own] : [])];
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

/** The caller's auth, at once for a session-level call with a cached session. */
function authorize(
  app: FastifyInstance,
  sources: AuthSources,
  request: FastifyRequest,
  access: Exclude<Access, 'public'>,
): RequestAuth | Promise<RequestAuth> {
  const token = tokenFrom(request);
  if (!token) throw new AppError(ERROR_CODES.NOT_LOGGED_IN, 'auth.notLoggedIn');
  const session = sources.resolveSession(app.deps, token);
  return session instanceof Promise
    ? session.then((found) => authorizeSession(app, sources, found, access))
    : authorizeSession(app, sources, session, access);
}

function authorizeSession(
  app: FastifyInstance,
  { loadMembership }: AuthSources,
  session: Session,
  access: Exclude<Access, 'public'>,
): RequestAuth | Promise<RequestAuth> {
  const auth: RequestAuth = {
    userId: session.user_id,
    sessionId: session.id,
    orgId: session.current_org_id,
    member: null,
  };
  // Session-level calls (user info, logout, joining an enterprise) judge membership themselves.
  if (access === 'session') return auth;
  const orgId = auth.orgId;
  if (!orgId) throw forbidden();
  return loadMembership(app.deps, orgId, auth.userId).then((membership) => {
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
  });
}
