import type { z } from 'zod';
import type { DataOf } from '@stone/shared';
import { codeOfProcessQr, type ProcessStage, type ReportMode } from '@stone/shared/processes/enums';
import type { processFlowListBody } from '@stone/shared/processes/process-codes';
import { directionOf, listPage } from '../../db/list-query.ts';
import type { OrgScope } from '../../db/org-scope.ts';
import { conflict, invalid, notFound } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { listWorkshopChoices } from '../materials/workshops.repository.ts';
import { toProcessItem } from './process-entities.ts';
import * as repo from './processes.repository.ts';

type ChoiceRow = {
  id: string;
  name: string;
  code: string;
  report_mode: string;
  stage: string;
  bonding: number;
};
const toChoice = (r: ChoiceRow) => ({
  id: r.id,
  name: r.name,
  code: r.code,
  reportMode: r.report_mode as ReportMode,
  stage: r.stage as ProcessStage,
  bonding: Number(r.bonding) === 1,
});
/** A route step is a process as a select offers it, named by `processId`. */
const toStep = ({ id, ...choice }: ReturnType<typeof toChoice>) => ({ processId: id, ...choice });

/** The catalogue as selects offer it: processes, and process codes with their routes. */
export async function processChoices(
  org: OrgScope,
): Promise<DataOf<'webProcess/getProcessChoices'>> {
  const [processes, codes] = await Promise.all([
    repo.listProcessChoices(org),
    repo.listProcessCodeRows(org),
  ]);
  return {
    processes: processes.map(toChoice),
    processCodes: codes.map((c) => ({
      id: c.id,
      code: c.code,
      name: c.name,
      processIds: repo.routeIds(c.process_ids),
    })),
  };
}

export async function processFormOptions(org: OrgScope) {
  const workshops = await listWorkshopChoices(org);
  // The default workshop's stored name is empty; the screen names it in the reader's language.
  return { workshops: workshops.map((w) => ({ id: w.id, name: w.name })) };
}

/**
 * A process code's ordered route, each step with its work-reporting mode: what a work report
 * needs to know which process comes next. Null when the code is not in the catalogue.
 */
export async function routeOfProcessCode(org: OrgScope, code: string) {
  const row = await repo.findProcessCodeByCode(org, code);
  if (!row) return null;
  const ids = repo.routeIds(row.process_ids);
  const byId = new Map((await repo.listProcessChoices(org)).map((p) => [p.id, toChoice(p)]));
  return ids.flatMap((id) => {
    const step = byId.get(id);
    return step ? [toStep(step)] : [];
  });
}

/**
 * `routeOfProcessCode` read once per process code for as long as the reader lives (one call, one
 * page, one seed): many pieces share a few codes. A code with no route reads as [].
 */
export function routeReader(org: OrgScope) {
  const routes = new Map<string, ReturnType<typeof routeOfProcessCode>>();
  return async (code: string) => {
    let route = routes.get(code);
    if (!route) {
      route = code ? routeOfProcessCode(org, code) : Promise.resolve(null);
      routes.set(code, route);
    }
    return (await route) ?? [];
  };
}

/** The process a scanned QR label names (processQrValue), or null. */
export async function findProcessByQr(org: OrgScope, qrCode: string) {
  const code = codeOfProcessQr(qrCode.trim());
  const row = code ? await repo.findProcessByCode(org, code) : undefined;
  return row ? toChoice(row) : null;
}

export async function processDetail(
  org: OrgScope,
  id: string,
): Promise<DataOf<'webProcess/getProcessDetail'>> {
  const row = await repo.findProcess(org, id);
  if (!row) throw notFound();
  const process = toProcessItem(row);
  const workshops = row.workshop_id ? (await processFormOptions(org)).workshops : [];
  const workshop = workshops.find((w) => w.id === row.workshop_id);
  const usedBy = await repo.codesUsingProcess(org, id);
  return {
    process,
    workshopName: workshop ? workshop.name : null,
    usedBy: usedBy.map((c) => ({ id: c.id, code: c.code, name: c.name })),
  };
}

export async function processFlowList(
  org: OrgScope,
  body: z.output<typeof processFlowListBody>,
): Promise<DataOf<'webProcessCraft/getProcessFlowList'>> {
  const byId = new Map((await repo.listProcessChoices(org)).map((p) => [p.id, toChoice(p)]));
  const column = body.sortField === 'createdAt' ? 'created_at' : 'code';
  return listPage(
    org,
    repo.processFlowPage(org, body),
    body,
    (q) =>
      q
        .select(['id', 'code', 'name', 'process_ids', 'version'])
        .orderBy(column, directionOf(body))
        .orderBy('id'),
    (r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      version: r.version,
      steps: repo.routeIds(r.process_ids).flatMap((pid) => {
        const p = byId.get(pid);
        return p ? [toStep(p)] : [];
      }),
    }),
  );
}

/** Rewrites a process code's whole route, every step a process of the catalogue. */
export async function saveProcessFlow(
  org: OrgScope,
  body: { id: string; processIds: string[]; version: number },
) {
  const row = await repo.findProcessCode(org, body.id);
  if (!row) throw notFound();
  const known = await repo.existingProcessIds(org, body.processIds);
  if (body.processIds.some((id) => !known.has(id)))
    throw invalid('process.unknown', { processIds: 'process.unknown' });
  if (!(await repo.saveRoute(org, body, body.processIds, nowIso()))) throw conflict();
}
