import type { z } from 'zod';
import { translate } from '@stone/shared';
import { DEVICES, WAREHOUSES, WORKSHOPS } from '@stone/shared/materials/basics';
import { MATERIAL_SIMPLE_ENTITIES } from '@stone/shared/materials/simple-entities';
import { countOf } from '../../db/list-query.ts';
import {
  simpleEntity,
  type SimpleEntity,
  type SimpleEntityOptions,
} from '../../db/simple-entity.ts';
import { conflict } from '../../lib/app-error.ts';
import { STONE_MATERIAL_ENTITY } from './stone-materials.ts';
import { ensureDefaultWorkshop } from './workshops.repository.ts';
import { warehouseInUse, withStockCounts } from './warehouses.repository.ts';

type Warehouse = z.output<typeof WAREHOUSES.schemas.item>;
type Workshop = z.output<typeof WORKSHOPS.schemas.item>;

const countIn = (value: unknown) => countOf({ n: (value ?? 0) as string | number });

/** Warehouses show their racks and slabs, and go only once empty. */
const warehouseHooks: SimpleEntityOptions<typeof WAREHOUSES> = {
  select: withStockCounts,
  toItem: (row, _lang, item) =>
    ({
      ...item,
      rackCount: countIn(row.rack_count),
      slabCount: countIn(row.slab_count),
    }) as Warehouse,
  async guard(row, change, org) {
    if (change.kind !== 'delete') return;
    // A stale form hears so before it hears the warehouse is still in use.
    if (row.version !== change.version) throw conflict();
    if (await warehouseInUse(org, row.id)) throw conflict('warehouse.notEmpty');
  },
};

/**
 * Every enterprise has its default workshop (workshops.repository.ts): made before the first
 * list or create, listed first, named in the reader's language, never edited or deleted.
 */
const workshopHooks: SimpleEntityOptions<typeof WORKSHOPS> = {
  beforeList: ensureDefaultWorkshop,
  beforeCreate: ensureDefaultWorkshop,
  leadingOrder: [['is_default', 'desc']],
  toRow: (_fields, row) => ({ ...row, is_default: 0 }),
  toItem: (row, lang, item) =>
    ({
      ...item,
      name: row.is_default ? translate('workshop.defaultName', lang) : row.name,
      isDefault: row.is_default === 1,
    }) as Workshop,
  guard(row) {
    if (row.is_default) throw conflict('workshop.defaultLocked');
  },
};

/** A device's link time is stored as UTC ISO text, whatever offset the form sent. */
const deviceHooks: SimpleEntityOptions<typeof DEVICES> = {
  toRow: (fields, row) => {
    const linkedAt = fields.linkedAt as string | null;
    return { ...row, linked_at: linkedAt ? new Date(linkedAt).toISOString() : null };
  },
};

/** The entities that need hooks, by name for the writers outside the routes (the demo seed). */
export const WAREHOUSE_ENTITY = simpleEntity(WAREHOUSES, warehouseHooks);
export const WORKSHOP_ENTITY = simpleEntity(WORKSHOPS, workshopHooks);
export const DEVICE_ENTITY = simpleEntity(DEVICES, deviceHooks);
const WITH_HOOKS: SimpleEntity[] = [
  WAREHOUSE_ENTITY,
  WORKSHOP_ENTITY,
  DEVICE_ENTITY,
  STONE_MATERIAL_ENTITY,
];

/** Every simple entity of the area's list on the kit; those without hooks take its defaults. */
export const SIMPLE_ENTITIES: SimpleEntity[] = MATERIAL_SIMPLE_ENTITIES.map(
  (def) => WITH_HOOKS.find((e) => e.def === def) ?? simpleEntity(def),
);
