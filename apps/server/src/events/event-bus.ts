// Live events of an enterprise (deps.events): a service publishes `{ type, data }` for its
// enterprise; every SSE stream of that enterprise, on this instance or any other, receives it.
// On SQLite (one process) the bus is in memory; on PostgreSQL each event also travels as a
// NOTIFY to the other instances (pg-channel.ts), which deliver it to their own streams.
//
// Catch-up after a reconnect (Last-Event-ID) reads a ring buffer of the last events of each
// enterprise, kept by every instance from everything it delivered: event ids are made by the
// publisher, so the same id names the same event on every instance. An id the buffer no longer
// holds answers `resync`: the board reloads what it shows instead of trusting a gap.
import { randomBytes } from 'node:crypto';
import { channelName, MAX_NOTIFY_BYTES, type PgChannel } from './pg-channel.ts';

export type LiveEvent = { id: string; type: string; data: unknown; at: string };
export type EventListener = (event: LiveEvent) => void;

export type EventBus = {
  publish(orgId: string, event: { type: string; data?: unknown }): Promise<LiveEvent>;
  /** Returns the unsubscribe. */
  subscribe(orgId: string, listener: EventListener): () => void;
  /** Events after `lastId`, oldest first; null when `lastId` has left the buffer. */
  since(orgId: string, lastId: string): LiveEvent[] | null;
  close(): Promise<void>;
};

/** Events kept per enterprise for catch-up: a board offline longer than this resyncs. */
export const EVENT_BUFFER_SIZE = 256;

export class EventTooLarge extends Error {}

type Wire = { origin: string; orgId: string; event: LiveEvent };

export function createEventBus(transport?: { channel: PgChannel; schema?: string }): EventBus {
  const origin = randomBytes(6).toString('hex');
  let seq = 0;
  const listeners = new Map<string, Set<EventListener>>();
  const buffers = new Map<string, LiveEvent[]>();

  const deliver = (orgId: string, event: LiveEvent) => {
    const buffer = buffers.get(orgId) ?? [];
    buffer.push(event);
    if (buffer.length > EVENT_BUFFER_SIZE) buffer.shift();
    buffers.set(orgId, buffer);
    for (const listener of listeners.get(orgId) ?? []) listener(event);
  };

  const channel = transport ? channelName('stone_events', transport.schema) : '';
  const ready = transport?.channel.listen(channel, (payload) => {
    const wire = JSON.parse(payload) as Wire;
    // Our own events were delivered when published.
    if (wire.origin !== origin) deliver(wire.orgId, wire.event);
  });

  return {
    async publish(orgId, { type, data = null }) {
      await ready;
      // Time first, so ids sort roughly by time; the origin and counter make them unique.
      const id = `${Date.now().toString(36)}-${origin}-${(seq += 1).toString(36)}`;
      const event: LiveEvent = { id, type, data, at: new Date().toISOString() };
      if (transport) {
        const payload = JSON.stringify({ origin, orgId, event } satisfies Wire);
        // Events carry ids and small figures; a board reads documents through the API.
        if (Buffer.byteLength(payload) > MAX_NOTIFY_BYTES) throw new EventTooLarge(type);
        await transport.channel.notify(channel, payload);
      }
      deliver(orgId, event);
      return event;
    },
    subscribe(orgId, listener) {
      const set = listeners.get(orgId) ?? new Set();
      set.add(listener);
      listeners.set(orgId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(orgId);
      };
    },
    since(orgId, lastId) {
      const buffer = buffers.get(orgId) ?? [];
      const at = buffer.findIndex((e) => e.id === lastId);
      return at < 0 ? null : buffer.slice(at + 1);
    },
    async close() {
      listeners.clear();
      buffers.clear();
    },
  };
}
