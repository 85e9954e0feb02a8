import type { FastifyInstance } from 'fastify';
import { actionKey } from '@stone/shared';
import type { RequestAuth, ServerModule } from '../../context.ts';
import { actorScope, orgScope } from '../../db/org-scope.ts';
import { publishPieceProgress } from '../../events/piece-progress.ts';
import { nowIso } from '../../lib/crypto.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import { reportWorkSettings } from '../processes/process-defaults.repository.ts';
import { listProcessChoices } from '../processes/processes.repository.ts';
import { reportAudit, reportList } from './work-report-list.ts';
import { isShopStep, reportWork, undoReport } from './work-reports.service.ts';
import type { ProcessStage, ReportMode } from '@stone/shared/processes/enums';

/** The planes a call's reports touched, by project: what live screens refetch. */
function touchedPlanes(reports: readonly { projectId: string; planeId: string }[]) {
  const byProject = new Map<string, Set<string>>();
  for (const r of reports)
    byProject.set(r.projectId, (byProject.get(r.projectId) ?? new Set()).add(r.planeId));
  return [...byProject].map(([projectId, planes]): [string, string[]] => [projectId, [...planes]]);
}

/** A lead (the screen's `undo` action) sees everyone's reports; a worker their own. */
const canUndo = (auth: RequestAuth | null) => {
  const grants = auth?.member?.grants;
  return (
    !!grants && (grants.isSuperAdmin || grants.actions.includes(actionKey('reportWork', 'undo')))
  );
};

/** Work reports (issue 17): the scan screen, a lead's list and undo, and the audit trail. */
export function registerWorkReportRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps;
  defineEndpoint(app, 'webReportWork/getScanContext', async ({ actor, auth }) => {
    const org = actorScope(actor, db);
    const [processes, settings] = await Promise.all([
      listProcessChoices(org),
      reportWorkSettings(org),
    ]);
    return ok({
      // Kit-check and packing steps are scanned on their own screens (stage-reports.ts).
      processes: processes
        .filter((p) => isShopStep({ stage: p.stage as ProcessStage }))
        .map((p) => ({
          id: p.id,
          code: p.code,
          name: p.name,
          reportMode: p.report_mode as ReportMode,
        })),
      batchMax: settings.batchMax,
      canUndo: canUndo(auth),
    });
  });
  defineEndpoint(app, 'webReportWork/reportWork', async ({ actor, body }) => {
    const { requestId, ...input } = body;
    const scope = { userId: actor.userId, endpoint: 'webReportWork/reportWork', requestId };
    const worker = await db
      .selectFrom('users')
      .select('nickname')
      .where('id', '=', actor.userId)
      .executeTakeFirst();
    const data = await withIdempotency(deps, scope, (trx) =>
      reportWork(orgScope(trx, actor.orgId), {
        ...input,
        workerId: actor.userId,
        workerName: worker?.nickname ?? '',
        now: nowIso(),
      }),
    );
    for (const [projectId, planeIds] of touchedPlanes(data.reports))
      publishPieceProgress(deps, actor.orgId, { kind: 'report', projectId, planeIds });
    return ok(data, 'workReport.reported');
  });
  defineEndpoint(app, 'webReportWork/getReportList', async ({ actor, body, auth }) =>
    ok(
      await reportList(actorScope(actor, db), {
        ...body,
        onlyWorkerId: canUndo(auth) ? null : actor.userId,
      }),
    ),
  );
  defineEndpoint(app, 'webReportWork/undoReport', async ({ actor, body }) => {
    await actorScope(actor, db).transaction((org) =>
      undoReport(org, { ...body, actorId: actor.userId, now: nowIso() }),
    );
    return ok(null, 'workReport.undone');
  });
  defineEndpoint(app, 'webReportWork/getReportAudit', async ({ actor, body }) =>
    ok(await reportAudit(actorScope(actor, db), body)),
  );
}

export const WORK_REPORT_MODULE: ServerModule = {
  register: registerWorkReportRoutes,
  // Two scans of one label racing past the checks: the second insert fails on this key.
  uniqueKeys: [
    {
      name: 'work_reports_piece_process_uq',
      columns: 'work_reports.org_id, work_reports.piece_id, work_reports.process_id',
      key: 'workReport.reportTaken',
    },
  ],
};
