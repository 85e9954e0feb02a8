// Work reports (issue 17, docs/adr/0017): a worker scans piece labels at one process; each piece
// must stand at that process on its route, and is reported there once. All scans of a call are
// checked before anything is written, so a refused batch stores nothing.
import type { DataOf } from '@stone/shared';
import { factoryTime } from '@stone/shared/cutting/days';
import {
  PIECE_STATE_NAMES,
  isCut,
  isPieceState,
  type PieceState,
} from '@stone/shared/production/piece-lifecycle';
import { pieceIdOfScan } from '@stone/shared/production/piece-label';
import type { WorkReportItem } from '@stone/shared/production/work-reports';
import type { ProcessStage, ReportMode } from '@stone/shared/processes/enums';
import { ERROR_CODES, type MessageKey } from '@stone/shared';
import type { OrgScope } from '../../db/org-scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/crypto.ts';
import { reportWorkSettings } from '../processes/process-defaults.repository.ts';
import { findProcessByQr, routeReader } from '../processes/processes.service.ts';
import { findProcess } from '../processes/processes.repository.ts';
import { applyPieceEvent, illegalTransition } from '../projects/piece-lifecycle.service.ts';
import * as repo from './work-reports.repository.ts';

type Step = { processId: string; name: string; stage: ProcessStage };
type Process = {
  id: string;
  code: string;
  name: string;
  reportMode: ReportMode;
  stage: ProcessStage;
};
export type ReportInput = {
  processId?: string | undefined;
  processQr?: string | undefined;
  scans: readonly string[];
  workerId: string;
  workerName: string;
  /** The time written; the demo seeds a month ago, everything else reports now. */
  now: string;
};

type RefusalKey = Extract<MessageKey, `workReport.${string}`>;
const NOT_FOUND_KEYS: readonly RefusalKey[] = [
  'workReport.unknownScan',
  'workReport.unknownProcess',
];
/** A refused report names what was wrong; scans of nothing we know answer like missing rows. */
const refuse = (key: RefusalKey, params: Record<string, string>) =>
  new AppError(
    NOT_FOUND_KEYS.includes(key) ? ERROR_CODES.NOT_FOUND : ERROR_CODES.CONFLICT,
    key,
    null,
    params,
  );

/** States a piece may be reported in: cut and not yet through second processing. */
const REPORTABLE: readonly PieceState[] = [
  'cut',
  'pendingBinding',
  'pendingProcessing',
  'processing',
];

/**
 * The steps a work report takes: the saw's and second processing's. Kit-check and packing
 * steps follow them on the route and are reported by those screens (stage-reports.ts).
 */
export const isShopStep = (step: { stage: ProcessStage }) =>
  step.stage === 'cutting' || step.stage === 'secondary';

async function resolveProcess(org: OrgScope, input: ReportInput): Promise<Process> {
  if (input.processQr) {
    const found = await findProcessByQr(org, input.processQr);
    if (!found) throw refuse('workReport.unknownProcess', { scan: input.processQr });
    return found;
  }
  const row = await findProcess(org, input.processId ?? '');
  // An id is not what the worker typed: say the choice is gone, without echoing it.
  if (!row) throw new AppError(ERROR_CODES.NOT_FOUND, 'workReport.processGone');
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    reportMode: row.report_mode as ReportMode,
    stage: row.stage as ProcessStage,
  };
}

type Planned = { piece: repo.PieceRow; step: number; route: Step[]; reportedBefore: number };

/** Checks every scan; the first refusal ends the call with nothing written. */
async function planReports(org: OrgScope, process: Process, scans: readonly string[]) {
  const ids = scans.map((scan) => {
    const id = pieceIdOfScan(scan);
    if (!id) throw refuse('workReport.unknownScan', { scan });
    return id;
  });
  const pieces = new Map((await repo.piecesByIds(org, ids)).map((p) => [p.id, p]));
  const reports = await repo.reportsOfPieces(org, ids);
  const routeOf = routeReader(org);
  const seen = new Set<string>();
  const planned: Planned[] = [];
  for (const [i, id] of ids.entries()) {
    const piece = pieces.get(id);
    if (!piece) throw refuse('workReport.unknownScan', { scan: scans[i] ?? '' });
    if (seen.has(id)) throw refuse('workReport.duplicateScan', { code: piece.code });
    seen.add(id);
    const own = reports.filter((r) => r.piece_id === id);
    const done = own.find((r) => r.process_id === process.id);
    if (done)
      throw refuse('workReport.alreadyReported', {
        code: piece.code,
        process: process.name,
        worker: done.nickname ?? '',
        time: factoryTime(done.reported_at),
      });
    const fullRoute = await routeOf(piece.process_code);
    const route = fullRoute.filter(isShopStep);
    if (route.length === 0) throw refuse('workReport.noRoute', { code: piece.code });
    const step = fullRoute.findIndex((s) => s.processId === process.id);
    if (step < 0)
      throw refuse('workReport.notInRoute', {
        code: piece.code,
        process: process.name,
        route: fullRoute.map((s) => s.name).join(' → '),
      });
    const state = isPieceState(piece.status) ? piece.status : 'pendingPickup';
    if (!isCut(state))
      throw refuse('workReport.notCut', {
        code: piece.code,
        stateEn: PIECE_STATE_NAMES[state].en,
        stateZh: PIECE_STATE_NAMES[state].zh,
      });
    const reported = new Set(own.map((r) => r.process_id));
    const next = route.findIndex((s) => !reported.has(s.processId));
    if (next < 0 || !REPORTABLE.includes(state))
      throw refuse('workReport.routeDone', { code: piece.code });
    if (route[next]?.processId !== process.id)
      throw refuse('workReport.notAtProcess', {
        code: piece.code,
        expected: route[next]?.name ?? '',
        process: process.name,
      });
    planned.push({ piece, step, route, reportedBefore: next });
  }
  return planned;
}

