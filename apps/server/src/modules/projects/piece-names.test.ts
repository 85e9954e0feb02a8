import { sql } from 'kysely';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ProjectSlabItem } from '@stone/shared/projects/detail';
import { createMigrator } from '../../db/migrate.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createAdminTestApp, createOwner } from '../members/admin-test-kit.ts';
import { uploadDxf } from './project-test-kit.ts';

/** Squares of 400 mm, each with one TEXT label inside. */
function labelledDxf(labels: string[]): Buffer {
  const out = ['0', 'SECTION', '2', 'HEADER', '9', '$INSUNITS', '70', '4', '0', 'ENDSEC'];
  out.push('0', 'SECTION', '2', 'ENTITIES');
  labels.forEach((label, i) => {
    const x = i * 500;
    out.push('0', 'LWPOLYLINE', '8', '0', '90', '4', '70', '1');
    for (const [dx, dy] of [
      [0, 0],
      [400, 0],
      [400, 400],
      [0, 400],
    ] as const)
      out.push('10', String(x + dx), '20', String(dy));
    out.push('0', 'TEXT', '8', '0', '10', String(x + 50), '20', '200', '40', '20', '1', label);
  });
  out.push('0', 'ENDSEC', '0', 'EOF', '');
  return Buffer.from(out.join('\n'));
}

/** Issue 23: "WB-01 墙板" is code WB-01 and name 墙板, from a drawing and for stored pieces. */
describeEachDialect('piece code and name', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Awaited<ReturnType<typeof createOwner>>;
  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'piecenames', 'Piece Names Stone');
  }, 60_000);
  afterAll(() => t.close());

  const pieces = async (projectId: string) => {
    const res = await call<{ list: ProjectSlabItem[] }>(
      t.app,
      'webProduce/getSolutionSlabs',
      { projectId, pageNum: 1, pageSize: 50 },
      { token: owner.token },
    );
    expect(res.code, res.msg).toBe(0);
    return res.data.list.map((p) => [p.code, p.name]);
  };

  test('a drawn "code description" label is split; a label without a coded first word is not', async () => {
    const bytes = labelledDxf(['WB-01 墙板', 'N1-023 kitchen island', '台面 01', 'ZT-9']);
    const up = await uploadDxf(t, owner.token, 'walls.dxf', bytes);
    expect(up.result, up.msg).toBe(true);
    const res = await call<{ id: string }>(
      t.app,
      'webProduce/createSolution',
      { name: 'Walls', planes: [{ name: 'W', fileId: up.data?.fileId, fileName: 'walls.dxf' }] },
      { token: owner.token },
    );
    expect(res.code, res.msg).toBe(0);
    expect((await pieces(res.data.id)).sort()).toEqual([
      ['N1-023', 'kitchen island'],
      ['WB-01', '墙板'],
      ['ZT-9', ''],
      ['台面 01', ''],
    ]);
  });

  test('migration g01 splits the codes of pieces stored before it, and down joins them', async () => {
    const schema =
      dialect === 'postgres'
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(t.deps.db)).rows[0]?.s
        : undefined;
    const migrator = createMigrator(t.deps.db, schema);
    const up = await uploadDxf(t, owner.token, 'old.dxf', labelledDxf(['X-1']));
    const created = await call<{ id: string }>(
      t.app,
      'webProduce/createSolution',
      { name: 'Old', planes: [{ name: 'O', fileId: up.data?.fileId }] },
      { token: owner.token },
    );
    const projectId = created.data.id;
    const plane = await t.deps.db
      .selectFrom('planes')
      .select('id')
      .where('project_id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect((await migrator.migrateTo('20261126-f01-cache-notify')).error).toBeUndefined();
    // Rows as the code before issue 23 wrote them: the whole label as the code.
    for (const code of ['WB-01 墙板', '台面 01', 'B2  side   panel'])
      await sql`insert into project_slabs (org_id, id, project_id, plane_id, code, width_mm,
        height_mm, area_mm2, thickness_mm, contour_json, process_code, status, abnormal, box_no,
        created_at) values (${owner.orgId}, ${newId()}, ${projectId}, ${plane.id}, ${code}, 400,
        400, 160000, 20, ${'{"outline":[],"holes":[]}'}, '', 'pendingCut', 0, null,
        ${nowIso()})`.execute(t.deps.db);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    expect((await pieces(projectId)).sort()).toEqual([
      ['B2', 'side panel'],
      ['WB-01', '墙板'],
      ['X-1', ''],
      ['台面 01', ''],
    ]);
    expect((await migrator.migrateTo('20261126-f01-cache-notify')).error).toBeUndefined();
    const joined = await sql<{ code: string }>`select code from project_slabs
      where project_id = ${projectId}`.execute(t.deps.db);
    expect(joined.rows.map((r) => r.code).sort()).toEqual([
      'B2 side panel',
      'WB-01 墙板',
      'X-1',
      '台面 01',
    ]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
  }, 120_000);
});
