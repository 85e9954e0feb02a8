import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../config.ts';
import type { AppDeps } from '../context.ts';
import { filesDirOf } from '../create-deps.ts';
import { newId, nowIso } from '../lib/crypto.ts';
import { call } from '../test/api-client.ts';
import { createOrgOwner } from '../test/flows.ts';
import { TEST_DIALECTS } from '../test/test-app.ts';
import { makePng, upload } from '../modules/files/upload-test-kit.ts';
import { fixture } from '../modules/planning/planning-test-kit.ts';
import { createDiskStorage } from '../storage/file-storage.ts';
import {
  createClusterEnv,
  PG_URL,
  startInstance,
  TEST_ENV,
  type Instance,
} from '../jobs/cluster-test-kit.ts';
import { backupTargetOf } from './backup-command.ts';
import { backup, restore } from './backup.ts';

type Env = { env: Record<string, string>; drop(): Promise<void> };

async function freshEnv(dialect: string): Promise<Env> {
  const made: Env =
    dialect === 'postgres'
      ? await createClusterEnv()
      : (() => {
          const dir = mkdtempSync(join(tmpdir(), 'stone-backup-'));
          return {
            env: { DATA_DIR: dir },
            drop: async () => rmSync(dir, { recursive: true, force: true }),
          };
        })();
  // No workers in these tests: plans (none here) would run in the process.
  made.env.JOBS_IN_PROCESS = '1';
  return made;
}

/** Every row of every table of the app's schema, as sorted JSON per table, with its hash. */
async function snapshotRows(deps: AppDeps, schema: string | undefined) {
  const tables = (await deps.db.introspection.getTables({ withInternalKyselyTables: true }))
    .filter((t) => !t.isView && (schema === undefined || t.schema === schema))
    .map((t) => t.name)
    .sort();
  const out: Record<string, { rows: number; sha256: string }> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      deps.db,
    );
    const lines = rows.map((r) => JSON.stringify(r)).sort();
    out[table] = {
      rows: lines.length,
      sha256: createHash('sha256').update(lines.join('\n')).digest('hex'),
    };
  }
  return out;
}

async function snapshotFiles(deps: AppDeps) {
  const out: Record<string, string> = {};
  for await (const key of deps.storage.list())
    out[key] = createHash('sha256')
      .update(await deps.storage.read(key))
      .digest('hex');
  return out;
}

/** The database and the files gone, as after a lost disk. */
async function wipe(env: Record<string, string>) {
  if (env.DATABASE_SCHEMA) {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`drop schema ${env.DATABASE_SCHEMA} cascade`);
    await c.end();
  } else {
    for (const name of ['app.db', 'app.db-wal', 'app.db-shm'])
      rmSync(join(env.DATA_DIR ?? '', name), { force: true });
  }
  rmSync(filesDirOf(loadConfig({ ...TEST_ENV, ...env })), { recursive: true, force: true });
}

describe('restore refuses a folder that is not a backup of this database', () => {
  test('no manifest, another dialect, or an unknown format: refused, nothing touched', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stone-backup-bad-'));
    const storage = createDiskStorage(join(dir, 'files'));
    const sqliteTarget = { dialect: 'sqlite' as const, file: join(dir, 'app.db') };
    await expect(restore(sqliteTarget, storage, dir)).rejects.toThrow(/manifest\.json/);
    const { writeFileSync, existsSync } = await import('node:fs');
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ format: 1, dialect: 'postgres' }));
    await expect(restore(sqliteTarget, storage, dir)).rejects.toThrow(
      /backup is of postgres, the configured database is sqlite/,
    );
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ format: 2, dialect: 'sqlite' }));
    await expect(restore(sqliteTarget, storage, dir)).rejects.toThrow(/unknown backup format 2/);
    expect(existsSync(sqliteTarget.file)).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});

