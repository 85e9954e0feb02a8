import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { throttled } from '../lib/app-error.ts';

const cspFor = (chatOrigin: string | undefined) =>
  [
    "default-src 'self'",
    // Only our own scripts, plus the customer-service widget's origin when one is configured.
    `script-src 'self'${chatOrigin ? ` ${chatOrigin}` : ''}`,
    // Ant Design writes its CSS-in-JS into <style> tags at run time.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${chatOrigin ? ` ${chatOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** What helmet's defaults send, with our content security policy. */
const securityHeaders = (chatOrigin: string | undefined) => ({
  'content-security-policy': cspFor(chatOrigin),
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
});

/** Headers, JSON-only bodies and a per-IP request budget, for every route. */
export async function registerSecurity(
  app: FastifyInstance,
  requestsPerMinute: number,
  chatWidgetOrigin?: string,
): Promise<void> {
  const headers = securityHeaders(chatWidgetOrigin && new URL(chatWidgetOrigin).origin);
  // Fixed headers, computed once: helmet rebuilt them on every request (docs/benchmarks.md).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(headers);
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
