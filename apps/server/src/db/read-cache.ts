import {
  DeleteQueryNode,
  InsertQueryNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  RawNode,
  type RootOperationNode,
  type UnknownRow,
  UpdateQueryNode,
} from 'kysely';

/**
 * Remembers the few reads every call repeats (session, membership, user info) until anything is
 * written. A write through this process invalidates everything at once; a write by another
 * process (the operator command, a second server) shows after at most `ttlMs`.
 * See docs/adr/0006-read-cache.md.
 */
export class ReadCache {
  private generation = 0;
  private readonly entries = new Map<string, { generation: number; at: number; value: unknown }>();

  constructor(private readonly ttlMs: number) {}

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  private fresh(key: string) {
    const entry = this.entries.get(key);
    return entry && entry.generation === this.generation && Date.now() - entry.at < this.ttlMs
      ? entry
      : undefined;
  }

  /**
   * What `get` would answer from memory, undefined when it would load (or kept undefined): the
   * read on every call (the session) then needs no await.
   */
  peek<T>(key: string): T | undefined {
    return this.fresh(key)?.value as T | undefined;
  }

  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entry = this.fresh(key);
    if (entry) return entry.value as T;
    const generation = this.generation;
    const value = await load();
    // A write that ran while we read may have changed what we read: don't keep it.
    if (generation === this.generation && this.ttlMs > 0) {
      if (this.entries.size >= 10_000) this.entries.clear();
      this.entries.set(key, { generation, at: Date.now(), value });
    }
    return value;
  }
}

const isWrite = (node: RootOperationNode) =>
  InsertQueryNode.is(node) ||
  UpdateQueryNode.is(node) ||
  DeleteQueryNode.is(node) ||
  RawNode.is(node);

/** Invalidates the cache before and after every write query, so no read can slip in between. */
export class InvalidateOnWritePlugin implements KyselyPlugin {
  private readonly writes = new WeakSet<QueryId>();

  constructor(private readonly cache: ReadCache) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (isWrite(node)) {
      this.writes.add(queryId);
      this.cache.invalidate();
    }
    return node;
  }

  async transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.writes.has(queryId)) this.cache.invalidate();
    return result;
  }
}
