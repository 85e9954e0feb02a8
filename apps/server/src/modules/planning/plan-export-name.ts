// The name a DXF export is saved under (issue 23): "cutting-plan-<uuid>-all.dxf" told a saw
// operator nothing, so the file is named after the project, the plane and the slab.
import type { Db } from '../../db/database.ts';
import { orgScope, sameOrg } from '../../db/org-scope.ts';

/** Characters no file system takes in a name (Windows is the strictest); controls likewise. */
const UNSAFE = new Set('\\/:*?"<>|');
const NAME_MAX = 120;

const clean = (text: string) =>
  Array.from(text, (c) => (UNSAFE.has(c) || c.charCodeAt(0) < 0x20 ? '_' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

/** `<project>-<plane>-slab-<n>.dxf`, or without the slab for the whole plan. */
export function exportFileName(names: { project: string; plane: string }, seq: number | null) {
  const parts = [clean(names.project), clean(names.plane)].filter(Boolean);
  const base = Array.from(parts.join('-') || 'cutting-plan')
    .slice(0, NAME_MAX)
    .join('');
  return `${base}${seq === null ? '' : `-slab-${seq}`}.dxf`;
}

/**
 * RFC 6266 / RFC 5987: `filename` for old clients, in ASCII (other characters become `_`), and
 * `filename*` with the real name in UTF-8, which every current browser prefers.
 */
export function attachmentDisposition(name: string): string {
  const ascii = Array.from(name, (c) =>
    c >= ' ' && c <= '~' && c !== '"' && c !== '\\' ? c : '_',
  );
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii.join('')}"; filename*=UTF-8''${encoded}`;
}

/** The project and plane names of a run, read for its export's file name. */
export async function findRunNames(db: Db, orgId: string, runId: string) {
  const row = await orgScope(db, orgId)
    .selectFrom('plan_runs as r')
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 'r.project_id').on(sameOrg('p', 'r')))
    .innerJoin('planes as n', (j) => j.onRef('n.id', '=', 'r.plane_id').on(sameOrg('n', 'r')))
    .select(['p.name as project', 'n.name as plane'])
    .where('r.id', '=', runId)
    .executeTakeFirst();
  return row ?? { project: '', plane: '' };
}
