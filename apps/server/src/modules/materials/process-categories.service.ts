import type { z } from 'zod';
import type {
  createProcessCategoryBody,
  processCategoryListBody,
  updateProcessCategoryBody,
} from '@stone/shared/materials/basics';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import { containsText, directionOf } from './material-format.ts';
import { listPage, simpleEntity } from './simple-entity.ts';

type Fields = Omit<z.output<typeof createProcessCategoryBody>, 'requestId'>;

const SORT = { sort: 'sort', name: 'name', createdAt: 'created_at' } as const;

const categories = simpleEntity('process_categories', [
  { column: 'name', message: 'processCategory.nameTaken' },
]);

export async function getProcessCategoryList(
  db: Db,
  orgId: string,
  q: z.output<typeof processCategoryListBody>,
) {
  let base = orgTable(db, 'process_categories', orgId);
  if (q.name) base = base.where(containsText('name', q.name));
  return listPage(
    base,
    q,
    (query) =>
      query
        .selectAll()
        .orderBy(SORT[q.sortField ?? 'sort'], directionOf(q))
        .orderBy('created_at')
        .orderBy('id'),
    (r) => ({ id: r.id, name: r.name, sort: r.sort, createdAt: r.created_at, version: r.version }),
  );
}

export const createProcessCategory = (db: Db, orgId: string, input: Fields) =>
  categories.create(db, orgId, input);

export async function updateProcessCategory(
  deps: AppDeps,
  orgId: string,
  input: z.output<typeof updateProcessCategoryBody>,
) {
  const { id, version, ...fields } = input;
  await categories.update(deps.db, orgId, { id, version }, fields);
}

export const deleteProcessCategory = (deps: AppDeps, orgId: string, id: string, version: number) =>
  categories.remove(deps.db, orgId, id, version);
