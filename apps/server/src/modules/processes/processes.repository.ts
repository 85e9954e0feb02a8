import { sql } from 'kysely';
import { containsText } from '../../db/list-query.ts';
import type { OrgScope } from '../../db/org-scope.ts';

// Queries of the process catalogue (issue 17). Routes are JSON lists of process ids
// (process_codes.process_ids), read whole: a catalogue holds tens of codes, not thousands.

/** The route of a stored process code, in order (unreadable JSON reads as no route). */
export function routeIds(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export const listProcessChoices = (org: OrgScope) =>
  org
    .selectFrom('processes')
    .select(['id', 'name', 'code', 'report_mode', 'stage', 'bonding'])
    .orderBy('code')
    .execute();

export const listProcessCodeRows = (org: OrgScope) =>
  org
    .selectFrom('process_codes')
    .select(['id', 'code', 'name', 'process_ids', 'version'])
    .orderBy('code')
    .execute();

export const findProcess = (org: OrgScope, id: string) =>
  org.selectFrom('processes').selectAll().where('id', '=', id).executeTakeFirst();

export const findProcessByCode = (org: OrgScope, code: string) =>
  org.selectFrom('processes').selectAll().where('code', '=', code).executeTakeFirst();

export const findProcessCodeByCode = (org: OrgScope, code: string) =>
  org
    .selectFrom('process_codes')
    .select(['id', 'code', 'name', 'process_ids'])
    .where('code', '=', code)
    .executeTakeFirst();

export const findProcessCode = (org: OrgScope, id: string) =>
  org.selectFrom('process_codes').selectAll().where('id', '=', id).executeTakeFirst();

/** Which of `ids` are processes of the enterprise. */
export async function existingProcessIds(org: OrgScope, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await org.selectFrom('processes').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** Process codes whose route names the process. */
export async function codesUsingProcess(org: OrgScope, processId: string) {
  const rows = await org
    .selectFrom('process_codes')
    .select(['id', 'code', 'name', 'process_ids'])
    // A narrowing LIKE on the JSON text first; ids are random, so it is exact once parsed.
    .where('process_ids', 'like', `%${processId}%`)
    .orderBy('code')
    .execute();
  return rows.filter((r) => routeIds(r.process_ids).includes(processId));
}

/** Does a project's settings name the process? (ids are random text, so LIKE is exact enough.) */
export async function projectUsesProcess(org: OrgScope, processId: string) {
  const row = await org
    .selectFrom('projects')
    .select('id')
    .where('settings_json', 'like', `%"${processId}"%`)
    .executeTakeFirst();
  return row !== undefined;
}

/** Do pieces carry the process code? */
export async function piecesCarryCode(org: OrgScope, code: string) {
  const row = await org
    .selectFrom('project_slabs')
    .select('id')
    .where('process_code', '=', code)
    .executeTakeFirst();
  return row !== undefined;
}

export function processFlowPage(
  org: OrgScope,
  q: { keyword?: string | undefined; sortField?: 'code' | 'createdAt' | undefined },
) {
  let query = org.selectFrom('process_codes');
  const keyword = q.keyword?.trim();
  if (keyword)
    query = query.where((eb) =>
      eb.or([containsText('code', keyword), containsText('name', keyword)]),
    );
  return query;
}

export async function saveRoute(
  org: OrgScope,
  row: { id: string; version: number },
  processIds: readonly string[],
  now: string,
) {
  const result = await org
    .updateTable('process_codes')
    .set({
      process_ids: JSON.stringify(processIds),
      updated_at: now,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Which of `codes` are process codes of the enterprise. */
export async function existingProcessCodes(org: OrgScope, codes: readonly string[]) {
  const wanted = [...new Set(codes)].filter(Boolean);
  if (wanted.length === 0) return new Set<string>();
  const rows = await org
    .selectFrom('process_codes')
    .select('code')
    .where('code', 'in', wanted)
    .execute();
  return new Set(rows.map((r) => r.code));
}
