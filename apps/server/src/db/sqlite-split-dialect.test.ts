import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { openDatabase, type OpenedDatabase } from './database.ts';

// Issue 22: on the embedded database, a long write transaction must not hold other calls' reads.
let dir: string;
let opened: OpenedDatabase;
const db = () => opened.db as unknown as import('kysely').Kysely<{ t: { n: number } }>;
const count = async () =>
  Number(
    (
      await db()
        .selectFrom('t')
        .select((e) => e.fn.countAll().as('c'))
        .executeTakeFirstOrThrow()
    ).c,
  );

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'split-'));
  opened = openDatabase({ dialect: 'sqlite', file: join(dir, 'app.db') });
  await sql`create table t (n integer not null)`.execute(db());
});
afterEach(async () => {
  await opened.db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

test('a read answers while a write transaction is open, and sees only what was committed', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let inside = 0;
  const writing = db()
    .transaction()
    .execute(async (trx) => {
      await trx.insertInto('t').values({ n: 1 }).execute();
      inside = Number(
        (
          await trx
            .selectFrom('t')
            .select((e) => e.fn.countAll().as('c'))
            .executeTakeFirstOrThrow()
        ).c,
      );
      await held;
    });
  await new Promise((resolve) => setImmediate(resolve));
  // The transaction is still open: the reader answers with the last commit instead of waiting.
  expect(await count()).toBe(0);
  expect(inside).toBe(1);
  release();
  await writing;
  expect(await count()).toBe(1);
});

test('writes outside a transaction wait for it, then land in order', async () => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const order: string[] = [];
  const writing = db()
    .transaction()
    .execute(async (trx) => {
      await trx.insertInto('t').values({ n: 1 }).execute();
      await held;
      order.push('transaction');
    });
  const single = db()
    .insertInto('t')
    .values({ n: 2 })
    .execute()
    .then(() => order.push('single write'));
  await new Promise((resolve) => setImmediate(resolve));
  expect(order).toEqual([]);
  release();
  await Promise.all([writing, single]);
  expect(order).toEqual(['transaction', 'single write']);
  expect(await count()).toBe(2);
});

test('a failed transaction rolls back and frees the writer', async () => {
  await expect(
    db()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto('t').values({ n: 1 }).execute();
        throw new Error('boom');
      }),
  ).rejects.toThrow('boom');
  await db().insertInto('t').values({ n: 3 }).execute();
  expect(await count()).toBe(1);
});

test('commits reach the database file by the checkpoint thread, not inside the commit', async () => {
  const file = join(dir, 'app.db');
  const writer = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db());
  expect(writer.rows[0]?.wal_autocheckpoint).toBe(0);
  const before = statSync(file).size;
  const rows = Array.from({ length: 5_000 }, (_, n) => ({ n }));
  await db()
    .transaction()
    .execute((trx) => trx.insertInto('t').values(rows).execute());
  // The commit left its pages in the WAL; the thread copies them within about a second.
  await vi.waitFor(() => expect(statSync(file).size).toBeGreaterThan(before), {
    timeout: 10_000,
    interval: 100,
  });
  expect(await count()).toBe(5_000);
});
