// Projects, their planes and drawing uploads, in one enterprise's scope. Pieces are in
// project-slabs.repository.ts, the list screen's queries in project-list.repository.ts.
import type { Selectable, UpdateObject } from 'kysely';
import {
  DEFAULT_PROJECT_SETTINGS,
  projectSettings,
  type ProjectSettings,
} from '@stone/shared/projects/settings';
import type { OrgInsert, OrgScope } from '../../db/org-scope.ts';
import { updateAtVersion } from '../../db/versioned-rows.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Database } from '../../tables.ts';
import type { ProjectsTable } from './projects.tables.ts';

export type ProjectRow = Selectable<ProjectsTable>;

/** One enterprise's project, or code 3 (a missing id and another enterprise's look the same). */
export async function findProject(org: OrgScope, id: string): Promise<ProjectRow> {
  const row = await org.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
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

/** One project, or many at once (benchmarks seed thousands). */
export const insertProject = (
  org: OrgScope,
  rows: OrgInsert<'projects'> | readonly OrgInsert<'projects'>[],
) => org.insertInto('projects').values(rows).execute();

/** A user's edit, at the version they saw (a stale one is a conflict); bumps the version. */
export async function updateProjectAt(
  org: OrgScope,
  target: { id: string; version: number },
  values: UpdateObject<Database, 'projects'>,
): Promise<{ version: number }> {
  await updateAtVersion(org.db, 'projects', { orgId: org.orgId, ...target }, values);
  return { version: target.version + 1 };
}

/**
 * Figures planning derives (slab count, yield, planned slab and net piece area). Not a user edit, so the `version` that guards
 * the user's own edits stays as it is.
 */
export async function updateProjectFigures(
  org: OrgScope,
  projectId: string,
  values: {
    slab_count: number;
    yield_bp: number;
    planned_slab_area_mm2: number;
    planned_piece_area_mm2: number;
    updated_at: string;
  },
) {
  await org.updateTable('projects').set(values).where('id', '=', projectId).execute();
}

export const insertPlane = (org: OrgScope, row: OrgInsert<'planes'>) =>
  org.insertInto('planes').values(row).execute();
export const insertUpload = (org: OrgScope, row: OrgInsert<'cad_uploads'>) =>
  org.insertInto('cad_uploads').values(row).execute();

export const listPlanes = (org: OrgScope, projectId: string) =>
  org
    .selectFrom('planes')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .orderBy('name')
    .execute();

/** Names of the planes without an accepted cutting plan, for a page of projects. */
export const listUnplannedPlanes = (org: OrgScope, projectIds: string[]) =>
  projectIds.length === 0
    ? Promise.resolve([])
    : org
        .selectFrom('planes')
        .select(['project_id', 'name'])
        .where('project_id', 'in', projectIds)
        .where('accepted_run_id', 'is', null)
        .orderBy('created_at')
        .orderBy('name')
        .execute();

export const listUploads = (org: OrgScope, projectId: string) =>
  org
    .selectFrom('cad_uploads')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .execute();
