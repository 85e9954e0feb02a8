import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@stone/shared/account/user';
import { api } from './api.ts';
import { isThrottled } from './api-client.ts';
import { queryClient } from './query-client.ts';
import { clearToken, getToken } from './token.ts';

export const USER_INFO_KEY = ['userInfo'] as const;

/** Loaded once per session (spec §4 step 2); later screens read it from the cache. */
export function useUserInfo(enabled = true) {
  return useQuery({
    queryKey: USER_INFO_KEY,
    queryFn: (): Promise<UserInfo> => api.call('webUser/getCurMcUserInfo', {}, { quiet: true }),
    enabled: enabled && getToken() !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
    // A 429 is not a failed session: wait 1 s, 2 s, 4 s … (at most 30 s) and ask again, for as
    // long as it takes; any other failure ends the session at once (spec §4).
    retry: (_failures, error) => isThrottled(error),
    retryDelay: (failures) => Math.min(1000 * 2 ** failures, 30_000),
  });
}

export function getCachedUserInfo(): UserInfo | undefined {
  return queryClient.getQueryData<UserInfo>(USER_INFO_KEY);
}

/** Reload user info (e.g. after creating or joining an enterprise). */
export async function reloadUserInfo(): Promise<UserInfo> {
  return queryClient.fetchQuery({
    queryKey: USER_INFO_KEY,
    queryFn: () => api.call('webUser/getCurMcUserInfo', {}, { quiet: true }),
    staleTime: 0,
  });
}

export function endSession(): void {
  clearToken();
  queryClient.clear();
}

/** Log out on the server (best effort) and locally. */
export async function logout(): Promise<void> {
  try {
    await api.call('logout', {}, { quiet: true });
  } catch {
    // The local session ends either way.
  }
  endSession();
}
