// Pay per worker for a range of factory days (docs/adr/0022): the database sums the reports'
// frozen values per (worker, process) from the day rows, pay-math splits team pots, and this
// decides who sees what.
import type { z } from 'zod';
import { ERROR_CODES } from '@stone/shared';
import { addDays, dayStartIso, presetRange } from '@stone/shared/cutting/days';
import type { ProcessStage, ProcessUnit } from '@stone/shared/processes/enums';
import {
  PAY_LIMITS,
  type PayKind,
  type PayWorkerItem,
  type payRangeShape,
  type payReportsBody,
  type paySummaryBody,
} from '@stone/shared/pay/pay';
import { exactDecimalText, formatMoney } from '@stone/shared/units';
import type { OrgScope } from '../../db/org-scope.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import { PER_OF_UNIT } from '../work-reports/report-value.ts';
import { payOf } from './pay-math.ts';
import * as repo from './pay.repository.ts';

/**
 * The process stages each /employeeDetails child pays: cutting and second processing are the
 * work-report stages; board is packing (boards boxed), quality the kit check. Picking has no
 * process fee (material flows carry none), so its screen pays nothing (ADR 0022).
 */
export const STAGES_OF_KIND: Record<PayKind, readonly ProcessStage[]> = {
  cutting: ['cutting'],
  secondary: ['secondary'],
  board: ['packing'],
  pick: [],
  quality: ['kitCheck'],
};

type RangeInput = {
  preset: z.output<typeof payRangeShape.preset>;
  fromDay?: string | undefined;
  toDay?: string | undefined;
};

/** The days asked for: a custom range when both ends are named, else the preset up to today. */
export function dayRange(q: RangeInput, now = new Date()) {
  if (q.fromDay || q.toDay) {
    const fromDay = q.fromDay ?? q.toDay!;
    const toDay = q.toDay ?? q.fromDay!;
    if (fromDay > toDay || addDays(fromDay, PAY_LIMITS.maxRangeDays) < toDay)
      throw invalid('pay.badRange');
    return { fromDay, toDay };
  }
  return presetRange(q.preset, now);
}

const windowOf = (q: RangeInput & { kind?: PayKind | undefined }, workerId?: string) => {
  const { fromDay, toDay } = dayRange(q);
  return {
    fromDay,
    toDay,
    window: {
      fromDay,
      toDay,
      fromIso: dayStartIso(fromDay),
      toIso: dayStartIso(addDays(toDay, 1)),
      stages: q.kind ? STAGES_OF_KIND[q.kind] : null,
      workerId,
    },
  };
};

/** Who the caller may see: everyone with the `all` action, else only themself. */
export type Viewer = { userId: string; seesAll: boolean };

/** Every worker's pay in the range, largest total first (then by name). */
export async function workerPays(
  org: OrgScope,
  viewer: Viewer,
  q: RangeInput & { kind?: PayKind | undefined },
) {
  const { fromDay, toDay, window } = windowOf(q);
  // Team pots need every member's reports, so the sums are always the whole enterprise's.
  const [values, members] = await Promise.all([
    repo.workerProcessValues(org, window),
    repo.teamMembers(org),
  ]);
  const pays = [...payOf(values, members).values()].filter(
    (p) => viewer.seesAll || p.workerId === viewer.userId,
  );
  const names = await repo.userNames(
    org,
    pays.map((p) => p.workerId),
  );
  const items: PayWorkerItem[] = pays
    .map((p) => ({
      workerId: p.workerId,
      workerName: names.get(p.workerId) ?? '',
      reportCount: p.reportCount,
      reportedAmount: formatMoney(p.reportedCents),
      ownAmount: formatMoney(p.ownCents),
      teamAmount: formatMoney(p.teamCents),
      totalAmount: formatMoney(p.totalCents),
      totalCents: p.totalCents,
    }))
    .sort((a, b) => b.totalCents - a.totalCents || a.workerName.localeCompare(b.workerName))
    .map(({ totalCents: _, ...item }) => item);
  const grand = pays.reduce((a, p) => a + p.totalCents, 0);
  return { fromDay, toDay, items, grandTotal: formatMoney(grand) };
}

export async function paySummary(
  org: OrgScope,
  viewer: Viewer,
  q: z.output<typeof paySummaryBody>,
) {
  const all = await workerPays(org, viewer, q);
  const keyword = q.keyword?.trim().toLowerCase();
  const items = keyword
    ? all.items.filter((i) => i.workerName.toLowerCase().includes(keyword))
    : all.items;
  const start = (q.pageNum - 1) * q.pageSize;
  return {
    list: items.slice(start, start + q.pageSize),
    total: items.length,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    fromDay: all.fromDay,
    toDay: all.toDay,
    grandTotal: all.grandTotal,
    seesAll: viewer.seesAll,
  };
}

const quantityText = (unit: ProcessUnit, r: { perimeter_mm: unknown; area_mm2: unknown }) =>
  unit === 'perPiece'
    ? '1'
    : exactDecimalText(
        Number(unit === 'perMetre' ? r.perimeter_mm : r.area_mm2),
        PER_OF_UNIT[unit],
      );

/** One worker's reports in the range, newest first, each with what it is worth. */
export async function workerReports(
  org: OrgScope,
  viewer: Viewer,
  q: z.output<typeof payReportsBody>,
) {
  const workerId = q.workerId ?? viewer.userId;
  if (workerId !== viewer.userId && !viewer.seesAll)
    throw new AppError(ERROR_CODES.FORBIDDEN, 'pay.notYours');
  const { fromDay, toDay, window } = windowOf(q, workerId);
  const [{ rows, total }, members] = await Promise.all([
    repo.workerReportPage(org, window, q),
    repo.teamMembers(org),
  ]);
  // Users are no enterprise's: a name is shown only for a worker with reports here or oneself,
  // so an id from elsewhere reveals nothing.
  const named = total.total > 0 || workerId === viewer.userId;
  const names = named ? await repo.userNames(org, [workerId]) : new Map<string, string>();
  const teamAt = new Map(
    members.filter((m) => m.workerId === workerId).map((m) => [m.processId, m.teamName]),
  );
  return {
    workerName: names.get(workerId) ?? '',
    fromDay,
    toDay,
    ...total,
    pageNum: q.pageNum,
    pageSize: q.pageSize,
    list: rows.map((r) => {
      const unit = r.unit as ProcessUnit;
      return {
        id: r.id,
        reportedAt: r.reported_at,
        pieceCode: r.piece_code,
        projectName: r.project_name,
        processName: r.process_name,
        unit,
        quantity: quantityText(unit, r),
        fee: formatMoney(Number(r.fee_cents)),
        amount: formatMoney(Number(r.value_cents)),
        teamName: teamAt.get(r.process_id) ?? null,
      };
    }),
  };
}
