import { sql, type Kysely } from 'kysely';

/*
 * Issue 11: a department's name is unique among its siblings, enforced by the database so that
 * concurrent creates can't both pass the service's check. Root departments have a NULL parent,
 * and NULLs never collide in a unique index (either dialect), so the index keys the parent as
 * coalesce(parent_id, ''): ids are never empty. Expression indexes exist in SQLite ≥ 3.9 and
 * PostgreSQL alike, so one source still serves both (docs/adr/0003).
 *
 * Rows made before this may already hold twins. They are kept, not merged or deleted: the oldest
 * keeps its name, later ones get " (2)", " (3)", … (shortened to fit the 30-character limit),
 * with a version bump so an open edit form answers "changed by someone else". `down` drops the
 * index and leaves the new names.
 */

const NAME_MAX = 30;
type Dept = { org_id: string; id: string; parent_id: string | null; name: string };

export async function up(db: Kysely<unknown>): Promise<void> {
  await renameTwins(db);
  await db.schema
    .createIndex('departments_name_uq')
    .on('departments')
    .unique()
    .expression(sql`org_id, coalesce(parent_id, ''), name`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('departments_name_uq').execute();
}

async function renameTwins(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<Dept>`
    select org_id, id, parent_id, name from departments order by created_at, id`.execute(db);
  const taken = new Set<string>();
  const renames: { row: Dept; name: string }[] = [];
  const siblingKey = (row: Dept, name: string) =>
    JSON.stringify([row.org_id, row.parent_id ?? '', name]);
  for (const row of rows) taken.add(siblingKey(row, row.name));
  const seen = new Set<string>();
  for (const row of rows) {
    const key = siblingKey(row, row.name);
    if (!seen.has(key)) {
      seen.add(key);
      continue;
    }
    let name = row.name;
    for (let n = 2; taken.has(siblingKey(row, name)); n++) {
      const suffix = ` (${n})`;
      name = row.name.slice(0, NAME_MAX - suffix.length) + suffix;
    }
    taken.add(siblingKey(row, name));
    renames.push({ row, name });
  }
  const now = new Date().toISOString();
  for (const { row, name } of renames) {
    await sql`update departments set name = ${name}, updated_at = ${now}, version = version + 1
      where org_id = ${row.org_id} and id = ${row.id}`.execute(db);
  }
}
