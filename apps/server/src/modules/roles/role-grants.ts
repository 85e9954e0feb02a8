import { ALWAYS_ALLOWED_ROUTES, ROUTES_BY_NAME, type Grants, type MessageKey } from '@stone/shared';
import type { Actor } from '../../context.ts';
import { parseJsonList, type Db } from '../../db/database.ts';
import { actorScope } from '../../db/org-scope.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import { findRoleOfMember } from './roles.repository.ts';

/** A permission set as a role stores it. */
export type Permissions = { menuIds: readonly number[]; actions: readonly string[] };

/** Screens every member opens whatever their role, so granting them gives nothing away. */
const ALWAYS_HELD_MENU_IDS = [...ALWAYS_ALLOWED_ROUTES].flatMap((name) => {
  const route = ROUTES_BY_NAME.get(name);
  return route ? [route.menuId] : [];
});

/** What the caller holds through their role, and which role that is. */
export type HeldGrants = Grants & { roleId: string };

export async function actorGrants(actor: Actor, db: Db): Promise<HeldGrants> {
  const role = await findRoleOfMember(actorScope(actor, db), actor.memberId);
  // The auth hook has just read this membership; a role gone since then holds nothing.
  if (!role) throw forbidden();
  return {
    roleId: role.id,
    isSuperAdmin: role.is_super_admin === 1,
    menuIds: [...parseJsonList<number>(role.menu_ids), ...ALWAYS_HELD_MENU_IDS],
    actions: parseJsonList<string>(role.actions),
  };
}

/**
 * Nobody hands out a permission they do not hold themselves (the super administrator holds
 * them all), or a member could raise anyone, themselves included, above their own standing.
 * Answers with the area's own message: a 403 would send the caller to the no-permission page
 * for a screen they may open, and the message would never be read.
 */
export function assertHolds(held: Grants, wanted: Permissions, refusal: MessageKey): void {
  if (held.isSuperAdmin) return;
  const menus = new Set(held.menuIds);
  const actions = new Set(held.actions);
  const beyond =
    wanted.menuIds.some((id) => !menus.has(id)) || wanted.actions.some((a) => !actions.has(a));
  if (beyond) throw conflict(refusal);
}

/** The permissions in `next` that `current` does not have yet. */
export const addedPermissions = (current: Permissions, next: Permissions): Permissions => ({
  menuIds: next.menuIds.filter((id) => !current.menuIds.includes(id)),
  actions: next.actions.filter((a) => !current.actions.includes(a)),
});
