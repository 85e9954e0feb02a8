import { randomUUID } from 'node:crypto';
import { SqliteAdapter, sql, type Kysely } from 'kysely';

/*
 * Issue 23 item 6: a catalogue of stone materials per enterprise (names in Chinese and English,
 * a code unique in the enterprise, density in whole kg/m³, usual thicknesses in mm as a JSON
 * list). Until now a material was free text on each slab and project, so "雅士白" found no
 * "雅士白 Ariston White". Every distinct text already in use (large slabs, project settings)
 * becomes one catalogue row of its enterprise, coded M001, M002… in text order, so nothing
 * typed so far is lost. Density is unknown for those rows (NULL), never guessed.
 *
 * Slabs and projects then name their material by id: big_slabs.material_id (required) and
 * projects.material_id (while settings are incomplete it may be empty), each with a foreign key
 * that includes org_id; the slab's text column goes, and a project's settings JSON carries
 * `materialId` instead of `material`. SQLite cannot add a table constraint to a table, so there
 * the table is rebuilt the documented way (foreign keys off, new table, copy, drop, rename,
 * indexes again, foreign_key_check); SQLite migrations run outside a transaction (Kysely), so
 * the pragma takes effect, and the rebuild itself runs in one.
 */

type Db = Kysely<unknown>;
const time = 'text' as const;

/** "雅士白 Ariston White" → zh "雅士白", en "Ariston White"; a text in one script names both. */
function splitMaterialText(text: string): { nameZh: string; nameEn: string } {
  const cjk = /[\u3400-\u9fff\uf900-\ufaff]/;
  const words = text.trim().split(/\s+/);
  const zh = words.filter((w) => cjk.test(w)).join(' ');
  const en = words.filter((w) => !cjk.test(w)).join(' ');
  return zh && en ? { nameZh: zh, nameEn: en } : { nameZh: text.trim(), nameEn: text.trim() };
}

/** The material text of a project's stored settings, if it has one. */
function settingsMaterial(json: string): string {
  try {
    const parsed = JSON.parse(json) as { material?: unknown };
    return typeof parsed.material === 'string' ? parsed.material.trim() : '';
  } catch {
    return '';
  }
}

const isSqlite = (db: Db) => db.getExecutor().adapter instanceof SqliteAdapter;