/** Reports `scans` at one process, all or none; the caller's transaction holds it together. */
export async function reportWork(
  org: OrgScope,
  input: ReportInput,
): Promise<DataOf<'webReportWork/reportWork'>> {
  const process = await resolveProcess(org, input);
  if (!isShopStep(process))
    throw refuse(
      process.stage === 'kitCheck' ? 'workReport.kitCheckStage' : 'workReport.packingStage',
      { process: process.name },
    );
  if (process.reportMode === 'single' && input.scans.length > 1)
    throw refuse('workReport.singleOnly', { process: process.name });
  const { batchMax } = await reportWorkSettings(org);
  if (input.scans.length > batchMax)
    throw refuse('workReport.batchTooLarge', {
      count: String(input.scans.length),
      max: String(batchMax),
    });
  const planned = await planReports(org, process, input.scans);
  const rows = planned.map(({ piece, step }) => ({
    id: newId(),
    piece_id: piece.id,
    process_id: process.id,
    project_id: piece.project_id,
    step,
    worker_id: input.workerId,
    reported_at: input.now,
  }));
  await repo.insertReports(org, rows, input.workerId);
  // The first report starts a piece's second processing; the last of its route finishes it.
  const starting = planned.filter((p) => p.reportedBefore === 0).map((p) => p.piece.id);
  const finishing = planned
    .filter((p) => p.reportedBefore + 1 >= p.route.length)
    .map((p) => p.piece.id);
  if (starting.length) await applyPieceEvent(org, { pieceIds: starting, event: 'startProcessing' });
  if (finishing.length)
    await applyPieceEvent(org, { pieceIds: finishing, event: 'finishProcessing' });
  const finished = new Set(finishing);
  return {
    reports: planned.map(({ piece, route, reportedBefore }, i): WorkReportItem => ({
      id: rows[i]?.id ?? '',
      pieceId: piece.id,
      pieceCode: piece.code,
      projectId: piece.project_id,
      projectName: piece.project_name,
      planeId: piece.plane_id,
      planeName: piece.plane_name,
      processId: process.id,
      processCode: process.code,
      processName: process.name,
      workerId: input.workerId,
      workerName: input.workerName,
      reportedAt: input.now,
      pieceStatus: finished.has(piece.id) ? 'processed' : 'processing',
      nextProcessName: route[reportedBefore + 1]?.name ?? null,
    })),
  };
}

/**
 * A lead takes a report back with a reason: only a piece's latest report, so its route stays a
 * prefix of reported steps, and the piece steps back (processed → processing → cut).
 */
export async function undoReport(
  org: OrgScope,
  input: { id: string; reason: string; actorId: string; now: string },
) {
  const report = await repo.findReport(org, input.id);
  if (!report) throw new AppError(ERROR_CODES.NOT_FOUND, 'common.notFound');
  const own = await repo.reportsOfPieces(org, [report.piece_id]);
  const latest = own.at(-1);
  const [piece] = await repo.piecesByIds(org, [report.piece_id]);
  if (latest && latest.id !== report.id) {
    const later = await findProcess(org, latest.process_id);
    throw refuse('workReport.notLatest', { code: piece?.code ?? '', later: later?.name ?? '' });
  }
  // Past second processing (a set, a box) the piece has moved on: undo those steps first.
  if (piece && piece.status !== 'processing' && piece.status !== 'processed')
    throw illegalTransition(piece.code, piece.status, 'processing');
  if (!(await repo.deleteReport(org, report, { ...input, at: input.now })))
    throw new AppError(ERROR_CODES.NOT_FOUND, 'common.notFound');
  if (piece?.status === 'processed')
    await applyPieceEvent(org, { pieceIds: [report.piece_id], event: 'reopenProcessing' });
  if (own.length === 1)
    await applyPieceEvent(org, { pieceIds: [report.piece_id], event: 'unstartProcessing' });
}
