import type { OrgScope } from '../../db/org-scope.ts';
import { newId, nowIso } from '../../lib/crypto.ts';

export const DEFAULT_WORKSHOP_CODE = 'DEFAULT';

/**
 * Every enterprise has one default workshop (product-spec §5), made on first use so enterprises
 * created before this feature get one too. Its name is said in the reader's language, so none
 * is stored. A partial unique index keeps it single when two first visits race.
 */
export async function ensureDefaultWorkshop(org: OrgScope): Promise<void> {
  // Read first: a write on every list would clear the read cache of every call (docs/adr/0006).
  const found = await org
    .selectFrom('workshops')
    .select('id')
    .where('is_default', '=', 1)
    .executeTakeFirst();
  if (found) return;
  const now = nowIso();
  await org
    .insertInto('workshops')
    .values({
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

export const findWorkshop = (org: OrgScope, id: string) =>
  org.selectFrom('workshops').select('id').where('id', '=', id).executeTakeFirst();

/** The workshops a slab can be sent to, the default first (its stored name is empty). */
export const listWorkshopChoices = (org: OrgScope) =>
  org
    .selectFrom('workshops')
    .select(['id', 'name', 'code'])
    .orderBy('is_default', 'desc')
    .orderBy('sort')
    .orderBy('name')
    .execute();
