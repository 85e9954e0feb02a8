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
import { requireStone } from '../materials/stone-materials.repository.ts';
import { requireProcesses } from '../processes/process-refs.ts';
import { projectSearchText } from './project-search.ts';
import { clearBoxNumbers } from './project-slabs.repository.ts';
import {
  findProject,
  listPlanes,
  parseSettings,
  updateProjectAt,
  type ProjectRow,
} from './projects.repository.ts';

type Target = { id: string; version: number };

/** A plane counts as planned once it has an accepted cutting plan (a re-plan may be running). */
export const unplannedPlaneNames = (planes: { name: string; accepted_run_id: string | null }[]) =>
  planes.filter((p) => p.accepted_run_id === null).map((p) => p.name);

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

/**
 * Saves the settings. A change to an approved project's settings takes it back to pending review
 * (docs/adr/0015): what was approved is no longer what it would cut and pack. `backToReview` says
 * so, and the route answers with a message that does.
 */
export async function updateProjectSettings(
  actor: Actor,
  deps: AppDeps,
  body: z.output<typeof updateProjectSettingsBody>,
) {
  const org = actorScope(actor, deps.db);
  const row = await findProject(org, body.id);
  assertOpen(row);
  const before = parseSettings(row.settings_json);
  const { materialId } = body.settings;
  if (materialId) await requireStone(org, materialId, 'settings.materialId');
  await requireProcesses(org, body.settings.processes, 'settings.processes');
  // Boxes were filled by the old rules: a rule change asks for a new packing list.
  const rulesChanged =
    JSON.stringify(before.packingRules) !== JSON.stringify(body.settings.packingRules);
  const changed = JSON.stringify(before) !== JSON.stringify(body.settings);
  const backToReview = changed && row.review_state !== 'pending';
  return org.transaction(async (trx) => {
    if (rulesChanged) await clearBoxNumbers(trx, body.id);
    const { version } = await updateProjectAt(trx, body, {
      settings_json: JSON.stringify(body.settings),
      material_id: materialId,
      ...(rulesChanged ? { packing_list_state: 'none' as const } : {}),
      ...(backToReview ? { review_state: 'pending' as const } : {}),
    });
    return { version, backToReview };
  });
}

/**
 * pending → reviewed → done, each step only with every plane planned, complete settings and a
 * packing list (product-spec §4, issue 23). The refusal names what is missing (unplanned planes
 * by name, first); `data` lists all of it for the screen.
 */
export async function approveProject(actor: Actor, deps: AppDeps, target: Target) {
  const org = actorScope(actor, deps.db);
  const row = await findProject(org, target.id);
  assertOpen(row);
  const next = NEXT_REVIEW_STATE[row.review_state];
  if (!next) throw conflict('project.alreadyDone');
  const settings = missingSettings(parseSettings(row.settings_json));
  const packingList = row.packing_list_state !== 'complete';
  const planes = unplannedPlaneNames(await listPlanes(org, row.id));
  const data = { settings, packingList, planes };
  if (planes.length > 0)
    throw new AppError(ERROR_CODES.CONFLICT, 'project.approveNeedsPlanes', data, {
      planes: planes.join(', '),
    });
  if (settings.length > 0 || packingList) {
    const key =
      settings.length > 0 && packingList
        ? 'project.approveNeedsBoth'
        : settings.length > 0
          ? 'project.approveNeedsSettings'
          : 'project.approveNeedsPackingList';
    throw new AppError(ERROR_CODES.CONFLICT, key, data);
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
