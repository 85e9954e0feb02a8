import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/*
 * Issue 17: the process catalogue. Processes (fees and costs in integer cents, sizes in mm,
 * booleans 0/1), process codes with their ordered route (a JSON list of process ids: the route is
 * rewritten whole, and work reports read it whole), processing contents and craft designs.
 *
 * Until now a project's settings named processes as free text. Every distinct text in use becomes
 * a catalogue process of its enterprise (coded P001, P002… in text order, fee and costs 0, any
 * size), and the settings name it by id, so nothing typed so far is lost.
 */

type Db = Kysely<unknown>;

function versionedTable(db: Db, name: string) {
  return db.schema
    .createTable(name)
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint(`${name}_pk`, ['org_id', 'id']);
}

async function uniqueIndex(db: Db, table: string, column: string) {
  await db.schema
    .createIndex(`${table}_${column}_uq`)
    .on(table)
    .columns(['org_id', column])
    .unique()
    .execute();
}

async function createTables(db: Db) {
  await versionedTable(db, 'processes')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('fee', 'integer', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('size_min_mm', 'integer', (c) => c.notNull())
    .addColumn('size_max_mm', 'integer', (c) => c.notNull())
    // No foreign key: a workshop is removed on its own screen; a process then shows none.
    .addColumn('workshop_id', 'text')
    .addColumn('processing_part', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('flow_mode', 'text', (c) => c.notNull())
    .addColumn('flow_unit', 'text', (c) => c.notNull())
    .addColumn('report_mode', 'text', (c) => c.notNull())
    .addColumn('bonding', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('outsourcing_type', 'text', (c) => c.notNull())
    .addColumn('outsourcing_cost', 'integer', (c) => c.notNull())
    .addColumn('auxiliary_cost', 'integer', (c) => c.notNull())
    .addColumn('worker_cost', 'integer', (c) => c.notNull())
    .addColumn('total_cost', 'integer', (c) => c.notNull())
    .execute();
  await uniqueIndex(db, 'processes', 'code');
  await uniqueIndex(db, 'processes', 'name');

  await versionedTable(db, 'process_codes')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('process_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await uniqueIndex(db, 'process_codes', 'code');

  await versionedTable(db, 'process_contents')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await uniqueIndex(db, 'process_contents', 'name');

  await versionedTable(db, 'craft_designs')
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await uniqueIndex(db, 'craft_designs', 'code');

  // Pieces of one process code are found for packing and progress.
  await db.schema
    .createIndex('project_slabs_process_code_idx')
    .on('project_slabs')
    .columns(['org_id', 'process_code'])
    .execute();
}

const readSettings = (json: string): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const textsOf = (settings: Record<string, unknown>): string[] =>
  Array.isArray(settings.processes)
    ? settings.processes.filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    : [];

/** Free-text processes of project settings → catalogue rows, named by id from now on. */
async function settingsByProcessId(db: Db) {
  const projects = (
    await sql<{ org_id: string; id: string; settings_json: string }>`
      select org_id, id, settings_json from projects`.execute(db)
  ).rows;
  const byOrg = new Map<string, Map<string, string>>();
  for (const p of projects)
    for (const text of textsOf(readSettings(p.settings_json))) {
      const texts = byOrg.get(p.org_id) ?? new Map<string, string>();
      texts.set(text.trim(), '');
      byOrg.set(p.org_id, texts);
    }
  const now = new Date().toISOString();
  for (const [orgId, texts] of byOrg)
    for (const [i, text] of [...texts.keys()].sort().entries()) {
      const id = randomUUID();
      texts.set(text, id);
      await sql`insert into processes (org_id, id, name, code, fee, unit, size_min_mm,
          size_max_mm, workshop_id, processing_part, flow_mode, flow_unit, report_mode, bonding,
          outsourcing_type, outsourcing_cost, auxiliary_cost, worker_cost, total_cost,
          created_at, updated_at, version)
        values (${orgId}, ${id}, ${text}, ${`P${String(i + 1).padStart(3, '0')}`}, 0,
          'perPiece', 0, 20000, ${null}, '', 'manual', 'process', 'single', 0, 'labourOnly',
          0, 0, 0, 0, ${now}, ${now}, 1)`.execute(db);
    }
  for (const p of projects) {
    const settings = readSettings(p.settings_json);
    const texts = textsOf(settings);
    if (texts.length === 0) continue;
    const ids = byOrg.get(p.org_id);
    settings.processes = [...new Set(texts.map((t) => ids?.get(t.trim()) ?? ''))].filter(Boolean);
    await sql`update projects set settings_json = ${JSON.stringify(settings)}
      where org_id = ${p.org_id} and id = ${p.id}`.execute(db);
  }
}

export async function up(db: Db): Promise<void> {
  await createTables(db);
  await settingsByProcessId(db);
}

export async function down(db: Db): Promise<void> {
  const names = (
    await sql<{ org_id: string; id: string; name: string }>`
      select org_id, id, name from processes`.execute(db)
  ).rows;
  const name = new Map(names.map((r) => [`${r.org_id}/${r.id}`, r.name]));
  const projects = (
    await sql<{ org_id: string; id: string; settings_json: string }>`
      select org_id, id, settings_json from projects`.execute(db)
  ).rows;
  for (const p of projects) {
    const settings = readSettings(p.settings_json);
    const ids = textsOf(settings);
    if (ids.length === 0) continue;
    settings.processes = ids.map((id) => name.get(`${p.org_id}/${id}`) ?? id);
    await sql`update projects set settings_json = ${JSON.stringify(settings)}
      where org_id = ${p.org_id} and id = ${p.id}`.execute(db);
  }
  await db.schema.dropIndex('project_slabs_process_code_idx').execute();
  for (const table of ['craft_designs', 'process_contents', 'process_codes', 'processes'])
    await db.schema.dropTable(table).execute();
}
