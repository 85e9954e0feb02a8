import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { throttled } from '../lib/app-error.ts';

/** Headers, JSON-only bodies and a per-IP request budget, for every route. */
export async function registerSecurity(
  app: FastifyInstance,
  requestsPerMinute: number,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ant Design writes its CSS-in-JS into <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  await app.register(rateLimit, {
    max: requestsPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => throttled(),
  });
  // Only JSON is parsed; anything else answers "only JSON requests are accepted".
  app.removeContentTypeParser('text/plain');
}
