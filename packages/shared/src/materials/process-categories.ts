import { z } from 'zod';
import { defineCrud } from '../crud.ts';
import { optionalText, requiredText, sortSchema } from './common.ts';
import { MATERIAL_LIMITS } from './enums.ts';

/** Process categories (/basicManagement/processCategory): a name and a sort order. */
export const PROCESS_CATEGORIES = defineCrud({
  group: 'webProcessCategory',
  entity: 'ProcessCategory',
  route: 'processCategory',
  table: 'process_categories',
  unique: { name: 'processCategory.nameTaken' },
  fields: { name: requiredText(MATERIAL_LIMITS.nameMax), sort: sortSchema.default(0) },
  extra: {},
  filters: { name: optionalText(MATERIAL_LIMITS.nameMax) },
  sortable: ['sort', 'name', 'createdAt'],
  example: (marker) => ({ name: `${marker}-CATEGORY` }),
});

export type ProcessCategory = z.output<typeof PROCESS_CATEGORIES.schemas.item>;
