import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Below this a JSON answer goes as it is: the gzip header and the CPU would cost more than saved. */
export const COMPRESS_MIN_BYTES = 1024;

/** Up to this size gzip runs inline (tens of µs); larger answers go to the thread pool. */
const INLINE_MAX_BYTES = 64 * 1024;

const gzipAsync = promisify(gzip);

/**
 * Answers are made on every call, so the cheapest settings that keep most of the gain: level 1
 * (nginx's default) for the small ones compressed inline, where starting zlib costs as much as
 * compressing; a window no larger than the answer (less to allocate). Large answers go to the
 * thread pool at level 4. The built assets are compressed once, at build time, with brotli 11.
 */
function gzipOptions(size: number, inline: boolean) {
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(size))));
  return { level: inline ? 1 : 4, windowBits, memLevel: inline ? 7 : 8 };
}

/** Does the client take gzip? `gzip` or `*` listed without `q=0`. */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    if (token.trim() !== 'gzip' && token.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (/(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * gzips JSON answers of at least COMPRESS_MIN_BYTES for clients that take it. Only JSON written
 * in one piece is touched: streams (file downloads, the built assets, already compressed at
 * build time) and the event stream (written to the socket directly) pass as they are.
 */
export function registerCompression(app: FastifyInstance): void {
  // An answer sent as the same Buffer again (a cached PreparedEnvelope: user info on every page
  // load) is compressed once; the entry goes when the read cache lets go of the Buffer.
  const compressed = new WeakMap<Buffer, Buffer>();
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      return payload;
    }
    const size = Buffer.byteLength(payload);
    if (size < COMPRESS_MIN_BYTES) return payload;
    addVary(reply);
    if (!acceptsGzip(request.headers['accept-encoding'])) return payload;
    const inline = size <= INLINE_MAX_BYTES;
    const options = gzipOptions(size, inline);
    const known = Buffer.isBuffer(payload) ? compressed.get(payload) : undefined;
    const body = known ?? (inline ? gzipSync(payload, options) : await gzipAsync(payload, options));
    if (Buffer.isBuffer(payload) && !known) compressed.set(payload, body);
    reply.header('content-encoding', 'gzip');
    reply.removeHeader('content-length');
    return body;
  });
}