for (const dialect of TEST_DIALECTS)
  describe(`backup and restore [${dialect}]`, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });
    const backupDir = () => {
      const dir = mkdtempSync(join(tmpdir(), 'stone-backup-out-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      return dir;
    };

    test('drill: data written → backup → wipe → restore → every row and file back', async () => {
      const { env, drop } = await freshEnv(dialect);
      cleanups.push(drop);
      let inst: Instance = await startInstance(env);
      const owner = await createOrgOwner(inst.app, inst.deps, 'backup_owner', 'Backup Stone');
      const image = await upload(
        inst.app,
        owner.token,
        { purpose: 'logo' },
        { name: 'l.png', bytes: await makePng() },
      );
      const drawing = await upload(
        inst.app,
        owner.token,
        { purpose: 'dxf' },
        {
          name: 'top.dxf',
          bytes: fixture('stone_countertop_gbk_r2000.dxf'),
          type: 'application/dxf',
        },
      );
      expect([image.result, drawing.result]).toEqual([true, true]);
      const rows = await snapshotRows(inst.deps, env.DATABASE_SCHEMA);
      const files = await snapshotFiles(inst.deps);
      expect(Object.keys(files)).toHaveLength(3);
      expect(rows.users?.rows).toBe(1);

      const config = loadConfig({ ...TEST_ENV, ...env });
      const dir = backupDir();
      const manifest = await backup(backupTargetOf(config), inst.deps.storage, dir);
      expect(manifest.files.map((f) => f.sha256).sort()).toEqual(Object.values(files).sort());
      await inst.close();

      await wipe(env);
      await restore(backupTargetOf(config), createDiskStorage(filesDirOf(config)), dir);
      inst = await startInstance(env);
      cleanups.push(() => inst.close());
      expect(await snapshotRows(inst.deps, env.DATABASE_SCHEMA)).toEqual(rows);
      expect(await snapshotFiles(inst.deps)).toEqual(files);
      // The owner's session came back with the rows: they are still signed in.
      const info = await call(inst.app, 'webUser/getCurMcUserInfo', {}, { token: owner.token });
      expect(info.code).toBe(0);
    }, 60_000);

    test('a backup taken while writes go on holds whole transactions only', async () => {
      const { env, drop } = await freshEnv(dialect);
      cleanups.push(drop);
      const inst = await startInstance(env);
      cleanups.push(() => inst.close());
      // Each transaction writes two rows; a torn snapshot would hold one of a pair.
      let stop = false;
      let batches = 0;
      const writePair = (batch: number) =>
        inst.deps.db.transaction().execute(async (trx) => {
          for (const half of [1, 2])
            await trx
              .insertInto('sms_codes')
              .values({
                id: newId(),
                phone: `pair-${batch}`,
                purpose: `half-${half}`,
                code_hash: 'x',
                tries: 0,
                created_at: nowIso(),
                expires_at: nowIso(),
                used_at: null,
                ip: '127.0.0.1',
              })
              .execute();
        });
      for (; batches < 200; batches += 1) await writePair(batches);
      const writer = (async () => {
        // better-sqlite3 answers through microtasks only: yield a turn so the backup's steps run,
        // as they would beside a server whose writes arrive as requests.
        while (!stop) {
          await writePair(batches++);
          await new Promise((done) => setImmediate(done));
        }
      })();
      const config = loadConfig({ ...TEST_ENV, ...env });
      const dir = backupDir();
      await backup(backupTargetOf(config), inst.deps.storage, dir);
      stop = true;
      await writer;
      const writtenDuring = batches - 200;
      await inst.close();
      cleanups.pop();

      await wipe(env);
      await restore(backupTargetOf(config), createDiskStorage(filesDirOf(config)), dir);
      const back = await startInstance(env);
      cleanups.push(() => back.close());
      const counts = await back.deps.db
        .selectFrom('sms_codes')
        .select(['phone', (eb) => eb.fn.countAll<number>().as('n')])
        .groupBy('phone')
        .execute();
      expect(counts.length).toBeGreaterThanOrEqual(200);
      expect(counts.filter((c) => Number(c.n) !== 2)).toEqual([]);
      expect(writtenDuring).toBeGreaterThan(0);
    }, 60_000);

    test('a damaged backup is refused and nothing is restored', async () => {
      const { env, drop } = await freshEnv(dialect);
      cleanups.push(drop);
      const inst = await startInstance(env);
      await createOrgOwner(inst.app, inst.deps, 'damage_owner', 'Damage Stone');
      const config = loadConfig({ ...TEST_ENV, ...env });
      const dir = backupDir();
      const manifest = await backup(backupTargetOf(config), inst.deps.storage, dir);
      await inst.close();
      const { appendFileSync } = await import('node:fs');
      appendFileSync(join(dir, manifest.database.file), 'x');
      await expect(
        restore(backupTargetOf(config), createDiskStorage(filesDirOf(config)), dir),
      ).rejects.toThrow(/damaged/);
      // The live database is untouched.
      const again = await startInstance(env);
      cleanups.push(() => again.close());
      expect(await again.deps.db.selectFrom('orgs').select('name').execute()).toEqual([
        { name: 'Damage Stone' },
      ]);
    }, 60_000);
  });
