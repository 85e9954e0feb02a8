// The choice lists of the stone-operation screens, read under each flow's own route (issue 13
// follow-up): a role granting only one flow must not need the project, inventory, workshop or
// device routes to fill its selects. Only what the screens show leaves here.
import type { z } from 'zod';
import type {
  FlowWarehouse,
  flowSlabsBody,
  pickProjectsBody,
} from '@stone/shared/material-flows/choices';
import type { MovementKind, movementListBody } from '@stone/shared/material-flows/schemas';
import { DEVICE_TABLES } from '@stone/shared/materials/enums';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { actorScope } from '../../db/org-scope.ts';
import { listDeviceChoices } from '../materials/devices.repository.ts';
import { listRackChoices } from '../materials/racks.repository.ts';
import { listWarehouseChoices } from '../materials/warehouses.repository.ts';
import { listWorkshopChoices } from '../materials/workshops.repository.ts';
import { listFlowSlabs, listPickProjects } from './flow-choices.repository.ts';
import { listMovements } from './movements.repository.ts';

type SlabsBody = z.output<typeof flowSlabsBody>;

export const getPickProjects = (actor: Actor, db: Db, q: z.output<typeof pickProjectsBody>) =>
  listPickProjects(actorScope(actor, db), q);

/** Warehouses in their order, each with its racks by number. */
async function flowWarehouses(org: OrgScope): Promise<FlowWarehouse[]> {
  const [warehouses, racks] = await Promise.all([listWarehouseChoices(org), listRackChoices(org)]);
  return warehouses.map((w) => ({
    id: w.id,
    name: w.name,
    racks: racks
      .filter((r) => r.warehouse_id === w.id)
      .map((r) => ({ id: r.id, number: r.number })),
  }));
}

/** Picked slabs, and where they can go back to. */
export async function getReturnChoices(actor: Actor, db: Db, q: SlabsBody) {
  const org = actorScope(actor, db);
  const [slabs, warehouses] = await Promise.all([
    listFlowSlabs(org, ['picked'], q),
    flowWarehouses(org),
  ]);
  return { slabs, warehouses };
}

/** Slabs in the states transfer.service accepts, and every place they can go. */
export async function getTransferChoices(actor: Actor, db: Db, q: SlabsBody) {
  const org = actorScope(actor, db);
  const [slabs, warehouses, workshops] = await Promise.all([
    listFlowSlabs(org, ['available', 'picked'], q),
    flowWarehouses(org),
    listWorkshopChoices(org),
  ]);
  return { slabs, warehouses, workshops: workshops.map((w) => ({ id: w.id, name: w.name })) };
}

export async function getFlowDevices(actor: Actor, db: Db) {
  const rows = await listDeviceChoices(actorScope(actor, db));
  return { list: rows.map((d) => ({ ...d, tables: [...DEVICE_TABLES] })) };
}

/** One screen's history: the movements of its kinds. */
export const getMovements = (
  actor: Actor,
  db: Db,
  q: z.output<typeof movementListBody> & { kinds: MovementKind[] },
) => listMovements(actorScope(actor, db), q.kinds, q);
