import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { throttled } from '../lib/app-error.ts';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Ant Design writes its CSS-in-JS into <style> tags at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** What helmet's defaults send, with our content security policy. */
const SECURITY_HEADERS = {
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** Headers, JSON-only bodies and a per-IP request budget, for every route. */
export async function registerSecurity(
  app: FastifyInstance,
  requestsPerMinute: number,
): Promise<void> {
  // Fixed headers, computed once: helmet rebuilt them on every request (docs/benchmarks.md).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });
  await app.register(rateLimit, {
    max: requestsPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => throttled(),
  });
  // Only JSON is parsed; anything else answers "only JSON requests are accepted".
  app.removeContentTypeParser('text/plain');
}
