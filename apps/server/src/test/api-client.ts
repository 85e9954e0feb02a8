import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@stone/shared';

export type CallOptions = { token?: string; lang?: 'zh' | 'en'; headers?: Record<string, string> };

/** Calls an endpoint the way the web client does and returns the envelope and HTTP status. */
export async function call<T = unknown>(
  app: FastifyInstance,
  path: string,
  body: unknown = {},
  options: CallOptions = {},
): Promise<Envelope<T> & { status: number }> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers: {
      'content-type': 'application/json',
      'accept-language': options.lang ?? 'en',
      ...(options.token ? { authorization: options.token } : {}),
      ...options.headers,
    },
    payload: JSON.stringify(body),
  });
  return { ...(response.json() as Envelope<T>), status: response.statusCode };
}
