import type { CrudPath, EndpointPath } from '@stone/shared';
import { processQrValue } from '@stone/shared/processes/enums';
import { PROCESS_CODES } from '@stone/shared/processes/process-codes';
import { PROCESSES } from '@stone/shared/processes/processes';
import type { PRODUCTION_ENDPOINTS } from '@stone/shared/production/endpoints';
import { orgScope } from '../db/org-scope.ts';
import type { Ctx, Entry } from './authorization-matrix.types.ts';
import { asOwner, worldFixtures } from './authorization-matrix.fixtures.ts';

type Fixture = { processId: string; processCode: string; codeId: string };

/** Per enterprise, once: a process and a process code, named with the enterprise's marker. */
const { own, other } = worldFixtures<Fixture>(async (ctx, world) => {
  const process = PROCESSES.example(`MARKER-${world.letter}-PR`);
  const created = await asOwner<{ id: string }>(ctx, world, PROCESSES.paths.create, process);
  const code = PROCESS_CODES.example(`MARKER-${world.letter}-PC`);
  const codeRow = await asOwner<{ id: string }>(ctx, world, PROCESS_CODES.paths.create, code);
  world.markers.push(created.id, codeRow.id);
  return { processId: created.id, processCode: process.code, codeId: codeRow.id };
});

const codeVersion = async (c: Ctx, id: string) =>
  (
    await orgScope(c.t.deps.db, c.own.orgId)
      .selectFrom('process_codes')
      .select('version')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).version;

type ProcessPath = Exclude<
  Extract<
    EndpointPath,
    | `webProcess/${string}`
    | `webProcessCraft/${string}`
    | `webReportWork/${string}`
    | `webForklift/${string}`
  >,
  CrudPath | keyof typeof PRODUCTION_ENDPOINTS
>;
const empty = { body: own(() => ({})) };

/** The process catalogue (issue 17); its simple entities join through the crud entries. */
export const PROCESS_ENTRIES: Record<ProcessPath, Entry> = {
  'webProcess/getProcessFormOptions': empty,
  'webProcess/getProcessChoices': empty,
  'webProcessCraft/getProcessFlowChoices': empty,
  'webProcessCraft/getProcessFlowList': { body: () => ({ pageNum: 1, pageSize: 100 }) },
  'webProcess/getProcessDetail': {
    body: own((fx) => ({ id: fx.processId })),
    cross: other((fx) => ({ id: fx.processId })),
    crossCode: 3,
  },
  'webProcess/findProcessByQrCode': {
    body: own((fx) => ({ qrCode: processQrValue(fx.processCode) })),
    cross: other((fx) => ({ qrCode: processQrValue(fx.processCode) })),
    crossCode: 3,
  },
  'webReportWork/getReportWorkSettings': empty,
  'webForklift/getForkliftSettings': empty,
  // A save at a version nobody holds: past the access check, then refused, nothing written.
  'webReportWork/saveReportWorkSettings': {
    body: own(() => ({ defaultReportMode: 'batch', batchMax: 10, version: 9999 })),
    ok: 4,
  },
  'webForklift/saveForkliftSettings': {
    body: own(() => ({
      defaultFlowMode: 'forklift',
      defaultFlowUnit: 'box',
      forkliftCapacity: 10,
      version: 9999,
    })),
    ok: 4,
  },
  'webProcessCraft/saveProcessFlow': {
    body: own(async (fx, c) => ({
      id: fx.codeId,
      processIds: [fx.processId],
      version: await codeVersion(c, fx.codeId),
    })),
    cross: other((fx) => ({ id: fx.codeId, processIds: [], version: 1 })),
    crossCode: 3,
  },
};
