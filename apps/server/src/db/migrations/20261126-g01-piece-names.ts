import { sql, type Kysely } from 'kysely';

/*
 * Issue 23: a piece has a code and a name. A drawn label "WB-01 墙板" was stored whole as the
 * code, so lists, layouts and labels showed the description as part of the code. Existing codes
 * are split where the first word carries a digit and text follows it; other codes stay whole.
 * Down joins them again.
 */

type Db = Kysely<unknown>;

/** Frozen from @stone/dxf splitPieceLabel when this was written. */
function splitPieceLabel(label: string): { code: string; name: string } {
  const text = label.trim();
  const match = /^(\S+)\s+(.+)$/u.exec(text);
  if (!match || !/\d/.test(match[1] ?? '')) return { code: text, name: '' };
  return { code: match[1] ?? text, name: (match[2] ?? '').replace(/\s+/g, ' ') };
}

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('project_slabs')
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const { rows } = await sql<{ org_id: string; id: string; code: string }>`
    select org_id, id, code from project_slabs where code like ${'% %'}`.execute(db);
  for (const row of rows) {
    const { code, name } = splitPieceLabel(row.code);
    if (!name) continue;
    await sql`update project_slabs set code = ${code}, name = ${name}
      where org_id = ${row.org_id} and id = ${row.id}`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  await sql`update project_slabs set code = code || ' ' || name where name <> ''`.execute(db);
  await db.schema.alterTable('project_slabs').dropColumn('name').execute();
}
