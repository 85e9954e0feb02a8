import { PROCESS_CATEGORIES } from '@stone/shared/materials/process-categories';
import { simpleEntity, type VersionedRow } from '../../db/simple-entity.ts';

/** /basicManagement/processCategory: a name unique in the enterprise, and a sort order. */
export type ProcessCategoriesTable = VersionedRow & { name: string; sort: number };

export const processCategories = simpleEntity(PROCESS_CATEGORIES, {
  table: 'process_categories',
  unique: [{ column: 'name', message: 'processCategory.nameTaken' }],
});
