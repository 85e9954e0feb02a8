import type { FastifyInstance } from 'fastify';
import { throttled } from '../lib/app-error.ts';
import { WindowCounter } from '../lib/throttle.ts';

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

/** Every response: never sniffed into something else, never leaked by referrer or embedding. */
const API_HEADERS = {
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

/**
 * What helmet's defaults send, with our content security policy, for the web app's documents
 * and assets. JSON answers skip the policy headers a browser only applies to documents: on the
 * busiest calls they were a fifth of the bytes written (docs/benchmarks.md).
 */
const documentHeaders = (chatOrigin: string | undefined) => ({
  ...API_HEADERS,
  'content-security-policy': cspFor(chatOrigin),
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * Only API calls and writes spend the per-IP budget. The web app's files and pages (GET/HEAD
 * outside /api) are cheap, mostly cached, and a page load fetches dozens of them: counted, a few
 * reloads used up the budget and the next API call's 429 signed the person out (issue 11).
 */
const spendsBudget = (method: string, url: string): boolean =>
  url.startsWith('/api') || (method !== 'GET' && method !== 'HEAD');

/** Headers, JSON-only bodies and a per-IP request budget for the API. */
export async function registerSecurity(
  app: FastifyInstance,
  requestsPerMinute: number,
  chatWidgetOrigin?: string,
): Promise<void> {
  const docHeaders = documentHeaders(chatWidgetOrigin && new URL(chatWidgetOrigin).origin);
  // Fixed headers, computed once: helmet rebuilt them on every request.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(request.url.startsWith('/api/') ? API_HEADERS : docHeaders);
    done(null, payload);
  });
  // A fixed one-minute window per IP, in memory (docs/adr/0004); @fastify/rate-limit cost a
  // fifth of the throughput of the busiest call.
  const perIp = new WindowCounter(60_000, requestsPerMinute);
  app.addHook('onRequest', (request, reply, done) => {
    if (!spendsBudget(request.method, request.url)) {
      done();
      return;
    }
    if (perIp.isBlocked(request.ip)) {
      reply.header('retry-after', '60');
      done(throttled());
      return;
    }
    perIp.hit(request.ip);
    done();
  });
  // Only JSON is parsed; anything else answers "only JSON requests are accepted".
  app.removeContentTypeParser('text/plain');
}
