// One dedicated PostgreSQL connection per process that LISTENs on a few channels and sends
// NOTIFYs. Notifications are delivered to every listening session of the database, so this is
// how instances tell each other about writes (cache), events (SSE) and cancels (planning).
// A pooled connection can't LISTEN (it is handed to other queries), hence a client of its own.
import pg from 'pg';

export type PgChannel = {
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
  notify(channel: string, payload: string): Promise<void>;
  /** Called after a reconnect: notifications sent while the link was down are lost. */
  onReconnect(handler: () => void): void;
  close(): Promise<void>;
};

/** NOTIFY payloads must stay under 8000 bytes (PostgreSQL's limit). */
export const MAX_NOTIFY_BYTES = 7_900;

const RECONNECT_MS = 1_000;

/** Channel names are identifiers: one per schema, so test schemas never hear each other. */
export const channelName = (base: string, schema: string | undefined) =>
  `${base}_${schema ?? 'public'}`.slice(0, 63);

export async function openPgChannel(url: string): Promise<PgChannel> {
  const handlers = new Map<string, ((payload: string) => void)[]>();
  const reconnectHandlers: (() => void)[] = [];
  let closed = false;
  let client: pg.Client;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    next.on('error', () => reconnect());
    await next.connect();
    for (const channel of handlers.keys()) await next.query(`LISTEN "${channel}"`);
    client = next;
  };
  let reconnecting = false;
  const reconnect = () => {
    if (closed || reconnecting) return;
    reconnecting = true;
    void client.end().catch(() => {});
    const retry = () =>
      connect()
        .then(() => {
          reconnecting = false;
          for (const handler of reconnectHandlers) handler();
        })
        .catch(() => setTimeout(retry, RECONNECT_MS).unref());
    setTimeout(retry, RECONNECT_MS).unref();
  };
  await connect();

  return {
    async listen(channel, handler) {
      const list = handlers.get(channel);
      if (list) list.push(handler);
      else {
        handlers.set(channel, [handler]);
        await client.query(`LISTEN "${channel}"`);
      }
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    onReconnect(handler) {
      reconnectHandlers.push(handler);
    },
    async close() {
      closed = true;
      await client.end().catch(() => {});
    },
  };
}
