// Backup and restore with FILE_STORE=s3 (issue 21): the files come from, and go back to, the
// bucket (s3rver in the test), with the same manifest and checksums as the disk store.
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import type { AppDeps } from '../context.ts';
import { filesDirOf } from '../create-deps.ts';
import {
  createClusterEnv,
  PG_URL,
  startInstance,
  TEST_ENV,
  type Instance,
} from '../jobs/cluster-test-kit.ts';
import { makePng, upload } from '../modules/files/upload-test-kit.ts';
import { startS3TestServer, type S3TestServer } from '../storage/s3-test-server.ts';
import { createOrgOwner } from '../test/flows.ts';
import { TEST_DIALECTS } from '../test/test-app.ts';
import { runBackupCommand } from './backup-command.ts';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3TestServer();
});
afterAll(() => s3.close());

async function filesOf(deps: AppDeps) {
  const out: Record<string, string> = {};
  for await (const key of deps.storage.list())
    out[key] = createHash('sha256')
      .update(await deps.storage.read(key))
      .digest('hex');
  return out;
}

for (const dialect of TEST_DIALECTS)
  describe(`backup with FILE_STORE=s3 [${dialect}]`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    test('the backup holds the bucket’s files; restore puts them back into it', async () => {
      const made =
        dialect === 'postgres'
          ? await createClusterEnv()
          : { env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'stone-backup-s3-')) }, drop: null };
      const bucket = s3.settings(`backup-${dialect}`);
      const env: Record<string, string> = {
        ...made.env,
        JOBS_IN_PROCESS: '1',
        FILE_STORE: 's3',
        S3_ENDPOINT: bucket.endpoint,
        S3_BUCKET: bucket.bucket,
        S3_REGION: bucket.region,
        S3_ACCESS_KEY_ID: bucket.accessKeyId,
        S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
        S3_PREFIX: bucket.prefix!,
      };
      cleanups.push(async () => {
        await made.drop?.();
        rmSync(env.DATA_DIR!, { recursive: true, force: true });
      });
      const config = loadConfig({ ...TEST_ENV, ...env });
      let inst: Instance = await startInstance(env);
      const owner = await createOrgOwner(inst.app, inst.deps, 'backup_s3', 'Backup S3 Stone');
      const logo = await upload(
        inst.app,
        owner.token,
        { purpose: 'logo' },
        { name: 'l.png', bytes: await makePng() },
      );
      expect(logo.result).toBe(true);
      const files = await filesOf(inst.deps);
      expect(Object.keys(files)).toHaveLength(2); // the image and its thumbnail
      expect(existsSync(filesDirOf(config))).toBe(false); // nothing went to the local disk

      const dir = mkdtempSync(join(tmpdir(), 'stone-backup-s3-out-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      expect(await runBackupCommand(config, 'backup', dir)).toMatch(/ and 2 files into /);
      const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
        files: { key: string; sha256: string }[];
      };
      expect(Object.fromEntries(manifest.files.map((f) => [f.key, f.sha256]))).toEqual(files);
      await inst.close();

      // Lose the database and the bucket's files.
      for (const key of Object.keys(files)) await inst.deps.storage.remove(key);
      if (dialect === 'postgres') {
        const c = new pg.Client({ connectionString: PG_URL });
        await c.connect();
        await c.query(`drop schema ${env.DATABASE_SCHEMA} cascade`);
        await c.end();
      } else
        for (const name of ['app.db', 'app.db-wal', 'app.db-shm'])
          rmSync(join(env.DATA_DIR!, name), { force: true });

      expect(await runBackupCommand(config, 'restore', dir)).toMatch(/ and 2 files from /);
      inst = await startInstance(env);
      cleanups.push(() => inst.close());
      expect(await filesOf(inst.deps)).toEqual(files);
    });
  });
