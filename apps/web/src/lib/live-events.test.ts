import { describe, expect, it, vi } from 'vitest';
import {
  connectLiveEvents,
  createSseParser,
  type LiveMessage,
  type LiveStatus,
} from './live-events.ts';

/** A fake event stream: `push` sends SSE text, `end` closes it as a dropped connection would. */
function fakeStream() {
  let control!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (control = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    push: (text: string) => control.enqueue(encoder.encode(text)),
    end: () => control.close(),
  };
}

function harness(responses: (() => Response)[]) {
  const requests: Record<string, string>[] = [];
  const fetchImpl = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
    requests.push({ ...(init?.headers as Record<string, string>) });
    const next = responses.shift();
    if (!next) return new Promise<Response>(() => undefined);
    return next();
  }) as unknown as typeof fetch;
  const events: LiveMessage[] = [];
  const statuses: LiveStatus[] = [];
  let resyncs = 0;
  const close = connectLiveEvents({
    url: 'http://test/api/v1/webEvent/stream',
    token: () => 'tok',
    fetchImpl,
    backoff: { initialMs: 5, maxMs: 20 },
    onEvent: (e) => events.push(e),
    onResync: () => (resyncs += 1),
    onStatus: (s) => statuses.push(s),
  });
  return { requests, events, statuses, resyncs: () => resyncs, close };
}

const json = (body: unknown) => () =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('live events client', () => {
  it('parses frames split across chunks, skipping comments and the retry line', () => {
    const frames: unknown[] = [];
    const parse = createSseParser((f) => frames.push(f));
    parse('retry: 3000\n\n: ping\n\nid: 1\nevent: piece');
    parse('Progress\ndata: {"projectId":"p1"}\n\n');
    expect(frames).toEqual([{ id: '1', event: 'pieceProgress', data: '{"projectId":"p1"}' }]);
  });

  it('delivers events; a dropped stream reconnects with Last-Event-ID and obeys resync', async () => {
    const first = fakeStream();
    const second = fakeStream();
    const h = harness([() => first.response, () => second.response]);
    first.push('retry: 3000\n\nid: e1\nevent: pieceProgress\ndata: {"projectId":"p1"}\n\n');
    await vi.waitFor(() => expect(h.events).toHaveLength(1));
    expect(h.events[0]).toEqual({ id: 'e1', type: 'pieceProgress', data: { projectId: 'p1' } });
    expect(h.requests[0]).toMatchObject({ authorization: 'tok' });
    expect(h.statuses).toEqual(['connecting', 'live']);
    first.end();
    await vi.waitFor(() => expect(h.requests).toHaveLength(2));
    expect(h.requests[1]).toMatchObject({ 'last-event-id': 'e1' });
    second.push('event: resync\ndata: null\n\n');
    await vi.waitFor(() => expect(h.resyncs()).toBe(1));
    expect(h.statuses).toEqual(['connecting', 'live', 'reconnecting', 'live']);
    h.close();
  });

  it('keeps retrying a failing server with a growing back-off, then resyncs', async () => {
    const stream = fakeStream();
    const h = harness([
      () => {
        throw new TypeError('network down');
      },
      json({ code: 7 }),
      () => stream.response,
    ]);
    await vi.waitFor(() => expect(h.statuses.at(-1)).toBe('live'));
    expect(h.requests).toHaveLength(3);
    // Nothing to resume from: whatever happened meanwhile is reloaded.
    expect(h.resyncs()).toBe(1);
    h.close();
  });

  it('stops for good when the session is gone or the server ends the stream', async () => {
    const refused = harness([json({ code: 5 })]);
    await vi.waitFor(() => expect(refused.statuses.at(-1)).toBe('ended'));
    expect(refused.requests).toHaveLength(1);
    const stream = fakeStream();
    const ended = harness([() => stream.response]);
    stream.push('event: end\ndata: {"code":351539}\n\n');
    await vi.waitFor(() => expect(ended.statuses.at(-1)).toBe('ended'));
    await new Promise((r) => setTimeout(r, 30));
    expect(ended.requests).toHaveLength(1);
  });
});
