import { z } from 'zod';
import { idField } from '../crud.ts';
import { singleLineText } from '../text.ts';
import { PROCESS_STAGES, REPORT_MODES } from './enums.ts';
import { PROCESSES } from './processes.ts';

/** A process as a select offers it. */
export const processChoice = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  reportMode: z.enum(REPORT_MODES),
  stage: z.enum(PROCESS_STAGES),
  /** Reinforcement (bonding) processes: their frame stage is reinforcement (issue 18). */
  bonding: z.boolean(),
});
export type ProcessChoice = z.infer<typeof processChoice>;
/** A process code as a select offers it, with its route's process ids in order. */
export const processCodeChoice = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  processIds: z.array(z.string()),
});
export type ProcessCodeChoice = z.infer<typeof processCodeChoice>;

/** webProcess/getProcessChoices: the catalogue as project settings and pieces choose from it. */
export const processChoicesData = z.object({
  processes: z.array(processChoice),
  processCodes: z.array(processCodeChoice),
});

/** webProcess/getProcessFormOptions: what the process form chooses from (flow workshops). */
export const processFormOptionsData = z.object({
  workshops: z.array(z.object({ id: z.string(), name: z.string() })),
});

/** webProcess/getProcessDetail: one process with the process codes whose route names it. */
export const processDetailData = z.object({
  process: PROCESSES.schemas.item,
  workshopName: z.string().nullable(),
  usedBy: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
});

/** webProcess/findProcessByQrCode: the scanned text of a process's QR label. */
export const findByQrBody = z.strictObject({ qrCode: singleLineText().trim().min(1).max(100) });
export const idOnlyBody = z.strictObject({ id: idField });
