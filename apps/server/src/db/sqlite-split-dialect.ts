import type SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/** What the driver needs of a better-sqlite3 handle (the statement cache wraps one). */
export type SqliteHandle = {
  prepare(sql: string): SqliteDatabase.Statement;
  close(): void;
};

export type SplitHandles = {
  writer: SqliteHandle;
  reader: SqliteHandle | null;
  /** Run before the connections close (stops the WAL checkpointer). */
  beforeClose?: () => Promise<void>;
};

/**
 * SQLite with a second, read-only connection (issue 22). Kysely's own SQLite driver has one
 * connection behind a mutex, so while one call's write transaction is open (a large project
 * stored 500 rows a statement, yielding between them) every other call's SELECT waits for it.
 * In WAL mode a reader on another connection sees the last commit without waiting, so:
 * - a SELECT outside a transaction runs on the reader, at once;
 * - a transaction, and any write outside one, takes the writer behind the mutex, as before.
 * A select inside a transaction stays on the writer and sees its own uncommitted rows. With
 * `:memory:` there is no second connection to the same data, and everything uses the writer.
 */
export class SqliteSplitDialect implements Dialect {
  constructor(private readonly handles: SplitHandles) {}
  createDriver(): Driver {
    return new SplitDriver(this.handles);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}

class Mutex {
  private held: Promise<void> | null = null;
  private release: (() => void) | null = null;
  async lock(): Promise<void> {
    while (this.held) await this.held;
    this.held = new Promise((resolve) => (this.release = resolve));
  }
  unlock(): void {
    const release = this.release;
    this.held = null;
    this.release = null;
    release?.();
  }
}

function run(handle: SqliteHandle, query: CompiledQuery): QueryResult<unknown> {
  const statement = handle.prepare(query.sql);
  const parameters = query.parameters as unknown[];
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** One caller's use of the database: a single query, or a transaction while `inTransaction`. */
class RoutedConnection implements DatabaseConnection {
  inTransaction = false;
  holdsWriter = false;
  constructor(private readonly driver: SplitDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { writer, reader } = this.driver.handles;
    if (this.inTransaction) return run(writer, query) as QueryResult<R>;
    if (reader && SelectQueryNode.is(query.query)) return run(reader, query) as QueryResult<R>;
    await this.driver.mutex.lock();
    try {
      return run(writer, query) as QueryResult<R>;
    } finally {
      this.driver.mutex.unlock();
    }
  }

  /** Kysely's interface asks for it; the app never streams a query. */
  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not used with SQLite');
  }
}

class SplitDriver implements Driver {
  readonly mutex = new Mutex();
  constructor(readonly handles: SplitHandles) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    await this.mutex.lock();
    routed.holdsWriter = true;
    run(this.handles.writer, CompiledQuery.raw('begin'));
    routed.inTransaction = true;
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    this.end(connection as RoutedConnection, 'commit');
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.end(connection as RoutedConnection, 'rollback');
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const routed = connection as RoutedConnection;
    // A transaction whose begin failed, or that was never ended, still holds the writer.
    if (routed.inTransaction) run(this.handles.writer, CompiledQuery.raw('rollback'));
    routed.inTransaction = false;
    if (routed.holdsWriter) this.mutex.unlock();
    routed.holdsWriter = false;
  }
  async destroy(): Promise<void> {
    await this.handles.beforeClose?.();
    this.handles.reader?.close();
    this.handles.writer.close();
  }

  private end(connection: RoutedConnection, command: 'commit' | 'rollback') {
    connection.inTransaction = false;
    run(this.handles.writer, CompiledQuery.raw(command));
  }
}
