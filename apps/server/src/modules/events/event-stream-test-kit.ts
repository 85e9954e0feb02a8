// Reads a Server-Sent Events stream the way a board would (fetch, with the session header).
import { EVENT_STREAM_PATH } from './events.module.ts';

export type StreamFrame = { id: string | null; event: string; data: unknown };

export type OpenStream = {
  status: number;
  /** The next event frame (comments and the retry line are skipped). */
  next(timeoutMs?: number): Promise<StreamFrame>;
  close(): void;
  /** The envelope, when the server refused the stream. */
  refusal: { code: number } | null;
};

export async function openEventStream(
  baseUrl: string,
  token: string | null,
  lastEventId?: string,
): Promise<OpenStream> {
  const controller = new AbortController();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const res = await fetch(`${baseUrl}${EVENT_STREAM_PATH}`, { headers, signal: controller.signal });
  const isStream = res.headers.get('content-type')?.startsWith('text/event-stream') ?? false;
  if (!isStream) {
    const refusal = (await res.json()) as { code: number };
    return {
      status: res.status,
      next: () => Promise.reject(new Error('refused')),
      close: () => {},
      refusal,
    };
  }
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const frames: StreamFrame[] = [];
  const parse = () => {
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let id: string | null = null;
      let event = 'message';
      let data: string | null = null;
      for (const line of block.split('\n')) {
        if (line.startsWith('id: ')) id = line.slice(4);
        else if (line.startsWith('event: ')) event = line.slice(7);
        else if (line.startsWith('data: ')) data = line.slice(6);
      }
      if (data !== null) frames.push({ id, event, data: JSON.parse(data) as unknown });
    }
  };
  const next = async (timeoutMs = 5_000): Promise<StreamFrame> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const frame = frames.shift();
      if (frame) return frame;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no event in time');
      let timer: NodeJS.Timeout | undefined;
      const chunk = await Promise.race([
        reader.read(),
        new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), left))),
      ]);
      clearTimeout(timer);
      if (chunk === null) continue;
      if (chunk.done) throw new Error('stream ended');
      buffer += decoder.decode(chunk.value, { stream: true });
      parse();
    }
  };
  return { status: res.status, next, close: () => controller.abort(), refusal: null };
}
