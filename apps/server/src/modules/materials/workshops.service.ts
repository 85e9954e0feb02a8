import { containsText, directionOf, listPage } from '../../db/list-query.ts';
import type { z } from 'zod';
import { translate, type Language } from '@stone/shared';
import {
  type createWorkshopBody,
  type updateWorkshopBody,
  type workshopListBody,
} from '@stone/shared/materials/basics';
import { type WorkshopCategory } from '@stone/shared/materials/enums';
import type { AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { orgTable } from '../../db/org-scope.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { simpleEntity } from './simple-entity.ts';
type Fields = Omit<z.output<typeof createWorkshopBody>, 'requestId'>;

const SORT = { sort: 'sort', name: 'name', code: 'code', createdAt: 'created_at' } as const;
export const DEFAULT_WORKSHOP_CODE = 'DEFAULT';

const workshops = simpleEntity('workshops', [{ column: 'code', message: 'workshop.codeTaken' }]);

/**
 * Every enterprise has one default workshop (product-spec §5), made on first use so enterprises
 * created before this feature get one too. Its name is said in the reader's language, so none
 * is stored. A partial unique index keeps it single when two first visits race.
 */
export async function ensureDefaultWorkshop(db: Db, orgId: string): Promise<void> {
  // Read first: a write on every list would clear the read cache of every call (docs/adr/0006).
  const found = await orgTable(db, 'workshops', orgId)
    .select('id')
    .where('is_default', '=', 1)
    .executeTakeFirst();
  if (found) return;
  const now = nowIso();
  await db
    .insertInto('workshops')
    .values({
      org_id: orgId,
      id: newId(),
      name: '',
      code: DEFAULT_WORKSHOP_CODE,
      category: 'general',
      sort: 0,
      is_default: 1,
      created_at: now,
      updated_at: now,
      version: 1,
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function getWorkshopList(
  db: Db,
  orgId: string,
  q: z.output<typeof workshopListBody>,
  lang: Language,
) {
  await ensureDefaultWorkshop(db, orgId);
  let base = orgTable(db, 'workshops', orgId);
  if (q.name) base = base.where(containsText('name', q.name));
  if (q.category) base = base.where('category', '=', q.category);
  return listPage(
    base,
    q,
    (query) =>
      query
        .selectAll()
        // The default workshop leads the list whatever the order asked.
        .orderBy('is_default', 'desc')
        .orderBy(SORT[q.sortField ?? 'sort'], directionOf(q))
        .orderBy('created_at')
        .orderBy('id'),
    (r) => ({
      id: r.id,
      name: r.is_default ? translate('workshop.defaultName', lang) : r.name,
      code: r.code,
      category: r.category as WorkshopCategory,
      sort: r.sort,
      isDefault: r.is_default === 1,
      createdAt: r.created_at,
      version: r.version,
    }),
  );
}

export async function createWorkshop(db: Db, orgId: string, input: Fields) {
  await ensureDefaultWorkshop(db, orgId);
  return workshops.create(db, orgId, { ...input, is_default: 0 });
}

/** The default workshop is neither edited nor deleted (product-spec §5). */
async function editable(db: Db, orgId: string, id: string) {
  const row = await orgTable(db, 'workshops', orgId)
    .select('is_default')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.is_default) throw conflict('workshop.defaultLocked');
}

export async function updateWorkshop(
  deps: AppDeps,
  orgId: string,
  input: z.output<typeof updateWorkshopBody>,
) {
  const { id, version, ...fields } = input;
  await workshops.update(deps.db, orgId, { id, version }, fields, editable);
}

export const deleteWorkshop = (deps: AppDeps, orgId: string, id: string, version: number) =>
  workshops.remove(deps.db, orgId, id, version, editable);
