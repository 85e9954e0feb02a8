import { bpToPercent, mm2ToM2 } from '@stone/shared/units';
import type { Insertable, Selectable } from 'kysely';
import {
  DEFAULT_PROJECT_SETTINGS,
  projectSettings,
  type ProjectSettings,
} from '@stone/shared/projects/settings';
import { type ProjectItem } from '@stone/shared/projects/list';
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import type {
  CadUploadsTable,
  PlanesTable,
  ProjectSlabsTable,
  ProjectsTable,
} from './projects.tables.ts';
import { notFound } from '../../lib/app-error.ts';
import { isTrue } from './project-format.ts';
export type ProjectRow = Selectable<ProjectsTable>;

/** One enterprise's project, or code 3 (a missing id and another enterprise's look the same). */
export async function findProject(db: Db, orgId: string, id: string): Promise<ProjectRow> {
  const row = await orgTable(db, 'projects', orgId)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('project.notFound');
  return row;
}

/** Stored settings, completed with defaults for fields added after the row was written. */
export function parseSettings(json: string): ProjectSettings {
  let raw: unknown = null;
  try {
    raw = JSON.parse(json);
  } catch {
    // A row is only ever written from a parsed schema; fall back rather than fail a read.
  }
  const merged = { ...DEFAULT_PROJECT_SETTINGS, ...(raw && typeof raw === 'object' ? raw : {}) };
  const parsed = projectSettings.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_PROJECT_SETTINGS;
}

export function toProjectItem(r: ProjectRow): ProjectItem {
  return {
    id: r.id,
    name: r.name,
    orderNo: r.order_no,
    customerName: r.customer_name,
    customerBrand: r.customer_brand,
    deliveryAt: r.delivery_at,
    projectType: r.project_type,
    reviewState: r.review_state,
    productionState: r.production_state,
    archived: isTrue(r.archived),
    terminated: isTrue(r.terminated),
    planeCount: r.plane_count,
    pieceCount: r.piece_count,
    slabCount: r.slab_count,
    totalAreaM2: mm2ToM2(r.total_area_mm2),
    yieldPercent: bpToPercent(r.yield_bp),
    packingListState: r.packing_list_state,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    version: r.version,
  };
}

/** Bound parameters per statement stay well under SQLite's and PostgreSQL's limits. */
const ROWS_PER_INSERT = 200;

export async function insertPieces(db: Db, rows: ProjectSlabsTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
    await db
      .insertInto('project_slabs')
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .execute();
}

export const insertProject = (db: Db, row: Insertable<ProjectsTable>) =>
  db.insertInto('projects').values(row).execute();
export const insertPlane = (db: Db, row: PlanesTable) =>
  db.insertInto('planes').values(row).execute();
export const insertUpload = (db: Db, row: Insertable<CadUploadsTable>) =>
  db.insertInto('cad_uploads').values(row).execute();

export const listPlanes = (db: Db, orgId: string, projectId: string) =>
  orgTable(db, 'planes', orgId)
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .orderBy('name')
    .execute();

export const listUploads = (db: Db, orgId: string, projectId: string) =>
  orgTable(db, 'cad_uploads', orgId)
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .execute();

/** Piece area per plane, for the plane rows of the detail screen. */
export async function planeAreas(db: Db, orgId: string, projectId: string) {
  const rows = await orgTable(db, 'project_slabs', orgId)
    .select((eb) => ['plane_id', eb.fn.sum<string | number>('area_mm2').as('area')])
    .where('project_id', '=', projectId)
    .groupBy('plane_id')
    .execute();
  return new Map(rows.map((r) => [r.plane_id, Number(r.area ?? 0)]));
}

export async function packingFigures(db: Db, orgId: string, projectId: string) {
  const row = await orgTable(db, 'project_slabs', orgId)
    .select((eb) => [
      eb.fn.countAll<string | number>().as('pieces'),
      eb.fn.count<string | number>('box_no').as('boxed'),
      eb.fn.count<string | number>('box_no').distinct().as('boxes'),
    ])
    .where('project_id', '=', projectId)
    .executeTakeFirstOrThrow();
  return { pieces: Number(row.pieces), boxed: Number(row.boxed), boxes: Number(row.boxes) };
}
