import type { EndpointPath } from '@stone/shared';
import { PROCESSES } from '@stone/shared/processes/processes';
import type { Entry } from './authorization-matrix.types.ts';
import { asOwner, worldFixtures } from './authorization-matrix.fixtures.ts';

/** Work reports (issue 17): per enterprise a process to report at. */
const { own, other } = worldFixtures<{ processId: string }>(async (ctx, world) => {
  const process = PROCESSES.example(`MARKER-${world.letter}-WR`);
  const { id } = await asOwner<{ id: string }>(ctx, world, PROCESSES.paths.create, process);
  world.markers.push(id);
  return { processId: id };
});

type WorkReportPath = Extract<
  EndpointPath,
  | 'webReportWork/getScanContext'
  | 'webReportWork/reportWork'
  | 'webReportWork/getReportList'
  | 'webReportWork/undoReport'
  | 'webReportWork/getReportAudit'
>;
const page = { pageNum: 1, pageSize: 100 };

export const WORK_REPORT_ENTRIES: Record<WorkReportPath, Entry> = {
  'webReportWork/getScanContext': { body: () => ({}) },
  // A label of no piece: past the access check, then "not a piece of this enterprise".
  'webReportWork/reportWork': {
    body: own((fx) => ({ processId: fx.processId, scans: ['PC-none'] })),
    ok: 3,
    cross: other((fx) => ({ processId: fx.processId, scans: ['PC-none'] })),
    crossCode: 3,
  },
  'webReportWork/getReportList': { body: () => page },
  'webReportWork/undoReport': { body: () => ({ id: 'none', reason: 'matrix' }), ok: 3 },
  'webReportWork/getReportAudit': { body: () => page },
};
