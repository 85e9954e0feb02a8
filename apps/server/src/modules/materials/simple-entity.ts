import type { Insertable, SelectQueryBuilder, UpdateObject } from 'kysely';
import type { MessageKey } from '@stone/shared';
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import type { Database } from '../../tables.ts';
import { deleteAtVersion, updateAtVersion } from '../../db/versioned-rows.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';

/** The inventory tables that are one flat, versioned row per item of a settings screen. */
type SimpleTable = 'warehouses' | 'workshops' | 'process_categories' | 'devices';

/** What a create or an edit writes: the row without its enterprise, id and stamps. */
export type EntityValues<T extends SimpleTable> = Omit<
  Insertable<Database[T]>,
  'org_id' | 'id' | 'created_at' | 'updated_at' | 'version'
>;

/** A column unique in the enterprise, and the message a twin gets. */
type UniqueKey<T extends SimpleTable> = {
  column: keyof EntityValues<T> & string;
  message: MessageKey;
};

/** An entity's own rule before an edit or a delete; it throws to refuse (default: the row exists). */
type Guard = (db: Db, orgId: string, id: string, version: number) => Promise<unknown>;

/**
 * Create, edit and delete-at-version for one of the simple inventory tables. Unique keys are
 * checked first for their own message; the unique indexes settle a race (lib/db-errors.ts).
 */
export function simpleEntity<T extends SimpleTable>(table: T, unique: readonly UniqueKey<T>[]) {
  // Kysely can't resolve columns on a generic table name; the types above hold them to `T`'s own.
  type Any = 'warehouses';
  const rows = (db: Db, orgId: string) =>
    orgTable(db, table, orgId) as unknown as SelectQueryBuilder<Database, Any, object>;

  const requireRow: Guard = async (db, orgId, id) => {
    const row = await rows(db, orgId).select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
  };

  /** Only the unique columns `values` writes can meet a twin (an edit may leave some alone). */
  async function checkTwins(
    db: Db,
    orgId: string,
    values: Partial<EntityValues<T>>,
    id: string | null,
  ) {
    const valueOf = (column: string) => (values as Record<string, unknown>)[column] as string;
    const keys = unique.filter((k) => valueOf(k.column) !== undefined);
    if (keys.length === 0) return;
    const twins = await rows(db, orgId)
      .selectAll()
      .where((eb) =>
        eb.or(keys.map((k) => eb(k.column as 'name' | 'code', '=', valueOf(k.column)))),
      )
      .execute();
    const others = twins.filter((t) => t.id !== id) as Record<string, unknown>[];
    for (const k of keys)
      if (others.some((t) => t[k.column] === valueOf(k.column))) throw conflict(k.message);
  }

  return {
    requireRow,

    async create(db: Db, orgId: string, values: EntityValues<T>) {
      await checkTwins(db, orgId, values, null);
      const now = nowIso();
      const id = newId();
      const row = { org_id: orgId, id, ...values, created_at: now, updated_at: now, version: 1 };
      await db
        .insertInto(table as Any)
        .values(row as Insertable<Database[Any]>)
        .execute();
      return { id };
    },

    async update(
      db: Db,
      orgId: string,
      at: { id: string; version: number },
      values: Partial<EntityValues<T>>,
      guard: Guard = requireRow,
    ) {
      await guard(db, orgId, at.id, at.version);
      await checkTwins(db, orgId, values, at.id);
      await updateAtVersion(db, table, { orgId, ...at }, values as UpdateObject<Database, T>);
    },

    async remove(db: Db, orgId: string, id: string, version: number, guard = requireRow) {
      await guard(db, orgId, id, version);
      await deleteAtVersion(db, table, { orgId, id, version });
    },
  };
}
