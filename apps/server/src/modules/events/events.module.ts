// GET /api/v1/webEvent/stream (issue 21): the enterprise's live events as Server-Sent Events,
// for the boards to come. Written by hand: the maintained Fastify 5 plugin (@fastify/sse)
// needs a newer Node than ours (docs/adr/0001). The session is checked like any call (header
// `Authorization`, so a board reads it with fetch, not EventSource) and again on every
// heartbeat: a stream whose member is disabled or signed out ends with an `end` event. A
// reconnect sends `Last-Event-ID`; missed events come from the bus's ring buffer, or a
// `resync` event says the gap is too old and the board should reload.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerModule } from '../../context.ts';
import { API_PREFIX } from '@stone/shared';
import type { LiveEvent } from '../../events/event-bus.ts';
import { forbidden } from '../../lib/app-error.ts';
import { requireAuth } from '../../plugins/define-endpoint.ts';
import { assertWebSeat, tokenFrom } from '../../plugins/auth.ts';
import { resolveSession } from '../auth/session.service.ts';
import { loadMembership } from '../org/membership.ts';

export const EVENT_STREAM_PATH = `${API_PREFIX}webEvent/stream`;
export const HEARTBEAT_MS = 15_000;

const frame = (event: LiveEvent) =>
  `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

/** Ends the stream when the caller may no longer read it; the code says why, as in the API. */
async function stillAllowed(app: FastifyInstance, token: string, orgId: string, userId: string) {
  try {
    await resolveSession(app.deps, token);
    assertWebSeat(await loadMembership(app.deps, orgId, userId));
    return null;
  } catch (error) {
    return (error as { code?: number }).code ?? 8;
  }
}

export function registerEventRoutes(app: FastifyInstance): void {
  const open = new Set<FastifyReply>();
  // Streams never end by themselves: closing the app ends them, so it doesn't wait forever.
  app.addHook('preClose', async () => {
    for (const reply of open) reply.raw.end();
  });

  app.get(EVENT_STREAM_PATH, { config: { access: 'session' } }, async (request, reply) => {
    const auth = requireAuth(request.auth);
    const orgId = auth.orgId;
    if (!orgId) throw forbidden();
    assertWebSeat(await loadMembership(app.deps, orgId, auth.userId));
    const token = tokenFrom(request) ?? '';
    const lastId = request.headers['last-event-id'];
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies (nginx) must pass each event on at once.
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n\n');
    open.add(reply);
    const events = app.deps.events;
    // Subscribed before the catch-up is read, so nothing falls between the two.
    const pending: LiveEvent[] = [];
    let caughtUp = false;
    const unsubscribe = events.subscribe(orgId, (event) => {
      if (caughtUp) raw.write(frame(event));
      else pending.push(event);
    });
    if (typeof lastId === 'string' && lastId) {
      const missed = events.since(orgId, lastId);
      if (missed === null) raw.write('event: resync\ndata: null\n\n');
      const seen = new Set<string>();
      for (const event of [...(missed ?? []), ...pending])
        if (!seen.has(event.id) && seen.add(event.id)) raw.write(frame(event));
    } else for (const event of pending) raw.write(frame(event));
    caughtUp = true;

    const heartbeat = setInterval(() => {
      void stillAllowed(app, token, orgId, auth.userId).then((code) => {
        if (code === null) raw.write(': ping\n\n');
        else {
          raw.write(`event: end\ndata: ${JSON.stringify({ code })}\n\n`);
          raw.end();
        }
      });
    }, HEARTBEAT_MS);
    raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(reply);
    });
  });
}

export const EVENTS_MODULE: ServerModule = { register: registerEventRoutes };
