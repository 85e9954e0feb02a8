// Test helpers for production control (not a test file itself): live projects with planes whose
// counters are set directly (the piece life cycle has its own suites), and frames on them.
import { actorScope } from '../../db/org-scope.ts';
import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/crypto.ts';

export type PlaneFigures = {
  pieces: number;
  planned?: number;
  cut?: number;
  secondary?: number;
  boxed?: number;
};

export type ProjectSeed = {
  name: string;
  createdAt: string;
  deliveryAt: string | null;
  planes: PlaneFigures[];
  productionState?: 'notStarted' | 'inProduction' | 'completed';
  archived?: boolean;
  terminated?: boolean;
  customerName?: string;
};

const DAY = 86_400_000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export async function insertProject(
  db: Db,
  owner: { orgId: string; userId: string },
  seed: ProjectSeed,
) {
  const org = actorScope(owner, db);
  const id = newId();
  const pieces = seed.planes.reduce((s, p) => s + p.pieces, 0);
  const customer = seed.customerName ?? 'Customer';
  await org
    .insertInto('projects')
    .values({
      id,
      name: seed.name,
      order_no: `SO-${id.slice(0, 8)}`,
      customer_name: customer,
      customer_brand: '',
      delivery_at: seed.deliveryAt,
      project_type: 'engineering',
      review_state: 'done',
      production_state: seed.productionState ?? 'inProduction',
      archived: seed.archived ? 1 : 0,
      terminated: seed.terminated ? 1 : 0,
      settings_json: '{}',
      plane_count: seed.planes.length,
      piece_count: pieces,
      total_area_mm2: 0,
      slab_count: 0,
      yield_bp: 0,
      packing_list_state: 'none',
      created_by: owner.userId,
      created_at: seed.createdAt,
      updated_at: seed.createdAt,
      version: 1,
      search_text: `${seed.name}\nSO-${id.slice(0, 8)}\n${customer}\n`.toLowerCase(),
    })
    .execute();
  const planeIds: string[] = [];
  for (const [i, p] of seed.planes.entries()) {
    const planeId = newId();
    planeIds.push(planeId);
    await org
      .insertInto('planes')
      .values({
        id: planeId,
        project_id: id,
        name: `Plane ${i + 1}`,
        batch: 'B1',
        planning_state: 'planned',
        piece_count: p.pieces,
        planned_count: p.planned ?? p.pieces,
        cut_count: p.cut ?? 0,
        secondary_count: p.secondary ?? 0,
        boxed_count: p.boxed ?? 0,
        accepted_run_id: null,
        yield_bp: 0,
        // Planes keep the order they were added in.
        created_at: new Date(Date.parse(seed.createdAt) + i).toISOString(),
        updated_at: seed.createdAt,
        version: 1,
      })
      .execute();
  }
  return { id, planeIds };
}

let frameSeq = 0;

/** A frame on a plane, holding `pieces` pieces (0: empty), returned or not. */
export async function insertFrame(
  db: Db,
  owner: { orgId: string },
  at: { projectId: string; planeId: string },
  opts: { pieces: number; returned?: boolean },
) {
  const now = new Date().toISOString();
  frameSeq += 1;
  await actorScope(owner, db)
    .insertInto('iron_frames')
    .values({
      id: newId(),
      seq: frameSeq,
      number: `CTL-${frameSeq}`,
      class_no: 'A',
      location: '',
      project_id: at.projectId,
      plane_id: at.planeId,
      stage_cutting: 'complete',
      stage_reinforcement: 'notStarted',
      stage_secondary: 'notStarted',
      stage_boxing: 'notStarted',
      returnable: 1,
      returned: opts.returned ? 1 : 0,
      used: 1,
      operator_id: null,
      piece_count: opts.pieces,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .execute();
}
