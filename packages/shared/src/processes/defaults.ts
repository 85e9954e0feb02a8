import { z } from 'zod';
import { int32, positiveInt32 } from '../integers.ts';
import { FLOW_MODES, FLOW_UNITS, REPORT_MODES } from './enums.ts';

/**
 * The enterprise's defaults for later work reports (/setReportWork) and piece flow
 * (/setForklift): one row per enterprise, the defaults below until first saved.
 */
export const DEFAULTS_LIMITS = { batchMax: 500, forkliftCapacityMax: 999 } as const;

export const reportWorkSettings = z.strictObject({
  /** The reporting mode a new process starts with. */
  defaultReportMode: z.enum(REPORT_MODES, 'common.invalidValue'),
  /** The most pieces one batch report may carry. */
  batchMax: positiveInt32('defaults.batchRange').max(
    DEFAULTS_LIMITS.batchMax,
    'defaults.batchRange',
  ),
});
export const forkliftSettings = z.strictObject({
  defaultFlowMode: z.enum(FLOW_MODES, 'common.invalidValue'),
  defaultFlowUnit: z.enum(FLOW_UNITS, 'common.invalidValue'),
  /** Pieces one forklift trip carries. */
  forkliftCapacity: positiveInt32('defaults.capacityRange').max(
    DEFAULTS_LIMITS.forkliftCapacityMax,
    'defaults.capacityRange',
  ),
});
export type ReportWorkSettings = z.infer<typeof reportWorkSettings>;
export type ForkliftSettings = z.infer<typeof forkliftSettings>;

export const DEFAULT_REPORT_WORK: ReportWorkSettings = {
  defaultReportMode: 'single',
  batchMax: 50,
};
export const DEFAULT_FORKLIFT: ForkliftSettings = {
  defaultFlowMode: 'manual',
  defaultFlowUnit: 'process',
  forkliftCapacity: 20,
};

/** Answers carry the row's version (0 while never saved); a save names the version it saw. */
export const reportWorkData = reportWorkSettings.extend({ version: int32() });
export const forkliftData = forkliftSettings.extend({ version: int32() });
export const saveReportWorkBody = reportWorkSettings.extend({ version: int32().min(0) });
export const saveForkliftBody = forkliftSettings.extend({ version: int32().min(0) });
