import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CreateProjectBody } from '@stone/shared/projects/create';
import { upload } from '../files/upload-test-kit.ts';
import { call } from '../../test/api-client.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Test helpers for the project suites (not a test file itself). */
const FIXTURES = fileURLToPath(new URL('../../../test-fixtures/dxf/', import.meta.url));

export const dxfFixture = (name: string): Buffer => readFileSync(`${FIXTURES}${name}`);
/** Four labelled pieces: 台面-01, 背板-02, 岛台-03, 岛台-04. */
export const COUNTERTOP = 'stone_countertop_gbk_r2000.dxf';
/** Six pieces without codes. */
export const UNLABELLED = 'skym_array-rotated.dxf';

export async function uploadDxf(t: TestApp, token: string, name: string, bytes?: Buffer) {
  return upload(
    t.app,
    token,
    { purpose: 'dxf' },
    { name, bytes: bytes ?? dxfFixture(name), type: 'application/octet-stream' },
  );
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
  material: 'Ariston white',
  thicknessMm: 20,
  kerfMm: 3,
  trimMm: 10,
  slabSizes: [{ lengthMm: 3200, widthMm: 1800 }],
  plannerMode: 'guillotine',
  processes: ['edge'],
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
