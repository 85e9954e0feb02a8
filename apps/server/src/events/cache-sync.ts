// Cross-instance read-cache invalidation (docs/adr/0006, issue 21). A trigger on the tables
// behind the cached reads (migration 20261126-f01) sends a NOTIFY on commit; every instance
// LISTENs and drops its cache. NOTIFY inside a transaction is delivered only once it commits,
// so no instance can re-read and keep the row before the change is visible.
import type { ReadCache } from '../db/read-cache.ts';
import { channelName, type PgChannel } from './pg-channel.ts';

export async function syncReadCache(
  channel: PgChannel,
  cache: ReadCache,
  schema: string | undefined,
): Promise<void> {
  await channel.listen(channelName('stone_cache', schema), () => cache.invalidate());
  // Notifications sent while the link was down were lost: start from nothing.
  channel.onReconnect(() => cache.invalidate());
}
