import type { FastifyInstance } from 'fastify';
import type { Actor, AppDeps, ServerModule } from '../../context.ts';
import { actorScope, orgScope } from '../../db/org-scope.ts';
import type { UniqueKey } from '../../lib/db-errors.ts';
import { withIdempotency } from '../../lib/idempotency.ts';
import { defineEndpoint, ok } from '../../plugins/define-endpoint.ts';
import type { Language } from '@stone/shared';
import { createSettlement, previewSettlement } from './settlement-build.service.ts';
import { settlementPdfInWorker } from './settlement-pdf-worker.ts';
import {
  foundryGroups,
  listSettlements,
  settlementDetail,
  toSettlementItem,
} from './settlement-read.service.ts';
import { settlementSheet } from './settlement-sheet.ts';
import { deleteSettlement, markArrived, settle } from './settlement-state.service.ts';
import { orderChoices } from './order-choices.repository.ts';

const PROJECT_KEY: UniqueKey = {
  name: 'settlement_projects_pk',
  columns: 'settlement_projects.org_id, settlement_projects.project_id',
  key: 'settlement.projectTakenRace',
};
const NUMBER_KEY: UniqueKey = {
  name: 'settlements_number_uq',
  columns: 'settlements.org_id, settlements.number',
  key: 'settlement.numberTaken',
};

/** The document as a file to download, named by its number. */
async function documentFile(deps: AppDeps, actor: Actor, id: string) {
  return settlementDetail(actorScope(actor, deps.db), id);
}
const pdfFile = async (deps: AppDeps, actor: Actor, id: string, lang: Language) => {
  const detail = await documentFile(deps, actor, id);
  const bytes = await settlementPdfInWorker(detail, lang);
  return { fileName: `${detail.number}.pdf`, pdfBase64: bytes.toString('base64') };
};
const sheetFile = async (deps: AppDeps, actor: Actor, id: string, lang: Language) => {
  const detail = await documentFile(deps, actor, id);
  const bytes = await settlementSheet(detail, lang);
  return { fileName: `${detail.number}.xlsx`, contentBase64: bytes.toString('base64') };
};

/** Settlement documents (issue 19): /produceManagement/solutionSettlement(Detail), /docManagement. */
export function registerSettlementRoutes(app: FastifyInstance): void {
  const { deps } = app;
  const { db } = deps;
  const scope = (actor: Actor) => actorScope(actor, db);

  defineEndpoint(app, 'webSettlement/getOrderChoices', async ({ actor, body }) =>
    ok(await orderChoices(scope(actor), body.keyword)),
  );
  defineEndpoint(app, 'webSettlement/previewSettlement', async ({ actor, body }) =>
    ok(await previewSettlement(scope(actor), body)),
  );
  defineEndpoint(app, 'webSettlement/createSettlement', async ({ actor, body }) => {
    const { requestId, ...input } = body;
    const data = await withIdempotency(
      deps,
      { userId: actor.userId, endpoint: 'webSettlement/createSettlement', requestId },
      (trx) => createSettlement(orgScope(trx, actor.orgId), actor, input),
    );
    return ok(data, 'settlement.created');
  });
  defineEndpoint(app, 'webSettlement/getSettlementList', async ({ actor, body }) =>
    ok(await listSettlements(scope(actor), body)),
  );
  defineEndpoint(app, 'webSettlement/settle', async ({ actor, body }) =>
    ok(toSettlementItem(await settle(scope(actor), actor, body.id)), 'settlement.settled'),
  );
  defineEndpoint(app, 'webSettlement/markArrived', async ({ actor, body }) =>
    ok(
      toSettlementItem(await markArrived(scope(actor), actor, body.id, true)),
      'settlement.arrived',
    ),
  );
  defineEndpoint(app, 'webSettlement/markNotArrived', async ({ actor, body }) =>
    ok(
      toSettlementItem(await markArrived(scope(actor), actor, body.id, false)),
      'settlement.notArrived',
    ),
  );
  defineEndpoint(app, 'webSettlement/deleteSettlement', async ({ actor, body }) => {
    await scope(actor).transaction((org) => deleteSettlement(org, body.id));
    return ok(null, 'settlement.deleted');
  });
  for (const path of ['webSettlement/getSettlementDetail', 'webOrderDoc/getShowOrder'] as const)
    defineEndpoint(app, path, async ({ actor, body }) =>
      ok(await settlementDetail(scope(actor), body.id)),
    );
  for (const path of ['webSettlement/downloadPdf', 'webOrderDoc/downloadPdf'] as const)
    defineEndpoint(app, path, async ({ actor, body, lang }) =>
      ok(await pdfFile(deps, actor, body.id, lang)),
    );
  for (const path of ['webSettlement/downloadExcel', 'webOrderDoc/downloadExcel'] as const)
    defineEndpoint(app, path, async ({ actor, body, lang }) =>
      ok(await sheetFile(deps, actor, body.id, lang)),
    );
  defineEndpoint(app, 'webOrderDoc/getOemDocList', async ({ actor, body }) =>
    ok(await listSettlements(scope(actor), { ...body, docType: 'oem' })),
  );
  defineEndpoint(app, 'webOrderDoc/getProdDocList', async ({ actor, body }) =>
    ok(await listSettlements(scope(actor), { ...body, docType: 'product' })),
  );
  defineEndpoint(app, 'webOrderDoc/getFoundryGroups', async ({ actor, body }) =>
    ok(await foundryGroups(scope(actor), body.keyword)),
  );
}

export const SETTLEMENTS_MODULE: ServerModule = {
  register: registerSettlementRoutes,
  uniqueKeys: [PROJECT_KEY, NUMBER_KEY],
};