/** Rebuilds a SQLite table with its CREATE statement changed by `change`, rows and indexes kept. */
async function rebuildSqliteTable(db: Db, table: string, change: (ddl: string) => string) {
  const ddl = (
    await sql<{
      sql: string;
    }>`select sql from sqlite_master where type = 'table' and name = ${table}`.execute(db)
  ).rows[0]?.sql;
  if (!ddl) throw new Error(`no table ${table}`);
  const indexes = (
    await sql<{ sql: string }>`select sql from sqlite_master
      where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db)
  ).rows.map((r) => r.sql);
  const renamed = ddl.replace(/^create table\s+"?\w+"?\s*\(/i, `create table "${table}__new" (`);
  // Kysely's migration connection is held by the migration itself, so db.transaction() would
  // wait for it forever: the rebuild opens its transaction by hand.
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin`.execute(db);
    try {
      await sql.raw(change(renamed)).execute(db);
      await sql.raw(`insert into "${table}__new" select * from "${table}"`).execute(db);
      await sql.raw(`drop table "${table}"`).execute(db);
      await sql.raw(`alter table "${table}__new" rename to "${table}"`).execute(db);
      for (const index of indexes) await sql.raw(index).execute(db);
      const broken = await sql.raw(`pragma foreign_key_check("${table}")`).execute(db);
      if (broken.rows.length > 0) throw new Error(`${table}: foreign keys broken by the rebuild`);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

const MATERIAL_FK = (table: string) =>
  `constraint "${table}_material_fk" foreign key ("org_id", "material_id") references "stone_materials" ("org_id", "id")`;

/** Adds the (org_id, material_id) → stone_materials key to a table that has the column filled. */
async function addMaterialKey(db: Db, table: 'big_slabs' | 'projects', notNull: boolean) {
  if (isSqlite(db)) {
    await rebuildSqliteTable(db, table, (ddl) => {
      const withColumn = notNull
        ? ddl.replace('"material_id" text', '"material_id" text not null')
        : ddl;
      return withColumn.replace(/\)\s*$/, `, ${MATERIAL_FK(table)})`);
    });
    return;
  }
  await db.schema
    .alterTable(table)
    .addForeignKeyConstraint(`${table}_material_fk`, ['org_id', 'material_id'], 'stone_materials', [
      'org_id',
      'id',
    ])
    .execute();
  if (notNull)
    await db.schema
      .alterTable(table)
      .alterColumn('material_id', (c) => c.setNotNull())
      .execute();
}

/** Takes the key (and the column) off again, for down. */
async function dropMaterialKey(db: Db, table: 'big_slabs' | 'projects') {
  if (isSqlite(db)) {
    await rebuildSqliteTable(db, table, (ddl) => ddl.replace(`, ${MATERIAL_FK(table)}`, ''));
  } else {
    await db.schema.alterTable(table).dropConstraint(`${table}_material_fk`).execute();
  }
  await db.schema.alterTable(table).dropColumn('material_id').execute();
}

async function textsInUse(db: Db): Promise<Map<string, Set<string>>> {
  const byOrg = new Map<string, Set<string>>();
  const add = (orgId: string, text: string) => {
    if (!text) return;
    const set = byOrg.get(orgId) ?? new Set<string>();
    set.add(text);
    byOrg.set(orgId, set);
  };
  const slabs = await sql<{ org_id: string; material: string }>`
    select distinct org_id, material from big_slabs`.execute(db);
  for (const row of slabs.rows) add(row.org_id, row.material.trim());
  const projects = await sql<{ org_id: string; settings_json: string }>`
    select org_id, settings_json from projects`.execute(db);
  for (const row of projects.rows) add(row.org_id, settingsMaterial(row.settings_json));
  return byOrg;
}

/** The catalogue rows made from texts in use, by enterprise and text. */
type TextIds = Map<string, Map<string, string>>;

async function createCatalogue(db: Db): Promise<TextIds> {
  await db.schema
    .createTable('stone_materials')
    .addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('name_zh', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('density_kg_m3', 'integer')
    .addColumn('thicknesses_mm', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', time, (c) => c.notNull())
    .addColumn('updated_at', time, (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('stone_materials_pk', ['org_id', 'id'])
    .execute();
  await db.schema
    .createIndex('stone_materials_code_uq')
    .on('stone_materials')
    .columns(['org_id', 'code'])
    .unique()
    .execute();

  const ids: TextIds = new Map();
  const now = new Date().toISOString();
  for (const [orgId, texts] of await textsInUse(db)) {
    const byText = new Map<string, string>();
    ids.set(orgId, byText);
    for (const [i, text] of [...texts].sort().entries()) {
      const names = splitMaterialText(text);
      const id = randomUUID();
      byText.set(text, id);
      await sql`
        insert into stone_materials (org_id, id, name_zh, name_en, code, density_kg_m3,
          thicknesses_mm, created_at, updated_at, version)
        values (${orgId}, ${id}, ${names.nameZh}, ${names.nameEn},
          ${`M${String(i + 1).padStart(3, '0')}`}, ${null}, ${'[]'}, ${now}, ${now}, 1)`.execute(
        db,
      );
    }
  }
  return ids;
}

async function slabsByMaterialId(db: Db, ids: TextIds) {
  await db.schema.alterTable('big_slabs').addColumn('material_id', 'text').execute();
  for (const [orgId, byText] of ids)
    for (const [text, id] of byText)
      await sql`update big_slabs set material_id = ${id}
        where org_id = ${orgId} and trim(material) = ${text}`.execute(db);
  await db.schema.dropIndex('big_slabs_material_idx').execute();
  await db.schema.alterTable('big_slabs').dropColumn('material').execute();
  await addMaterialKey(db, 'big_slabs', true);
  // Stock for a plan is found by material and thickness.
  await db.schema
    .createIndex('big_slabs_material_idx')
    .on('big_slabs')
    .columns(['org_id', 'material_id', 'thickness_mm'])
    .execute();
}

async function projectsByMaterialId(db: Db, ids: TextIds) {
  await db.schema.alterTable('projects').addColumn('material_id', 'text').execute();
  const rows = await sql<{ org_id: string; id: string; settings_json: string }>`
    select org_id, id, settings_json from projects`.execute(db);
  for (const row of rows.rows) {
    const text = settingsMaterial(row.settings_json);
    const materialId = (text && ids.get(row.org_id)?.get(text)) || null;
    let settings: Record<string, unknown> = {};
    try {
      settings = JSON.parse(row.settings_json) as Record<string, unknown>;
    } catch {
      // Unreadable settings read as the defaults; only the material is carried over.
    }
    delete settings.material;
    settings.materialId = materialId;
    await sql`update projects set material_id = ${materialId},
      settings_json = ${JSON.stringify(settings)}
      where org_id = ${row.org_id} and id = ${row.id}`.execute(db);
  }
  await addMaterialKey(db, 'projects', false);
  await db.schema
    .createIndex('projects_material_idx')
    .on('projects')
    .columns(['org_id', 'material_id'])
    .execute();
}

export async function up(db: Db): Promise<void> {
  const ids = await createCatalogue(db);
  await slabsByMaterialId(db, ids);
  await projectsByMaterialId(db, ids);
}

/** A catalogue row as one text again: "雅士白 Ariston White". */
const LABEL = sql<string>`case when name_zh = name_en then name_zh
  else name_zh || ' ' || name_en end`;

export async function down(db: Db): Promise<void> {
  const labels = await sql<{ org_id: string; id: string; label: string }>`
    select org_id, id, ${LABEL} as label from stone_materials`.execute(db);
  const label = new Map(labels.rows.map((r) => [`${r.org_id}/${r.id}`, r.label]));

  const projects = await sql<{
    org_id: string;
    id: string;
    settings_json: string;
    material_id: string | null;
  }>`
    select org_id, id, settings_json, material_id from projects`.execute(db);
  for (const row of projects.rows) {
    const settings = JSON.parse(row.settings_json) as Record<string, unknown>;
    delete settings.materialId;
    settings.material = (row.material_id && label.get(`${row.org_id}/${row.material_id}`)) || '';
    await sql`update projects set settings_json = ${JSON.stringify(settings)}
      where org_id = ${row.org_id} and id = ${row.id}`.execute(db);
  }
  await db.schema.dropIndex('projects_material_idx').execute();
  await dropMaterialKey(db, 'projects');

  await db.schema
    .alterTable('big_slabs')
    .addColumn('material', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update big_slabs set material = (select ${LABEL} from stone_materials m
    where m.org_id = big_slabs.org_id and m.id = big_slabs.material_id)`.execute(db);
  await db.schema.dropIndex('big_slabs_material_idx').execute();
  await dropMaterialKey(db, 'big_slabs');
  await db.schema
    .createIndex('big_slabs_material_idx')
    .on('big_slabs')
    .columns(['org_id', 'material', 'thickness_mm'])
    .execute();
  await db.schema.dropTable('stone_materials').execute();
}
