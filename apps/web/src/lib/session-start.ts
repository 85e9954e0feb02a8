import { setToken } from './token.ts';

/**
 * After a sign-in: keep the token and forget anything cached for a previous session. The query
 * cache is imported on demand so the sign-in page doesn't load the query library.
 */
export async function startSession(token: string): Promise<void> {
  setToken(token);
  const { queryClient } = await import('./query-client.ts');
  queryClient.clear();
}
