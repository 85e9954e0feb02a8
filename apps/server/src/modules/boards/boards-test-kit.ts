// Test helpers for the boards (not a test file itself): the floor's records written directly
// (cuts as day rows, packed pieces, pieces in kit states) or through their repository (work
// reports and their day rows); the flows that write them have their own suites.
import { actorScope } from '../../db/org-scope.ts';
import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/crypto.ts';
import { insertReports } from '../work-reports/work-reports.repository.ts';

type Owner = { orgId: string; userId: string };

/** A secondary process with no fee or costs: what the boards count by, nothing more. */
export const boardProcessRow = (id: string, name: string, code: string, at: string) => ({
  id,
  name,
  code,
  fee: 0,
  unit: 'm2',
  size_min_mm: 0,
  size_max_mm: 0,
  workshop_id: null,
  processing_part: '',
  flow_mode: '',
  flow_unit: '',
  report_mode: 'piece',
  stage: 'secondary' as const,
  bonding: 0,
  outsourcing_type: '',
  outsourcing_cost: 0,
  auxiliary_cost: 0,
  worker_cost: 0,
  total_cost: 0,
  created_at: at,
  updated_at: at,
  version: 1,
});

export async function insertProcess(db: Db, owner: Owner, name: string) {
  const id = newId();
  const row = boardProcessRow(id, name, `P-${id.slice(0, 6)}`, new Date().toISOString());
  await actorScope(owner, db).insertInto('processes').values(row).execute();
  return id;
}

export async function insertDevice(db: Db, owner: Owner, code: string) {
  const id = newId();
  const now = new Date().toISOString();
  await actorScope(owner, db)
    .insertInto('devices')
    .values({
      id,
      code,
      model: 'saw',
      linked_at: null,
      pickup_status: '',
      current_table: '',
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
  return id;
}

/** A day row of cutting: `slabs` slabs of 2 m² each with `pieceM2` m² of pieces, 10 m of cut. */
export async function insertCutDay(
  db: Db,
  owner: Owner,
  row: { day: string; deviceId?: string; projectId?: string; slabs: number; pieceM2: number },
) {
  await actorScope(owner, db)
    .insertInto('cutting_days')
    .values({
      day: row.day,
      device_id: row.deviceId ?? '',
      user_id: owner.userId,
      project_id: row.projectId ?? '',
      material_id: '',
      slab_count: row.slabs,
      cut_length_mm: 10_000 * row.slabs,
      piece_area_mm2: row.pieceM2 * 1_000_000,
      slab_area_mm2: 2_000_000 * row.slabs,
      consumption_mm2: 2_000_000 * row.slabs,
    })
    .execute();
}

/** Pieces of a plane, in the given state. */
export async function insertPieces(
  db: Db,
  owner: Owner,
  at: { projectId: string; planeId: string },
  count: number,
  status: string,
) {
  const org = actorScope(owner, db);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = newId();
    ids.push(id);
    await org
      .insertInto('project_slabs')
      .values({
        id,
        project_id: at.projectId,
        plane_id: at.planeId,
        code: `W-${id.slice(0, 6)}`,
        width_mm: 1000,
        height_mm: 500,
        area_mm2: 500_000,
        thickness_mm: 20,
        contour_json: '{}',
        process_code: '',
        status,
        abnormal: 0,
        box_no: null,
        created_at: new Date().toISOString(),
      })
      .execute();
  }
  return ids;
}

export async function insertReport(
  db: Db,
  owner: Owner,
  r: { pieceId: string; processId: string; projectId: string; at: string },
) {
  // Through the repository every writer uses, so the day rows the boards read follow.
  await insertReports(
    actorScope(owner, db),
    [
      {
        id: newId(),
        piece_id: r.pieceId,
        process_id: r.processId,
        project_id: r.projectId,
        step: 1,
        worker_id: owner.userId,
        reported_at: r.at,
      },
    ],
    owner.userId,
  );
}

/** A wooden box with the given pieces packed at the given times (0.5 m² each). */
export async function insertBox(
  db: Db,
  owner: Owner,
  box: {
    projectId: string;
    number: number;
    status: 'packing' | 'packed';
    packed: [string, string][];
  },
) {
  const org = actorScope(owner, db);
  const id = newId();
  await org
    .insertInto('wooden_boxes')
    .values({
      id,
      project_id: box.projectId,
      number: box.number,
      box_type: 'standard',
      length_mm: 1000,
      width_mm: 1000,
      height_mm: 1000,
      status: box.status,
      piece_count: box.packed.length,
      area_mm2: 500_000 * box.packed.length,
      weight_g: 0,
      planned_box_no: null,
      created_by: owner.userId,
      created_at: new Date().toISOString(),
      sealed_at: null,
    })
    .execute();
  for (const [pieceId, at] of box.packed)
    await org
      .insertInto('box_pieces')
      .values({
        piece_id: pieceId,
        box_id: id,
        project_id: box.projectId,
        area_mm2: 500_000,
        weight_g: 0,
        packed_by: owner.userId,
        packed_at: at,
      })
      .execute();
}
