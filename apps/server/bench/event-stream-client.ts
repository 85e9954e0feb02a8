import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { embeddedEnv } from './demo-server.ts';

/** A bench server's config: embedded by default, `env` on top (DATABASE_URL for PostgreSQL). */
export const streamBenchConfig = (name: string, env: Record<string, string>) =>
  loadConfig({
    ...embeddedEnv(),
    ...env,
    NODE_ENV: 'development',
    DATA_DIR: mkdtempSync(join(tmpdir(), `stone-bench-${name}-`)),
    LOG_LEVEL: 'warn',
    DEMO_DATA: '0',
    RATE_LIMIT_PER_MINUTE: '100000000',
  });

/**
 * One screen on the enterprise's event stream, as the web reads it: frames are parsed and each
 * pieceProgress event's project id is reported on arrival. Answers the function that hangs up.
 */
export async function connectEventStream(
  url: string,
  token: string,
  onEvent: (projectId: string) => void,
) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: token }, signal: controller.signal });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream'))
    throw new Error(`stream refused: ${await res.text()}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      buffer += decoder.decode(chunk.value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((l) => l.startsWith('data: '));
        if (block.includes('event: pieceProgress') && data)
          onEvent((JSON.parse(data.slice(6)) as { projectId: string }).projectId);
      }
    }
  })();
  return () => controller.abort();
}
