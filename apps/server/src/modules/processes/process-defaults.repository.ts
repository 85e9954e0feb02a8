import {
  DEFAULT_FORKLIFT,
  DEFAULT_REPORT_WORK,
  type ForkliftSettings,
  type ReportWorkSettings,
} from '@stone/shared/processes/defaults';
import type { FlowMode, FlowUnit, ReportMode } from '@stone/shared/processes/enums';
import type { OrgScope } from '../../db/org-scope.ts';
import { conflict } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import type { ProcessDefaultsTable } from './processes.tables.ts';

type Row = Omit<ProcessDefaultsTable, 'org_id' | 'updated_at' | 'version'>;

const readRow = (org: OrgScope) =>
  org.selectFrom('process_defaults').selectAll().executeTakeFirst();

/** The stored defaults, or the shared ones (version 0) until the first save. */
async function current(org: OrgScope) {
  const row = await readRow(org);
  return {
    version: row?.version ?? 0,
    report: row
      ? { defaultReportMode: row.report_mode as ReportMode, batchMax: row.batch_max }
      : DEFAULT_REPORT_WORK,
    forklift: row
      ? {
          defaultFlowMode: row.flow_mode as FlowMode,
          defaultFlowUnit: row.flow_unit as FlowUnit,
          forkliftCapacity: row.forklift_capacity,
        }
      : DEFAULT_FORKLIFT,
  };
}

const toRow = (report: ReportWorkSettings, forklift: ForkliftSettings): Row => ({
  report_mode: report.defaultReportMode,
  batch_max: report.batchMax,
  flow_mode: forklift.defaultFlowMode,
  flow_unit: forklift.defaultFlowUnit,
  forklift_capacity: forklift.forkliftCapacity,
});

/** Writes both halves at the version the caller saw: 0 inserts, a stale one is a conflict. */
async function write(org: OrgScope, version: number, values: Row) {
  const now = nowIso();
  if (version === 0) {
    // A row someone else wrote first is not ours: the caller saw no row, so it is a conflict.
    // (The insert itself says whether it wrote: two saves within one millisecond look alike.)
    const inserted = await org
      .insertInto('process_defaults')
      .values({ ...values, updated_at: now, version: 1 })
      .onConflict((oc) => oc.column('org_id').doNothing())
      .returning('version')
      .executeTakeFirst();
    if (!inserted) throw conflict();
    return;
  }
  const res = await org
    .updateTable('process_defaults')
    .set({ ...values, updated_at: now, version: version + 1 })
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw conflict();
}

export async function reportWorkSettings(org: OrgScope) {
  const c = await current(org);
  return { ...c.report, version: c.version };
}

export async function forkliftSettings(org: OrgScope) {
  const c = await current(org);
  return { ...c.forklift, version: c.version };
}

export async function saveReportWork(
  org: OrgScope,
  body: ReportWorkSettings & { version: number },
) {
  const { version, ...report } = body;
  const c = await current(org);
  await write(org, version, toRow(report, c.forklift));
  return reportWorkSettings(org);
}

export async function saveForklift(org: OrgScope, body: ForkliftSettings & { version: number }) {
  const { version, ...forklift } = body;
  const c = await current(org);
  await write(org, version, toRow(c.report, forklift));
  return forkliftSettings(org);
}
