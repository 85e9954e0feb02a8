// `npm run admin -- backup DIR` / `restore DIR` (issue 21): the database and the uploaded files
// in one folder with a manifest of checksums.
// - SQLite: the online backup API copies a consistent snapshot while the server keeps writing
//   (the last steps are taken as one, so a write can't restart it forever).
// - PostgreSQL: pg_dump (custom format) of the app's schema inside an exported snapshot, and
//   the file list read in that same snapshot, so rows and files agree. The job queue's own
//   schema is left out: jobs are work in flight, and a restore marks such runs interrupted.
// Restore replaces the database (stop the servers first) and puts back every file.
import { execFile } from 'node:child_process';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import type { FileStorage } from '../storage/file-storage.ts';
import { copyFilesIn, copyFilesOut, fileSha256, type FileEntry } from './backup-files.ts';

const run = promisify(execFile);

export type BackupTarget =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; url: string; schema: string | undefined };

export type Manifest = {
  format: 1;
  dialect: BackupTarget['dialect'];
  createdAt: string;
  database: { file: string; bytes: number; sha256: string };
  files: FileEntry[];
  /** Files the snapshot names that were deleted before they could be copied. */
  missingFiles: string[];
};

const MANIFEST = 'manifest.json';
const dumpName = (dialect: BackupTarget['dialect']) =>
  dialect === 'sqlite' ? 'database.sqlite' : 'database.dump';
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function backupSqlite(file: string, dest: string): Promise<string[]> {
  const source = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(dest, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  const snapshot = new SqliteDatabase(dest, { readonly: true });
  try {
    return (snapshot.prepare('select id from files').all() as { id: string }[]).map((r) => r.id);
  } finally {
    snapshot.close();
  }
}

async function backupPostgres(url: string, schema: string, dest: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ s: string }>('select pg_export_snapshot() as s');
    const ids = await client.query<{ id: string }>(`select id from ${quoteIdent(schema)}.files`);
    // pg_dump reads the very snapshot this transaction holds open.
    await run('pg_dump', [
      '--format=custom',
      `--snapshot=${rows[0]?.s}`,
      '--schema',
      schema,
      '--no-owner',
      '--file',
      dest,
      url,
    ]);
    await client.query('commit');
    return ids.rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

export async function backup(target: BackupTarget, storage: FileStorage, dir: string) {
  await mkdir(dir, { recursive: true });
  const dumpFile = join(dir, dumpName(target.dialect));
  await rm(dumpFile, { force: true });
  const fileIds =
    target.dialect === 'sqlite'
      ? await backupSqlite(target.file, dumpFile)
      : await backupPostgres(target.url, target.schema ?? 'public', dumpFile);
  const { files, missing } = await copyFilesOut(storage, fileIds, dir);
  const manifest: Manifest = {
    format: 1,
    dialect: target.dialect,
    createdAt: new Date().toISOString(),
    database: {
      file: dumpName(target.dialect),
      bytes: (await stat(dumpFile)).size,
      sha256: await fileSha256(dumpFile),
    },
    files,
    missingFiles: missing,
  };
  await writeFile(join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function restoreSqlite(file: string, dumpFile: string) {
  // Copied beside the live file, then renamed over it: a crash leaves the old or the new one.
  const next = `${file}.restoring`;
  await rm(next, { force: true });
  await writeFile(next, await readFile(dumpFile));
  await rm(`${file}-wal`, { force: true });
  await rm(`${file}-shm`, { force: true });
  await rename(next, file);
}

async function restorePostgres(url: string, schema: string, dumpFile: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The schema is replaced whole: tables a newer migration added must not survive beside it.
    await client.query(`drop schema if exists ${quoteIdent(schema)} cascade`);
    await client.query(`create schema ${quoteIdent(schema)}`);
  } finally {
    await client.end();
  }
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--exit-on-error',
    '--dbname',
    url,
    dumpFile,
  ]);
}

export async function restore(target: BackupTarget, storage: FileStorage, dir: string) {
  const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`unknown backup format ${String(manifest.format)}`);
  if (manifest.dialect !== target.dialect)
    throw new Error(
      `this backup is of ${manifest.dialect}, the configured database is ${target.dialect}`,
    );
  const dumpFile = join(dir, manifest.database.file);
  if ((await fileSha256(dumpFile)) !== manifest.database.sha256)
    throw new Error('the backup database file is damaged (checksum differs)');
  if (target.dialect === 'sqlite') await restoreSqlite(target.file, dumpFile);
  else await restorePostgres(target.url, target.schema ?? 'public', dumpFile);
  await copyFilesIn(storage, manifest.files, dir);
  return manifest;
}
