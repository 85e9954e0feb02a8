// Worker-thread side of readSheetInWorker: finds the workbook's first sheet through its
// relationships, reads that sheet's rows (refusing at the first row past the limits), then only
// the shared strings those rows use, and answers plain rows of cell text.
import { posix } from 'node:path';
import { parentPort } from 'node:worker_threads';
import {
  firstSheetSink,
  relationshipsSink,
  sharedStringsSink,
  sheetRowsSink,
  StopReading,
  type RawRow,
  type Relationship,
  type RowLimits,
  type XmlSink,
} from './sheet-reader-xml.ts';
import { inflateEntry, listEntries, SheetRefusal, type Budget } from './sheet-reader-zip.ts';
import { serveJobs } from './warm-workers.ts';

export type SheetRow = { row: number; cells: string[] };
export type SheetLimits = RowLimits & { maxUnpackedBytes: number };
export type SheetErrorCode = 'SHEET_UNREADABLE' | 'SHEET_TOO_LARGE' | 'SHEET_TOO_MANY_ROWS';

export type SheetWorkerInput = { bytes: Uint8Array; limits: SheetLimits };
export type SheetWorkerMessage =
  | { type: 'done'; rows: SheetRow[] }
  | { type: 'error'; code: SheetErrorCode; params: Record<string, number> };

/** Reads the whole first sheet; throws SheetRefusal, or anything else for a corrupt file. */
export function readFirstSheet(bytes: Uint8Array, limits: SheetLimits): SheetRow[] {
  const entries = listEntries(bytes);
  const budget: Budget = { used: 0, max: limits.maxUnpackedBytes };
  /** Feeds a part to a sink; false when the workbook has no such part. */
  const read = (path: string, sink: XmlSink): boolean => {
    const entry = entries.get(path.toLowerCase());
    if (!entry) return false;
    try {
      inflateEntry(bytes, entry, budget, sink.write);
      sink.end();
    } catch (error) {
      if (!(error instanceof StopReading)) throw error;
    }
    return true;
  };
  const relationships = (of: string) => {
    const rels = new Map<string, Relationship>();
    read(
      posix.join(posix.dirname(of), '_rels', `${posix.basename(of)}.rels`),
      relationshipsSink(rels),
    );
    return rels;
  };
  // A target is relative to the part that names it, or absolute from the package root.
  const resolve = (from: string, target: string) =>
    target.startsWith('/') ? target.slice(1) : posix.join(posix.dirname(from), target);
  const byType = (rels: Map<string, Relationship>, type: string) =>
    [...rels.values()].find((r) => r.type.endsWith(`/${type}`));

  const office = byType(relationships(''), 'officeDocument');
  const workbook = office ? resolve('', office.target) : 'xl/workbook.xml';
  const first: { id?: string } = {};
  if (!read(workbook, firstSheetSink(first))) throw new SheetRefusal('SHEET_UNREADABLE');
  const bookRels = relationships(workbook);
  const sheet = first.id === undefined ? undefined : bookRels.get(first.id);
  if (!sheet) return [];

  const rows: RawRow[] = [];
  const needed = new Set<number>();
  if (!read(resolve(workbook, sheet.target), sheetRowsSink(rows, needed, limits)))
    throw new SheetRefusal('SHEET_UNREADABLE');
  const strings = new Map<number, string>();
  const shared = byType(bookRels, 'sharedStrings');
  if (needed.size > 0)
    read(
      shared ? resolve(workbook, shared.target) : 'xl/sharedStrings.xml',
      sharedStringsSink(needed, strings),
    );
  return rows.map((r) => ({
    row: r.row,
    cells: r.cells.map((c) => (typeof c === 'number' ? (strings.get(c) ?? '') : c)),
  }));
}

function run(input: SheetWorkerInput): void {
  let message: SheetWorkerMessage;
  try {
    message = { type: 'done', rows: readFirstSheet(input.bytes, input.limits) };
  } catch (error) {
    // Bad XML, a broken deflate stream or an impossible offset: all just "not a workbook".
    message =
      error instanceof SheetRefusal
        ? { type: 'error', code: error.code, params: error.params }
        : { type: 'error', code: 'SHEET_UNREADABLE', params: {} };
  }
  parentPort?.postMessage(message);
}

serveJobs<SheetWorkerInput>(parentPort, run);
