import type { z } from 'zod';
import type {
  createProcessCategoryBody,
  processCategoryListBody,
  updateProcessCategoryBody,
} from '@stone/shared';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import { deleteAtVersion, updateAtVersion } from '../../db/versioned-rows.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { containsText, countOf, directionOf, pageOf } from './material-format.ts';

type Fields = Omit<z.output<typeof createProcessCategoryBody>, 'requestId'>;

const SORT = { sort: 'sort', name: 'name', createdAt: 'created_at' } as const;

export async function getProcessCategoryList(
  db: Db,
  orgId: string,
  q: z.output<typeof processCategoryListBody>,
) {
  let base = orgTable(db, 'process_categories', orgId);
  if (q.name) base = base.where(containsText('name', q.name));
  const total = countOf(
    await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  );
  const { limit, offset } = pageOf(q);
  const rows = await base
    .selectAll()
    .orderBy(SORT[q.sortField ?? 'sort'], directionOf(q))
    .orderBy('created_at')
    .orderBy('id')
    .limit(limit)
    .offset(offset)
    .execute();
  const list = rows.map((r) => ({
    id: r.id,
    name: r.name,
    sort: r.sort,
    createdAt: r.created_at,
    version: r.version,
  }));
  return { list, total, pageNum: q.pageNum, pageSize: q.pageSize };
}

async function checkName(db: Db, orgId: string, name: string, id: string | null) {
  const twin = await orgTable(db, 'process_categories', orgId)
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  if (twin && twin.id !== id) throw conflict('processCategory.nameTaken');
}

export async function createProcessCategory(db: Db, orgId: string, input: Fields) {
  await checkName(db, orgId, input.name, null);
  const now = nowIso();
  const id = newId();
  await db
    .insertInto('process_categories')
    .values({ org_id: orgId, id, ...input, created_at: now, updated_at: now, version: 1 })
    .execute();
  return { id };
}

export async function updateProcessCategory(
  deps: AppDeps,
  orgId: string,
  input: z.output<typeof updateProcessCategoryBody>,
) {
  const { id, version, ...fields } = input;
  const row = await orgTable(deps.db, 'process_categories', orgId)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  await checkName(deps.db, orgId, fields.name, id);
  await updateAtVersion(deps.db, 'process_categories', { orgId, id, version }, fields);
}

export async function deleteProcessCategory(
  deps: AppDeps,
  orgId: string,
  id: string,
  version: number,
) {
  const row = await orgTable(deps.db, 'process_categories', orgId)
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  await deleteAtVersion(deps.db, 'process_categories', { orgId, id, version });
}
