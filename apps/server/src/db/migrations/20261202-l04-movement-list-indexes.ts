import type { Kysely } from 'kysely';

/*
 * Issue 24: the movement histories at 1,000,000 movements. One kind walks the kind's index newest
 * first (0011) and a project's moves the project's (d01); what was missing:
 * - the machine table's history (two kinds): SQLite cannot merge two ranges of the kind index in
 *   order, so it sorted every move of both kinds; the list walks every move newest first instead,
 *   the kind read off the index;
 * - one slab's moves end with the id that breaks ties, as the list orders them; the old index
 *   is a prefix of the new one and goes.
 */
const INDEXES = [
  ['slab_movements_list_created_idx', ['org_id', 'created_at', 'id', 'kind']],
  ['slab_movements_list_slab_idx', ['org_id', 'slab_id', 'created_at', 'id']],
] as const;

/** The index this replaces, as migration 0011 made it. */
const REPLACED = [['slab_movements_slab_idx', ['org_id', 'slab_id', 'created_at']]] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on('slab_movements')
      .columns([...columns])
      .execute();
  for (const [name] of REPLACED) await db.schema.dropIndex(name).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of REPLACED)
    await db.schema
      .createIndex(name)
      .ifNotExists()
      .on('slab_movements')
      .columns([...columns])
      .execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
