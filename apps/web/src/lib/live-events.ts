import { RELOGIN_CODES } from '@stone/shared/error-codes';

/**
 * A client of the server's live events (GET /api/v1/webEvent/stream, Server-Sent Events). The
 * stream needs the `Authorization` header, which EventSource cannot send, so it is read with
 * fetch. A dropped stream reconnects with a growing back-off and `Last-Event-ID`, so the server
 * replays what was missed, or answers `resync` when it no longer can: the screen then reloads
 * what it shows. A refusal the API would answer with a sign-in (session gone, member disabled)
 * or a missing permission ends it: retrying could not help.
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'ended';
export type LiveMessage = { id: string | null; type: string; data: unknown };

export type LiveOptions = {
  url: string;
  token: () => string | undefined;
  onEvent: (message: LiveMessage) => void;
  /** Events may have been missed: reload everything shown. */
  onResync: () => void;
  onStatus: (status: LiveStatus) => void;
  fetchImpl?: typeof fetch;
  backoff?: { initialMs: number; maxMs: number };
};

const DEFAULT_BACKOFF = { initialMs: 1_000, maxMs: 30_000 };
const FORBIDDEN = 6;

/** Splits SSE text into frames; keeps an unfinished frame for the next chunk. */
export function createSseParser(
  onFrame: (frame: { id: string | null; event: string; data: string | null }) => void,
) {
  let buffer = '';
  return (chunk: string) => {
    buffer += chunk.replace(/\r\n?/g, '\n');
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let id: string | null = null;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (id !== null || data.length > 0)
        onFrame({ id, event, data: data.length ? data.join('\n') : null });
    }
  };
}

const parseData = (data: string | null): unknown => {
  if (data === null) return null;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
};

/** Connects and keeps connecting until the returned function is called. */
export function connectLiveEvents(options: LiveOptions): () => void {
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  let closed = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastId: string | null = null;
  let delay = backoff.initialMs;
  let attempts = 0;

  const status = (s: LiveStatus) => {
    if (!closed) options.onStatus(s);
  };

  /** Reads one connection to its end; returns 'retry' or 'stop'. */
  const readOnce = async (): Promise<'retry' | 'stop'> => {
    controller = new AbortController();
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    const token = options.token();
    if (token) headers.authorization = token;
    if (lastId) headers['last-event-id'] = lastId;
    const res = await fetchImpl(options.url, { headers, signal: controller.signal });
    const isStream = res.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
    if (!isStream || !res.body) {
      const answer = (await res.json().catch(() => null)) as { code?: number } | null;
      const code = answer?.code ?? -1;
      return RELOGIN_CODES.includes(code) || code === FORBIDDEN ? 'stop' : 'retry';
    }
    // A reconnect without an id to resume from cannot know what it missed.
    if (attempts > 0 && lastId === null) options.onResync();
    attempts += 1;
    delay = backoff.initialMs;
    status('live');
    let ended = false;
    const parse = createSseParser((frame) => {
      if (frame.id !== null) lastId = frame.id;
      if (frame.event === 'resync') options.onResync();
      else if (frame.event === 'end') ended = true;
      else options.onEvent({ id: frame.id, type: frame.event, data: parseData(frame.data) });
    });
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      parse(decoder.decode(chunk.value, { stream: true }));
      if (ended) {
        await reader.cancel().catch(() => undefined);
        return 'stop';
      }
    }
    return 'retry';
  };

  const run = async () => {
    while (!closed) {
      let outcome: 'retry' | 'stop';
      try {
        outcome = await readOnce();
      } catch {
        outcome = 'retry';
      }
      if (closed) return;
      if (outcome === 'stop') {
        status('ended');
        return;
      }
      status('reconnecting');
      if (attempts === 0) attempts = 1;
      // Jitter, so screens cut off together don't all come back in the same instant.
      const wait = delay * (0.75 + Math.random() * 0.5);
      delay = Math.min(backoff.maxMs, delay * 2);
      await new Promise<void>((resolve) => (timer = setTimeout(resolve, wait)));
    }
  };

  status('connecting');
  void run();
  return () => {
    closed = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
