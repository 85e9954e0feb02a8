import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PREFIX,
  ENDPOINTS,
  ERROR_CODES,
  type DataOf,
  type EndpointPath,
  type Language,
  type MessageKey,
} from '@stone/shared';
import type { Actor, RequestAuth } from '../context.ts';
import { AppError } from '../lib/app-error.ts';
import { languageOf } from '../lib/language.ts';
import { addVary, COMPRESS_MIN_BYTES, inlineGzip, takesGzip } from './compression.ts';
import { sendEnvelope } from './envelope.ts';

export type HandlerInput<P extends EndpointPath> = {
  body: z.output<(typeof ENDPOINTS)[P]['body']>;
  auth: RequestAuth | null;
  /** The caller as an enterprise member; only endpoints whose access names a route have one. */
  readonly actor: Actor;
  lang: Language;
  request: FastifyRequest;
};

export type HandlerOutput<P extends EndpointPath> = { data: DataOf<P>; msg?: MessageKey };

export const ok = <T>(data: T, msg?: MessageKey) => ({ data, msg });

/**
 * A success envelope already written as UTF-8 bytes, for answers asked far more often than they
 * change (user info on every page load): encoding and measuring a 3.5 KB string with Chinese
 * text was a third of that call's CPU. Build it with `successEnvelopeSchema` so it has exactly
 * the route's response shape.
 */
export class PreparedEnvelope {
  private compressed: Buffer | undefined;
  constructor(readonly bytes: Buffer) {}

  /** The bytes gzipped, once: the envelope is kept (read cache) and sent again and again. */
  get gzipped(): Buffer {
    return (this.compressed ??= inlineGzip(this.bytes));
  }
}

export const successEnvelopeSchema = <D extends z.ZodType>(data: D) =>
  z.object({ result: z.literal(true), code: z.literal(0), msg: z.string(), data });

/** One envelope schema per data schema, so its compiled writer is shared (serializer.ts). */
const envelopes = new WeakMap<z.ZodType, z.ZodType>();
function envelopeOf<D extends z.ZodType>(data: D) {
  let envelope = envelopes.get(data) as ReturnType<typeof successEnvelopeSchema<D>> | undefined;
  if (!envelope) envelopes.set(data, (envelope = successEnvelopeSchema(data)));
  return envelope;
}

/**
 * A handler's input. A class, not an object literal: a literal with a getter that closes over
 * the request gets a hidden class of its own each call, which cost microseconds per request.
 */
class EndpointInput {
  readonly body: unknown;
  readonly auth: RequestAuth | null;
  readonly lang: Language;

  constructor(readonly request: FastifyRequest) {
    this.body = request.body;
    this.auth = request.auth;
    this.lang = languageOf(request.headers['accept-language']);
  }

  get actor(): Actor {
    return actorOf(this.auth);
  }
}

/** Auth for calls that need a session; handlers may rely on it being there. */
export function requireAuth(auth: RequestAuth | null): RequestAuth {
  if (!auth) throw new AppError(ERROR_CODES.NOT_LOGGED_IN, 'auth.notLoggedIn');
  return auth;
}

/** The caller's enterprise, for endpoints whose access names a route. */
export function requireOrg(auth: RequestAuth | null): RequestAuth & { orgId: string } {
  const a = requireAuth(auth);
  if (!a.orgId) throw new AppError(ERROR_CODES.FORBIDDEN, 'auth.forbidden');
  return a as RequestAuth & { orgId: string };
}

/** The member calling an enterprise endpoint (the auth hook resolved the membership). */
export function actorOf(auth: RequestAuth | null): Actor {
  const { orgId, userId, member } = requireOrg(auth);
  if (!member) throw new AppError(ERROR_CODES.FORBIDDEN, 'auth.forbidden');
  return { orgId, userId, memberId: member.memberId, isSuperAdmin: member.grants.isSuperAdmin };
}

/**
 * Registers `POST /api/v1/<path>` with the shared schemas and declared access (checked by the
 * auth hook before validation), and wraps the handler's result in the success envelope.
 */
export function defineEndpoint<P extends EndpointPath>(
  app: FastifyInstance,
  path: P,
  /** May answer prepared bytes at once (a cached answer), or anything later. */
  handler: (
    input: HandlerInput<P>,
  ) => Promise<HandlerOutput<P> | PreparedEnvelope> | PreparedEnvelope,
): void {
  const def = ENDPOINTS[path];
  const success = envelopeOf(def.data);
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      `${API_PREFIX}${path}`,
      { schema: { body: def.body, response: { 200: success } }, config: { access: def.access } },
      (request, reply) => {
        const out = handler(new EndpointInput(request) as HandlerInput<P>);
        // Sent at once and nothing returned: a returned reply is awaited until the answer is
        // written (Fastify's reply is thenable), a promise and a 'finish' listener per call.
        if (out instanceof PreparedEnvelope) {
          sendPrepared(reply, out);
          return;
        }
        return answerLater(request, reply, out);
      },
    );
}

async function answerLater(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Promise<HandlerOutput<EndpointPath> | PreparedEnvelope>,
) {
  const out = await answer;
  if (out instanceof PreparedEnvelope) return sendPrepared(reply, out);
  return sendEnvelope(request, reply, ERROR_CODES.OK, out.msg ?? null, out.data ?? null);
}

/**
 * Bytes skip the typed serializer: the untyped reply takes them as they are, gzipped already
 * for a client that takes it, so @fastify/compress leaves them be (it negotiated the encoding
 * and looked the compressed bytes up again on every user-info call).
 */
function sendPrepared(reply: FastifyReply, prepared: PreparedEnvelope) {
  void reply.type('application/json; charset=utf-8');
  if (prepared.bytes.length < COMPRESS_MIN_BYTES) return reply.send(prepared.bytes);
  addVary(reply);
  if (!takesGzip(reply.request.headers['accept-encoding'])) return reply.send(prepared.bytes);
  return reply.header('content-encoding', 'gzip').send(prepared.gzipped);
}
