import { DEVICES, WAREHOUSES, WORKSHOPS } from './basics.ts';
import { PROCESS_CATEGORIES } from './process-categories.ts';
import { STONE_MATERIALS } from './stones.ts';

/**
 * The area's simple entities (crud.ts): their endpoints join the area's map, the server registers
 * their routes, the authorization matrix tests them. A new one is one line here.
 */
export const MATERIAL_SIMPLE_ENTITIES = [
  WAREHOUSES,
  WORKSHOPS,
  PROCESS_CATEGORIES,
  DEVICES,
  STONE_MATERIALS,
] as const;
