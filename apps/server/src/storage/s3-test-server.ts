// An S3-compatible server for tests: s3rver (a Koa app over a temp folder) on a random port, in a
// child process (s3rver-process.mjs says why). s3rver checks the access key id but not the SigV4
// signature itself, so signing is exercised, not verified, by these tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { S3Settings } from './s3-storage.ts';

export type S3TestServer = {
  /** Settings for a store in TEST_BUCKET (created at start), under `prefix`. */
  settings(prefix?: string): S3Settings;
  close(): Promise<void>;
};

/** s3rver's built-in account: the only key id it accepts. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';
export const TEST_BUCKET = 'stone-files';

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), 'stone-s3rver-'));
  const script = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));
  const child = spawn(
    process.execPath,
    ['--openssl-legacy-provider', script, directory, TEST_BUCKET],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((ok, fail) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) ok(Number(out.trim()));
    });
    child.once('error', fail);
    child.once('exit', (code) => fail(new Error(`s3rver exited with ${code}`)));
  });
  return {
    settings: (prefix) => ({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET_KEY,
      prefix,
    }),
    async close() {
      const exited = new Promise((ok) => child.once('exit', ok));
      child.stdin.end();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
