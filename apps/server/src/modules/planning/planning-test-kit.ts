// Test helpers for planning (not a test file itself): a project with one plane whose pieces come
// from a real DXF read through the worker, or from given sizes, written straight to the tables
// (the projects module's own flow has its own tests).
import { actorScope } from '../../db/org-scope.ts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_PROJECT_SETTINGS, type ProjectSettings } from '@stone/shared/projects/settings';
import type { AppDeps } from '../../context.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { readDxfInWorker } from '../../workers/dxf-reader.ts';
import { createOwner, type createAdminTestApp } from '../members/admin-test-kit.ts';
import { insertPieces } from '../projects/project-slabs.repository.ts';
import { insertPlane, insertProject } from '../projects/projects.repository.ts';

export const FIXTURES = resolve(import.meta.dirname, '../../../test-fixtures/dxf');
export const fixture = (name: string): Buffer => readFileSync(resolve(FIXTURES, name));

export type PlanningOwner = { token: string; orgId: string; userId: string };

/** A new enterprise's owner: the token for calls, the ids for services called directly. */
export async function signUpPlanningOwner(
  t: Awaited<ReturnType<typeof createAdminTestApp>>,
  name: string,
  orgName = `${name} Stone`,
): Promise<PlanningOwner> {
  const o = await createOwner(t, name, orgName);
  const user = await t.deps.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', o.phone)
    .executeTakeFirstOrThrow();
  return { token: o.token, orgId: o.orgId, userId: user.id };
}

export type SeedPiece = { code: string; width: number; height: number; area?: number };

export const TEST_SETTINGS: ProjectSettings = {
  ...DEFAULT_PROJECT_SETTINGS,
  kerfMm: 4,
  trimMm: 10,
  slabSizes: [{ lengthMm: 3200, widthMm: 2600 }],
};

/** The countertop drawing's four pieces, read in the worker as an upload would be. */
export async function countertopPieces(): Promise<SeedPiece[]> {
  const read = await readDxfInWorker(fixture('stone_countertop_gbk_r2000.dxf'));
  if (!read.ok) throw new Error(read.error.message.en);
  return read.pieces.map((p, i) => ({
    code: p.label ?? `P${i + 1}`,
    width: p.width,
    height: p.height,
    area: p.areaMm2,
  }));
}

export async function seedPlane(
  deps: AppDeps,
  owner: { orgId: string; userId: string },
  pieces: SeedPiece[],
  settings: ProjectSettings = TEST_SETTINGS,
  projectId: string | null = null,
) {
  const now = nowIso();
  const org = actorScope(owner, deps.db);
  const sid = projectId ?? newId();
  if (!projectId) {
    await insertProject(org, {
      id: sid,
      name: 'Harbour tower',
      order_no: `SO-${sid.slice(0, 6)}`,
      customer_name: 'Nan an Stone',
      customer_brand: 'Ariston',
      delivery_at: null,
      project_type: 'engineering',
      review_state: 'pending',
      production_state: 'notStarted',
      archived: 0,
      terminated: 0,
      settings_json: JSON.stringify(settings),
      plane_count: 1,
      piece_count: pieces.length,
      total_area_mm2: 0,
      slab_count: 0,
      yield_bp: 0,
      packing_list_state: 'none',
      created_by: owner.userId,
      created_at: now,
      updated_at: now,
      version: 1,
    });
  }
  const planeId = newId();
  await insertPlane(org, {
    id: planeId,
    project_id: sid,
    name: 'North facade',
    batch: 'B1',
    planning_state: 'toPlan',
    piece_count: pieces.length,
    planned_count: 0,
    cut_count: 0,
    secondary_count: 0,
    boxed_count: 0,
    accepted_run_id: null,
    yield_bp: 0,
    created_at: now,
    updated_at: now,
    version: 1,
  });
  await insertPieces(
    org,
    pieces.map((p) => ({
      id: newId(),
      project_id: sid,
      plane_id: planeId,
      code: p.code,
      width_mm: p.width,
      height_mm: p.height,
      area_mm2: Math.round(p.area ?? p.width * p.height),
      thickness_mm: 20,
      contour_json: JSON.stringify({ outline: [], holes: [] }),
      process_code: '',
      status: 'pendingPickup',
      abnormal: 0,
      box_no: null,
      created_at: now,
    })),
  );
  return { projectId: sid, planeId };
}

/**
 * Squares two to a slab plus a few small pieces: the area bound stays far below what can be
 * reached, so the planner always searches for its whole budget (and progress can be watched).
 */
export const hardPieces = (squares = 30, smalls = 10): SeedPiece[] => [
  ...Array.from({ length: squares }, (_, i) => ({ code: `Q-${i + 1}`, width: 1100, height: 1100 })),
  ...Array.from({ length: smalls }, (_, i) => ({ code: `S-${i + 1}`, width: 700, height: 500 })),
];

export const HARD_SETTINGS: ProjectSettings = {
  ...TEST_SETTINGS,
  slabSizes: [{ lengthMm: 3200, widthMm: 1800 }],
};

/** Issue 23's pieces: WB-02's net area, and 地-07's (700 × 600 with a half disc of r 300). */
export const WB02_AREA_MM2 = 1200 * 600 - 80 * 80;
export const DI07_AREA_MM2 = 700 * 600 + (Math.PI * 300 * 300) / 2;

/**
 * A drawing of issue 23's two pieces (mm, UTF-8): WB-02, a 1200 × 600 panel with an 80 × 80
 * hole (713,600 mm², its box 720,000), and 地-07, a floor piece whose right end is a half circle
 * drawn as a bulge (its box 1000 × 600). The shared samples hold neither, so it is written here.
 */
export function issue23Dxf(): Buffer {
  const out = ['0', 'SECTION', '2', 'HEADER', '9', '$ACADVER', '1', 'AC1027'];
  out.push('9', '$INSUNITS', '70', '4', '0', 'ENDSEC', '0', 'SECTION', '2', 'ENTITIES');
  const polyline = (points: number[][]) => {
    out.push('0', 'LWPOLYLINE', '8', '0', '90', String(points.length), '70', '1');
    for (const [x = 0, y = 0, bulge = 0] of points) {
      out.push('10', String(x), '20', String(y));
      if (bulge) out.push('42', String(bulge));
    }
  };
  const text = (value: string, x: number, y: number) =>
    out.push('0', 'TEXT', '8', '0', '10', String(x), '20', String(y), '30', '0', '40', '30');
  polyline([
    [0, 0],
    [1200, 0],
    [1200, 600],
    [0, 600],
  ]);
  polyline([
    [560, 260],
    [560, 340],
    [640, 340],
    [640, 260],
  ]);
  text('WB-02', 100, 100);
  out.push('1', 'WB-02');
  // Bulge 1 on the right edge: a half circle counter-clockwise, outwards.
  polyline([
    [2000, 0],
    [2700, 0, 1],
    [2700, 600],
    [2000, 600],
  ]);
  text('地-07', 2100, 100);
  out.push('1', '地-07');
  out.push('0', 'ENDSEC', '0', 'EOF', '');
  return Buffer.from(out.join('\n'), 'utf8');
}
