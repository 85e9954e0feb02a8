import { actorScope } from '../../db/org-scope.ts';
import { ERROR_CODES } from '@stone/shared';
import { missingSettings } from '@stone/shared/projects/settings';
import { NEXT_REVIEW_STATE } from '@stone/shared/projects/enums';
import {
  type updateProjectBody,
  type updateProjectSettingsBody,
} from '@stone/shared/projects/create';
import type { z } from 'zod';
import type { Actor, AppDeps } from '../../context.ts';
import { AppError, conflict, invalid } from '../../lib/app-error.ts';
import { toUtcIso } from './project-format.ts';
import { projectSearchText } from './project-search.ts';
import { clearBoxNumbers } from './project-slabs.repository.ts';
import {
  findProject,
  parseSettings,
  updateProjectAt,
  type ProjectRow,
} from './projects.repository.ts';

type Target = { id: string; version: number };

/** Archived and terminated projects are read-only until restored (terminated: for good). */
export function assertOpen(row: ProjectRow): void {
  if (row.terminated === 1) throw conflict('project.terminated');
  if (row.archived === 1) throw conflict('project.archived');
}

export async function updateProject(
  actor: Actor,
  deps: AppDeps,
  body: z.output<typeof updateProjectBody>,
) {
  const org = actorScope(actor, deps.db);
  const row = await findProject(org, body.id);
  assertOpen(row);
  const delivery = body.deliveryAt ? toUtcIso(body.deliveryAt) : null;
  // Only a new date must lie ahead; an unchanged past one may stay while other fields change.
  if (delivery && delivery !== row.delivery_at && Date.parse(delivery) < Date.now() - 60_000)
    throw invalid('project.deliveryInPast', { deliveryAt: 'project.deliveryInPast' });
  return updateProjectAt(org, body, {
    name: body.name,
    order_no: body.orderNo,
    customer_name: body.customerName,
    customer_brand: body.customerBrand,
    delivery_at: delivery,
    project_type: body.projectType,
    search_text: projectSearchText(body),
  });
}

export async function updateProjectSettings(
  actor: Actor,
  deps: AppDeps,
  body: z.output<typeof updateProjectSettingsBody>,
) {
  const org = actorScope(actor, deps.db);
  const row = await findProject(org, body.id);
  assertOpen(row);
  if (row.review_state === 'done') throw conflict('project.alreadyDone');
  const before = parseSettings(row.settings_json);
  // Boxes were filled by the old rules: a rule change asks for a new packing list.
  const rulesChanged =
    JSON.stringify(before.packingRules) !== JSON.stringify(body.settings.packingRules);
  return org.transaction(async (trx) => {
    if (rulesChanged) await clearBoxNumbers(trx, body.id);
    return updateProjectAt(trx, body, {
      settings_json: JSON.stringify(body.settings),
      ...(rulesChanged ? { packing_list_state: 'none' as const } : {}),
    });
  });
}

/**
 * pending → reviewed → done, each step only with complete settings and a packing list
 * (product-spec §4). The refusal names what is missing; `data` lists it for the screen.
 */
export async function approveProject(actor: Actor, deps: AppDeps, target: Target) {
  const org = actorScope(actor, deps.db);
  const row = await findProject(org, target.id);
  assertOpen(row);
  const next = NEXT_REVIEW_STATE[row.review_state];
  if (!next) throw conflict('project.alreadyDone');
  const settings = missingSettings(parseSettings(row.settings_json));
  const packingList = row.packing_list_state !== 'complete';
  if (settings.length > 0 || packingList) {
    const key =
      settings.length > 0 && packingList
        ? 'project.approveNeedsBoth'
        : settings.length > 0
          ? 'project.approveNeedsSettings'
          : 'project.approveNeedsPackingList';
    throw new AppError(ERROR_CODES.CONFLICT, key, { settings, packingList });
  }
  return updateProjectAt(org, target, { review_state: next });
}

export async function archiveProject(actor: Actor, deps: AppDeps, target: Target) {
  const org = actorScope(actor, deps.db);
  const row = await findProject(org, target.id);
  if (row.archived === 1) throw conflict('project.archived');
  return updateProjectAt(org, target, { archived: 1 });
}

export async function restoreProject(actor: Actor, deps: AppDeps, target: Target) {
  const org = actorScope(actor, deps.db);
  const row = await findProject(org, target.id);
  if (row.archived === 0) throw conflict('project.notArchived');
  return updateProjectAt(org, target, { archived: 0 });
}

/** Terminating is final: the project stays readable but nothing about it changes again. */
export async function terminateProject(actor: Actor, deps: AppDeps, target: Target) {
  const org = actorScope(actor, deps.db);
  const row = await findProject(org, target.id);
  assertOpen(row);
  return updateProjectAt(org, target, { terminated: 1 });
}
