import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CreateProjectBody } from '@stone/shared/projects/create';
import { upload } from '../files/upload-test-kit.ts';
import { orgScope } from '../../db/org-scope.ts';
import { call } from '../../test/api-client.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Test helpers for the project suites (not a test file itself). */
const FIXTURES = fileURLToPath(new URL('../../../test-fixtures/dxf/', import.meta.url));

export const dxfFixture = (name: string): Buffer => readFileSync(`${FIXTURES}${name}`);
/** Four labelled pieces: 台面-01, 背板-02, 岛台-03, 岛台-04. */
export const COUNTERTOP = 'stone_countertop_gbk_r2000.dxf';
/** Six pieces without codes. */
export const UNLABELLED = 'skym_array-rotated.dxf';

/**
 * The catalogue stone COMPLETE_SETTINGS names (issue 23: settings name a material by id). Keys
 * are (org_id, id), so every enterprise can hold its own row of this id.
 */
export const TEST_STONE_ID = 'test-stone';

/** Gives the enterprise that stored `fileId` the test stone, once. */
async function ensureTestStone(t: TestApp, fileId: string | undefined) {
  const file = fileId
    ? await t.deps.db
        .selectFrom('files')
        .select('org_id')
        .where('id', '=', fileId)
        .executeTakeFirst()
    : undefined;
  if (!file?.org_id) return;
  const orgId = file.org_id;
  const found = await orgScope(t.deps.db, orgId)
    .selectFrom('stone_materials')
    .select('id')
    .where('id', '=', TEST_STONE_ID)
    .executeTakeFirst();
  if (found) return;
  const now = new Date().toISOString();
  await ensureTestProcess(t, orgId, now);
  await t.deps.db
    .insertInto('stone_materials')
    .values({
      org_id: orgId,
      id: TEST_STONE_ID,
      name_zh: '雅士白',
      name_en: 'Ariston white',
      code: 'TEST-STONE',
      density_kg_m3: 2700,
      thicknesses_mm: '[20]',
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
}

/** The catalogue process COMPLETE_SETTINGS names (issue 17: settings name processes by id). */
export const TEST_PROCESS_ID = 'test-process-edge';

async function ensureTestProcess(t: TestApp, orgId: string, now: string) {
  await t.deps.db
    .insertInto('processes')
    .values({
      org_id: orgId,
      id: TEST_PROCESS_ID,
      name: '磨边 Edge',
      code: 'TEST-EDGE',
      fee: 1234,
      unit: 'perMetre',
      size_min_mm: 0,
      size_max_mm: 20_000,
      workshop_id: null,
      processing_part: '',
      flow_mode: 'manual',
      flow_unit: 'process',
      report_mode: 'single',
      stage: 'secondary',
      bonding: 0,
      outsourcing_type: 'labourOnly',
      outsourcing_cost: 0,
      auxiliary_cost: 0,
      worker_cost: 0,
      total_cost: 0,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
}

/** Every project of the suites starts with a drawing, so its enterprise gets the test stone here. */
export async function uploadDxf(t: TestApp, token: string, name: string, bytes?: Buffer) {
  const res = await upload(
    t.app,
    token,
    { purpose: 'dxf' },
    { name, bytes: bytes ?? dxfFixture(name), type: 'application/octet-stream' },
  );
  await ensureTestStone(t, (res.data as { fileId?: string } | null)?.fileId);
  return res;
}

export async function uploadDxfId(t: TestApp, token: string, name = COUNTERTOP) {
  const res = await uploadDxf(t, token, name);
  if (!res.result) throw new Error(`upload failed: ${res.msg}`);
  return res.data?.fileId as string;
}

/** A project from one drawing, through the same calls the manual-order form makes. */
export async function createProject(
  t: TestApp,
  token: string,
  body: Partial<CreateProjectBody> = {},
  file = COUNTERTOP,
) {
  const fileId = await uploadDxfId(t, token, file);
  const res = await call<{ id: string }>(
    t.app,
    'webProduce/createSolution',
    { name: 'Kitchen tops', planes: [{ name: 'N1', fileId, fileName: file }], ...body },
    { token },
  );
  if (!res.result) throw new Error(`createProject failed: ${res.msg}`);
  return res.data.id;
}

/** Settings complete enough to approve. */
export const COMPLETE_SETTINGS = {
  materialId: TEST_STONE_ID,
  thicknessMm: 20,
  kerfMm: 3,
  trimMm: 10,
  slabSizes: [{ lengthMm: 3200, widthMm: 1800 }],
  plannerMode: 'guillotine',
  processes: [TEST_PROCESS_ID],
  packingRules: { maxPiecesPerBox: 2, groupBy: 'plane' },
} as const;

export const countRows = async (
  t: TestApp,
  table: 'projects' | 'planes' | 'cad_uploads' | 'project_slabs',
) =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * A drawing of `count` unlabelled squares of `sideMm` (mm units, 10 mm apart): the many-piece
 * and huge-piece cases of issue 22, small enough to keep the suites quick.
 */
export function squaresDxf(count: number, sideMm = 100, openLines = 0): Buffer {
  const out = ['0', 'SECTION', '2', 'HEADER', '9', '$INSUNITS', '70', '4', '0', 'ENDSEC'];
  out.push('0', 'SECTION', '2', 'ENTITIES');
  for (let i = 0; i < count; i++) {
    const x = (i % 100) * (sideMm + 10);
    const y = Math.floor(i / 100) * (sideMm + 10);
    out.push('0', 'LWPOLYLINE', '8', '0', '90', '4', '70', '1');
    for (const [dx, dy] of [
      [0, 0],
      [sideMm, 0],
      [sideMm, sideMm],
      [0, sideMm],
    ] as const)
      out.push('10', String(x + dx), '20', String(y + dy));
  }
  // Open polylines below the squares, far apart: each is a "not closed" warning of the reader.
  for (let i = 0; i < openLines; i++) {
    const x = String(i * 50);
    out.push('0', 'LWPOLYLINE', '8', '0', '90', '2', '70', '0');
    out.push('10', x, '20', '-500', '10', String(i * 50 + 20), '20', '-480');
  }
  out.push('0', 'ENDSEC', '0', 'EOF', '');
  return Buffer.from(out.join('\n'));
}
