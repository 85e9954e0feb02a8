import { hasAction } from '../../lib/permissions.ts';
import { useUserInfo } from '../../lib/session.ts';

/** May the signed-in user perform `route:action`? The server checks again on every call. */
export function useCan(): (route: string, action: string) => boolean {
  const user = useUserInfo().data;
  return (route, action) => !!user && hasAction(user, route, action);
}
