// A run's layouts as a DXF for the saw: each slab as packages/planner draws it (slab, trim,
// cuts, and each piece's true outline and holes as closed POLYLINEs with its code as a TEXT
// inside), slabs side by side.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { exportLayoutDxf, type PieceShape, type SlabLayout } from '@stone/planner';
import { ADMIN_LIMITS } from '@stone/shared/enterprise/limits';
import { API_PREFIX } from '@stone/shared';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { fileUrlSecret } from '../files/file-url.ts';
import { orgScope } from '../../db/org-scope.ts';
import { toPlannerLayout } from './plan-axes.ts';
import { listPlaneShapes } from './plan-planes.repository.ts';
import { findRun, listLayouts, type StoredSlabLayout } from './plan-runs.repository.ts';

export const LAYOUT_DXF_PATH = `${API_PREFIX}webPlan/layoutDxf/:runId`;
/** Space between two slabs of a whole-run export, in mm. */
const SLAB_GAP_MM = 500;

const sign = (secret: string, orgId: string, runId: string, seq: string, exp: number) =>
  createHmac('sha256', secret)
    .update(`layout-dxf.${orgId}.${runId}.${seq}.${exp}`)
    .digest('base64url');

/** Like a file link: the address is the credential, for a few minutes. */
export function signedLayoutUrl(config: Config, orgId: string, runId: string, seq: number | null) {
  const s = seq === null ? 'all' : String(seq);
  const exp = Math.floor(Date.now() / 1000) + ADMIN_LIMITS.fileUrlTtlSeconds;
  const sig = sign(fileUrlSecret(config), orgId, runId, s, exp);
  const query = new URLSearchParams({ o: orgId, s, exp: String(exp), sig });
  return `${LAYOUT_DXF_PATH.replace(':runId', runId)}?${query.toString()}`;
}

export function checkLayoutUrl(
  config: Config,
  q: { runId: string; o: string; s: string; exp: number; sig: string },
): 'ok' | 'expired' | 'bad' {
  const expected = Buffer.from(sign(fileUrlSecret(config), q.o, q.runId, q.s, q.exp));
  const given = Buffer.from(q.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad';
  return q.exp * 1000 < Date.now() ? 'expired' : 'ok';
}

/**
 * The layouts to export: the whole run (`seq` null) or the one slab asked for, with the true
 * shapes of the plane's pieces. The enterprise is the caller's, or the one a signed link names
 * (its signature vouches for it).
 */
export async function exportableLayouts(
  db: Db,
  { orgId, runId, seq }: { orgId: string; runId: string; seq: number | null },
) {
  const org = orgScope(db, orgId);
  const run = await findRun(org, runId);
  if (!run) throw notFound();
  if (run.state !== 'done') throw conflict('plan.noLayout');
  const layouts = await listLayouts(org, runId);
  const chosen = seq === null ? layouts : layouts.filter((l) => l.seq === seq);
  if (chosen.length === 0) throw seq === null ? conflict('plan.noLayout') : notFound();
  return { layouts: chosen, shapes: await listPlaneShapes(org, run.plane_id) };
}

/** Group-code pairs of a DXF string, as [code, value] lines. */
const pairsOf = (dxf: string): [string, string][] => {
  const lines = dxf.split('\n');
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) pairs.push([lines[i] ?? '', lines[i + 1] ?? '']);
  return pairs;
};

function entityPairs(dxf: string, dx: number): [string, string][] {
  const pairs = pairsOf(dxf);
  const start = pairs.findIndex(([c, v]) => c === '2' && v === 'ENTITIES') + 1;
  const end = pairs.findIndex(([c, v], i) => i >= start && c === '0' && v === 'ENDSEC');
  const entities: [string, string][][] = [];
  for (const [c, v] of pairs.slice(start, end)) {
    if (c === '0') entities.push([]);
    // X coordinates (10, 11) move the slab right; everything else stays as the planner wrote it.
    entities.at(-1)?.push(c === '10' || c === '11' ? [c, String(Number(v) + dx)] : [c, v]);
  }
  return entities.flat();
}

/** One DXF holding the given slabs left to right. */
export function buildLayoutDxf(
  layouts: StoredSlabLayout[],
  shapes: ReadonlyMap<string, PieceShape> = new Map(),
): string {
  const files = layouts.map((l) => exportLayoutDxf(toPlannerLayout(l, shapes)));
  const first = pairsOf(files[0] ?? exportLayoutDxf(emptyLayout()));
  const head = first.slice(0, first.findIndex(([c, v]) => c === '2' && v === 'ENTITIES') + 1);
  const entities: [string, string][] = [];
  let dx = 0;
  layouts.forEach((l, i) => {
    entities.push(...entityPairs(files[i] ?? '', dx));
    dx += l.lengthMm + SLAB_GAP_MM;
  });
  const all = [...head, ...entities, ['0', 'ENDSEC'], ['0', 'EOF']];
  return `${all.map(([c, v]) => `${c}\n${v}`).join('\n')}\n`;
}

const emptyLayout = (): SlabLayout => ({
  slabId: '',
  slabWidth: 1,
  slabHeight: 1,
  trim: 0,
  kerf: 0,
  defects: [],
  labels: {},
  placements: [],
  cuts: [],
  remnants: [],
  yield: 0,
});
