import { hasAction } from '../../lib/permissions.ts';
import { useUserInfo } from '../../lib/session.ts';
import type { Perm } from './route-perms.ts';

/** May the signed-in user perform `route:action`? The server checks again on every call. */
export function useCan(): (...perm: Perm) => boolean {
  const user = useUserInfo().data;
  return (...[route, action]: Perm) => !!user && hasAction(user, route, action);
}

/** The items whose `[route, action]` permission the user holds (items without one always pass). */
export function usePermitted<T extends { perm?: Perm }>(items: T[]): T[] {
  const can = useCan();
  return items.filter((item) => !item.perm || can(...item.perm));
}
