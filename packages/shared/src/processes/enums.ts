/** The process catalogue's choices and limits (issue 17, product-spec §3, §5, §9). */

/** What a fee is counted per: CNY per metre, per piece, per m². */
export const PROCESS_UNITS = ['perMetre', 'perPiece', 'perSquareMetre'] as const;
export type ProcessUnit = (typeof PROCESS_UNITS)[number];
/** How pieces travel to the process: on a forklift or by hand. */
export const FLOW_MODES = ['forklift', 'manual'] as const;
export type FlowMode = (typeof FLOW_MODES)[number];
/** What moves on together: a whole box or what one process finished. */
export const FLOW_UNITS = ['box', 'process'] as const;
export type FlowUnit = (typeof FLOW_UNITS)[number];
/** How workers report: one scan per piece, a batch, or switch on demand. */
export const REPORT_MODES = ['single', 'batch', 'switchable'] as const;
export type ReportMode = (typeof REPORT_MODES)[number];
/**
 * Where a process sits in the piece's life (issue 18): on the saw, in second processing, at
 * the kit check or at packing. Work reports take the first two; the kit-check and packing
 * screens report the last two themselves (docs/adr/0017).
 */
export const PROCESS_STAGES = ['cutting', 'secondary', 'kitCheck', 'packing'] as const;
export type ProcessStage = (typeof PROCESS_STAGES)[number];
/** §9: contractor including material, labour only, material only, factory contract. */
export const OUTSOURCING_TYPES = [
  'contractorWithMaterial',
  'labourOnly',
  'materialOnly',
  'factoryContract',
] as const;

export const PROCESS_LIMITS = {
  nameMax: 64,
  codeMax: 32,
  textMax: 64,
  remarkMax: 200,
  /** Size ranges are whole mm up to 20 m, the longest slab side with room to spare. */
  sizeMaxMm: 20_000,
  /**
   * Money up to 999 999.99 each, so the three costs' total (cents) still fits a 32-bit column.
   */
  moneyIntDigits: 6,
  /** The ordered route of one process code. */
  routeMax: 30,
  sortMax: 9999,
} as const;

/** The text a process's printed QR code carries; work reports scan it back (findProcessByQr). */
export const PROCESS_QR_PREFIX = 'STONE-PROC:';
export const processQrValue = (code: string) => `${PROCESS_QR_PREFIX}${code}`;
/** The process code a QR value names, or null when it is not one of ours. */
export const codeOfProcessQr = (value: string): string | null =>
  value.startsWith(PROCESS_QR_PREFIX) && value.length > PROCESS_QR_PREFIX.length
    ? value.slice(PROCESS_QR_PREFIX.length)
    : null;
