import type { BodyOf, DataOf, EndpointPath } from '@stone/shared';
import type { CallOptions } from './api-client.ts';
import { addMessages } from './i18n.ts';

/**
 * The API client (and axios with it) loaded at the first call, for the public pages: the
 * sign-in page paints without it, and warms it as soon as someone starts filling in a form.
 * The account messages come along: a code-2 answer names its fields' errors by message key.
 */
async function importApi() {
  const [client, messages] = await Promise.all([
    import('./api.ts'),
    import('@stone/shared/account/messages'),
  ]);
  addMessages(messages.ACCOUNT_MESSAGES);
  return client;
}

let loading: ReturnType<typeof importApi> | undefined;

/** One load for every call; after a failed one (a chunk lost to the network) the next retries. */
function loadApi(): ReturnType<typeof importApi> {
  loading ??= importApi().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Start loading the client without waiting for it; a failed load is retried by the call. */
export function warmApi(): void {
  void loadApi().catch(() => undefined);
}

export async function callApi<P extends EndpointPath>(
  path: P,
  body: BodyOf<P>,
  options?: CallOptions,
): Promise<DataOf<P>> {
  const { api } = await loadApi();
  return api.call(path, body, options);
}
