import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { createWarmWorkers } from './warm-workers.ts';

/*
 * A thread answers each job with its own threadId, so the tests see which thread ran a job:
 * "sleep" never answers (the watchdog's case), "throw" crashes the thread, "one" answers once.
 */
const dir = mkdtempSync(join(tmpdir(), 'warm-workers-'));
const entry = join(dir, 'echo.mjs');
writeFileSync(
  entry,
  `import { parentPort, threadId, workerData } from 'node:worker_threads';
parentPort.on('message', (job) => {
  if (job === 'throw') throw new Error('reader bug');
  if (job === 'sleep') return;
  parentPort.postMessage({ part: 1, threadId });
  if (job === 'one') return;
  parentPort.postMessage({ part: 2, threadId, job, tag: workerData.tag });
});
`,
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Echo = { part: number; threadId: number; job?: string; tag?: string };

const pool = (idleMs = 5_000) =>
  createWarmWorkers({ entry: pathToFileURL(entry), workerData: { tag: 'warm' }, idleMs });

async function ask(p: ReturnType<typeof pool>, job: string, maxOldGenerationSizeMb?: number) {
  const messages: Echo[] = [];
  const outcome = await p.run<Echo>({
    input: job,
    timeLimitMs: 1_000,
    ...(maxOldGenerationSizeMb ? { resourceLimits: { maxOldGenerationSizeMb } } : {}),
    onMessage: (m) => messages.push(m) === 2,
  });
  return { outcome, messages, threadId: messages[0]?.threadId };
}

test('a thread that answered runs the next job; every message of a job reaches it in order', async () => {
  const p = pool();
  const first = await ask(p, 'a');
  expect(first.outcome).toEqual({ ended: 'answered' });
  expect(first.messages.map((m) => m.part)).toEqual([1, 2]);
  expect(first.messages[1]).toMatchObject({ job: 'a', tag: 'warm' });
  expect(p.idle).toBe(1);
  const second = await ask(p, 'b');
  expect(second.threadId).toBe(first.threadId);
  // A different heap cap is another thread.
  const capped = await ask(p, 'c', 64);
  expect(capped.threadId).not.toBe(first.threadId);
  expect(p.idle).toBe(2);
  // A job of one answer: its first message, on a warm thread.
  const asked = await p.ask<Echo>({ input: 'one', timeLimitMs: 1_000 });
  expect(asked).toEqual({
    outcome: { ended: 'answered' },
    answer: { part: 1, threadId: first.threadId },
  });
});

test('a thread past its time limit or crashed is ended, and the next job gets a new one', async () => {
  const p = pool();
  const before = await ask(p, 'a');
  expect((await ask(p, 'sleep')).outcome).toEqual({ ended: 'timeout' });
  const after = await ask(p, 'b');
  expect(after.outcome).toEqual({ ended: 'answered' });
  expect(after.threadId).not.toBe(before.threadId);
  const crash = await ask(p, 'throw');
  expect(crash.outcome).toMatchObject({ ended: 'crashed', error: { message: 'reader bug' } });
  expect(p.idle).toBe(0);
  expect((await ask(p, 'c')).outcome).toEqual({ ended: 'answered' });
});

test('idle threads end after their idle time', async () => {
  const p = pool(50);
  await ask(p, 'a');
  expect(p.idle).toBe(1);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(p.idle).toBe(0);
});
