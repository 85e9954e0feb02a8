import * as zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { boundedMemo } from '../lib/bounded-memo.ts';

/** Below this a JSON answer goes as it is: the gzip header and the CPU would cost more than saved. */
export const COMPRESS_MIN_BYTES = 1024;

/** Up to this size gzip runs inline (tens of µs); larger answers go through a zlib stream. */
const INLINE_MAX_BYTES = 64 * 1024;

/** @fastify/compress's own opt-out; set by the gate below on anything that is not JSON. */
const NO_COMPRESSION = 'x-no-compression';

const isJsonAnswer = (reply: FastifyReply, payload: unknown) =>
  (typeof payload === 'string' || Buffer.isBuffer(payload)) &&
  String(reply.getHeader('content-type') ?? '').startsWith('application/json');

/**
 * Answers are made on every call, so the cheapest settings that keep most of the gain: level 1
 * (nginx's default) for the small ones compressed inline, where starting zlib costs as much as
 * compressing; a window no larger than the answer (less to allocate). Larger answers stream
 * through the thread pool at level 4. The built assets are compressed once, at build time.
 */
export function inlineGzip(payload: Buffer): Buffer {
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(payload.length))));
  return zlib.gzipSync(payload, { level: 1, windowBits, memLevel: 7 });
}

/** The q-value an Accept-Encoding entry gives (1 when it names none). */
const qOf = (params: string[]) => {
  const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(p)?.[1]).find((v) => v);
  return q === undefined ? 1 : Number(q);
};

function parseTakesGzip(header: string): boolean {
  let named: number | undefined;
  let any: number | undefined;
  for (const entry of header.split(',')) {
    const [name = '', ...params] = entry.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === 'gzip' || coding === 'x-gzip') named = Math.max(named ?? 0, qOf(params));
    else if (coding === '*') any = qOf(params);
  }
  return (named ?? any ?? 0) > 0;
}

/**
 * Whether a client takes gzip, for an answer sent already compressed (sendPrepared): as
 * RFC 9110 reads Accept-Encoding ("gzip;q=0" refuses it, "*" takes it), which is how
 * @fastify/compress reads every header the tests give but "gzip;q=0, *" (it takes gzip there).
 * A browser sends the same header on every call, so each header is read once.
 */
const takesGzipOf = boundedMemo(1_000, parseTakesGzip);
export const takesGzip = (header: string | undefined): boolean => !!header && takesGzipOf(header);

export function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (/(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return;
  reply.header('vary', current ? `${current}, accept-encoding` : 'accept-encoding');
}

/**
 * gzips JSON answers of at least COMPRESS_MIN_BYTES for clients that take it (@fastify/compress,
 * docs/adr/0019). Only JSON written in one piece is touched: streams (file downloads, the built
 * assets, already compressed at build time) and the event stream (written to the socket
 * directly) pass as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // The library compresses whatever mime-db calls compressible (HTML, scripts, SVG and CSV
  // downloads, streams included) even when `customTypes` says no; its documented per-request
  // opt-out is the `x-no-compression` header, so app-level onSend (run before the library's
  // route-level one) sets it on everything that is not a JSON string or Buffer.
  app.addHook('onSend', (request, reply, payload, done) => {
    // Sent compressed already (sendPrepared), its Vary set: nothing to do.
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    if (!isJsonAnswer(reply, payload)) request.raw.headers[NO_COMPRESSION] = 'not json';
    // Whether or not this client takes gzip, the answer depends on Accept-Encoding. Lower case:
    // the library adds its own unless it finds exactly `accept-encoding`.
    else if (Buffer.byteLength(payload as string | Buffer) >= COMPRESS_MIN_BYTES) addVary(reply);
    done(null, payload);
  });
  await app.register(fastifyCompress, {
    encodings: ['gzip'],
    // Request bodies stay as sent: JSON only (security.ts), never a compressed one.
    globalDecompression: false,
    threshold: COMPRESS_MIN_BYTES,
    syncThreshold: INLINE_MAX_BYTES,
    customTypes: (type) => type.startsWith('application/json'),
    zlib: {
      gzipSync: inlineGzip,
      createGzip: () => zlib.createGzip({ level: 4 }),
    },
  });
}
