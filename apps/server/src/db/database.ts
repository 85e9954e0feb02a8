import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { InvalidateOnWritePlugin, ReadCache } from './read-cache.ts';
import { SqliteSplitDialect } from './sqlite-split-dialect.ts';
import { startWalCheckpointer } from './wal-checkpointer.ts';
import type { Database } from '../tables.ts';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export type DbOptions =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema?: string };

/**
 * SQLite: WAL so readers never wait for the writer; foreign keys on (off by default in SQLite);
 * a busy timeout instead of instant SQLITE_BUSY; synchronous=NORMAL, which in WAL mode survives
 * a crash of the process and loses at most the last commits on power loss (docs/adr/0003).
 */
/** How long a cached read may lag a write made by another process (docs/adr/0006). */
const READ_CACHE_TTL_MS = 1000;

export type OpenedDatabase = { db: Db; dialect: Dialect; readCache: ReadCache };

export function openDatabase(options: DbOptions): OpenedDatabase {
  const readCache = new ReadCache(READ_CACHE_TTL_MS);
  const plugins = [new InvalidateOnWritePlugin(readCache)];
  if (options.dialect === 'sqlite') {
    if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
    const sqlite = new SqliteDatabase(options.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('synchronous = NORMAL');
    // Checkpoints run on a thread of their own (wal-checkpointer.ts), never inside a commit.
    sqlite.pragma(`wal_autocheckpoint = ${options.file === ':memory:' ? 1000 : 0}`);
    // Opened after the writer has switched the file to WAL (a reader needs it to not wait).
    const onDisk = options.file !== ':memory:';
    const checkpointer = onDisk ? startWalCheckpointer(options.file) : null;
    const handles = {
      writer: withStatementCache(sqlite),
      reader: onDisk ? openReader(options.file) : null,
      beforeClose: async () => checkpointer?.stop(),
    };
    return {
      db: new Kysely<Database>({ dialect: new SqliteSplitDialect(handles), plugins }),
      dialect: 'sqlite',
      readCache,
    };
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    max: 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }),
    dialect: 'postgres',
    readCache,
  };
}

function openReader(file: string) {
  const reader = new SqliteDatabase(file, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  return withStatementCache(reader);
}

/**
 * Kysely prepares every query afresh; preparing costs as much as running a small query, and the
 * app issues the same few hundred SQL strings over and over, so prepared statements are kept.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size < 2000) cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/** Lists are JSON text in both dialects. */
export const parseJsonList = <T>(text: string): T[] => JSON.parse(text) as T[];
