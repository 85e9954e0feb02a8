import { createBigSlabBody, type ImportRowError } from '@stone/shared/materials/slabs';
import {
  ERROR_CODES,
  LANGUAGES,
  MESSAGES,
  translate,
  type Language,
  type MessageKey,
} from '@stone/shared';
import { MATERIAL_LIMITS, type ImportMode } from '@stone/shared/materials/enums';
import type { Actor, AppDeps } from '../../context.ts';
import { AppError, fillMessage, invalid, notFound } from '../../lib/app-error.ts';
import { storedKey } from '../files/files.service.ts';
import { findOwnedFile } from '../files/files.repository.ts';
import { columnLabel, isSampleRow, SHEET_COLUMNS, type SheetColumn } from './big-slab-sheet.ts';
import { checkRows, type ParsedRow } from './big-slab-import-rows.ts';
import { storeImport } from './big-slab-import-store.ts';
import { actorScope } from '../../db/org-scope.ts';
import { analyzeAfterBulkWrite } from '../../db/analyze.ts';
import { readSheetInWorker, type SheetRow } from '../../workers/sheet-reader.ts';
import { sheetTextFromCell } from '../../lib/sheet-text.ts';

const NUMBER_COLUMNS = new Set<SheetColumn>(['thicknessMm', 'lengthMm', 'widthMm']);
const OPTIONAL_COLUMNS = new Set<SheetColumn>(['rack']);
/**
 * Looked up, not checked by the slab form's rules: where the slab goes (warehouse, rack) and
 * its material, by the catalogue's Chinese or English name or code (issue 23).
 */
const PLACE_COLUMNS = new Set<SheetColumn>(['warehouse', 'rack', 'material']);
const rowSchema = createBigSlabBody.pick({
  blockNo: true,
  bundleNo: true,
  slabNo: true,
  barcode: true,
  thicknessMm: true,
  lengthMm: true,
  widthMm: true,
});

const normal = (text: string) => text.trim().toLowerCase();

/** Header cell text → column, in either language or by the API's own field name. */
const HEADER_NAMES = new Map<string, SheetColumn>(
  SHEET_COLUMNS.flatMap((c) => [
    ...LANGUAGES.map((lang) => [normal(columnLabel(c, lang)), c] as const),
    [normal(c), c] as const,
  ]),
);

/** The reader's refusals, as the import's own messages on the file field. */
const REFUSALS = {
  SHEET_TOO_MANY_ROWS: 'bigSlab.importTooManyRows',
  SHEET_TOO_LARGE: 'bigSlab.importTooLarge',
  SHEET_TIMEOUT: 'bigSlab.importTooSlow',
  SHEET_UNREADABLE: 'bigSlab.importUnreadable',
} as const satisfies Record<string, MessageKey>;

/** A refusal of the whole file, its message (with the figures) also on the `fileId` field. */
function refuseFile(key: MessageKey, lang: Language, params: Record<string, number> = {}) {
  return new AppError(
    ERROR_CODES.INVALID,
    key,
    { fileId: fillMessage(translate(key, lang), params) },
    params,
  );
}

/**
 * The first sheet's rows with a value, read in a worker thread (issue 22): a sheet with a value
 * past row 5001 or more rows than that is refused as soon as the reader meets it.
 */
async function loadRows(actor: Actor, deps: AppDeps, fileId: string, lang: Language) {
  const file = await findOwnedFile(deps.db, fileId, { orgId: actor.orgId }, 'xlsx');
  if (!file) throw notFound('bigSlab.importFileMissing');
  let bytes: Buffer;
  try {
    bytes = await deps.storage.read(storedKey(file.id, 'full'));
  } catch {
    throw refuseFile('bigSlab.importUnreadable', lang);
  }
  const lastRow = MATERIAL_LIMITS.importRowsMax + 1; // the header, then the slabs
  const read = await readSheetInWorker(bytes, { maxRows: lastRow, maxRowNumber: lastRow });
  if (read.ok) return read.rows;
  const params: Record<string, number> =
    read.code === 'SHEET_TOO_MANY_ROWS'
      ? { limit: MATERIAL_LIMITS.importRowsMax, lastRow }
      : read.code === 'SHEET_TOO_LARGE'
        ? { limit: Math.round((read.params.limit ?? 0) / 1024 / 1024) }
        : {};
  throw refuseFile(REFUSALS[read.code], lang, params);
}

/** Reads the sheet's rows into cells by column, refusing a sheet without the columns it needs. */
function readRows(sheet: SheetRow[], lang: Language) {
  const columns = new Map<SheetColumn, number>();
  const header = sheet[0]?.row === 1 ? sheet[0].cells : [];
  header.forEach((text, index) => {
    const column = HEADER_NAMES.get(normal(text));
    if (column && !columns.has(column)) columns.set(column, index);
  });
  for (const column of SHEET_COLUMNS) {
    if (columns.has(column) || OPTIONAL_COLUMNS.has(column)) continue;
    throw new AppError(
      ERROR_CODES.INVALID,
      'bigSlab.importColumnMissing',
      { fileId: columnLabel(column, lang) },
      { column: columnLabel(column, lang) },
    );
  }
  const rows: { row: number; cells: Partial<Record<SheetColumn, string>> }[] = [];
  for (const { row, cells: texts } of sheet) {
    if (row < 2) continue;
    const cells: Partial<Record<SheetColumn, string>> = {};
    // An export quotes text that would read as a formula (`'=x`); the import takes it back off.
    for (const [column, index] of columns)
      cells[column] = sheetTextFromCell((texts[index] ?? '').trim());
    if (Object.values(cells).every((v) => !v)) continue;
    if (isSampleRow(cells.blockNo)) continue; // the template's sample row (issue 23)
    rows.push({ row, cells });
  }
  if (rows.length === 0) throw invalid('bigSlab.importEmpty', { fileId: 'bigSlab.importEmpty' });
  return rows;
}

/**
 * A number cell as a number: "-20" and "12.5" too, so the slab form's rule answers with its range
 * ("from 1 to 10000") rather than "not a whole number" (issue 23). Only text that is no number
 * at all is "enter a whole number". Excel may write a minus sign as U+2212.
 */
function numberOf(text: string): number | null {
  const plain = text.replace('\u2212', '-');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : null;
}

/**
 * One row's own fields, checked by the same rules as the slab form. Every column is checked, so
 * a row with several problems lists them all, one line per column (issue 23).
 */
function parseRow(
  cells: Partial<Record<SheetColumn, string>>,
  fail: (column: SheetColumn, key: MessageKey) => void,
): ParsedRow {
  const raw: Record<string, unknown> = {};
  const failed = new Set<SheetColumn>();
  const failOnce = (column: SheetColumn, key: MessageKey) => {
    if (failed.has(column)) return;
    failed.add(column);
    fail(column, key);
  };
  for (const column of SHEET_COLUMNS) {
    const text = cells[column] ?? '';
    if (!text && !OPTIONAL_COLUMNS.has(column)) failOnce(column, 'bigSlab.importRequired');
    else if (NUMBER_COLUMNS.has(column)) {
      const number = numberOf(text);
      if (number === null) failOnce(column, 'bigSlab.importWholeNumber');
      else raw[column] = number;
    } else if (!PLACE_COLUMNS.has(column)) raw[column] = text;
  }
  const place = {
    warehouse: cells.warehouse ?? '',
    rack: cells.rack || null,
    material: cells.material ?? '',
    barcode: cells.barcode ?? '',
  };
  // Columns already refused above (missing, not a number) are not told again by the schema.
  const parsed = rowSchema.safeParse(raw);
  for (const issue of parsed.error?.issues ?? []) {
    const column = issue.path[0] as SheetColumn;
    failOnce(
      column,
      issue.message in MESSAGES ? (issue.message as MessageKey) : 'common.invalidValue',
    );
  }
  return { ...place, slab: parsed.success && failed.size === 0 ? parsed.data : null };
}

/**
 * webBigSlab/importBigSlabs: all rows or none. Every row is checked first; any bad row refuses
 * the whole sheet with each problem (row, column, message in the caller's language). When some
 * barcodes are already in stock and no mode was chosen, the caller is asked (code 1).
 */
export async function importBigSlabs(
  actor: Actor,
  deps: AppDeps,
  input: { fileId: string; mode?: ImportMode | undefined; lang: Language },
) {
  const { lang } = input;
  const rows = readRows(await loadRows(actor, deps, input.fileId, lang), lang);
  const errors: ImportRowError[] = [];
  const failAt = (row: number) => (column: SheetColumn, key: MessageKey) =>
    errors.push({
      row,
      field: column,
      column: columnLabel(column, lang),
      message: translate(key, lang),
    });
  const parsed = rows.map((r) => ({ row: r.row, ...parseRow(r.cells, failAt(r.row)) }));
  const checked = await checkRows(actorScope(actor, deps.db), parsed, (row, column, key) =>
    failAt(row)(column, key),
  );
  if (errors.length > 0) {
    errors.sort((a, b) => a.row - b.row);
    throw new AppError(
      ERROR_CODES.INVALID,
      'bigSlab.importInvalid',
      { errors: errors.slice(0, MATERIAL_LIMITS.importErrorsShown), total: errors.length },
      { count: errors.length },
    );
  }
  if (checked.existing.size > 0 && !input.mode)
    throw new AppError(
      ERROR_CODES.BUSINESS,
      'bigSlab.importExists',
      { existing: checked.existing.size },
      { count: checked.existing.size },
    );
  const stored = await storeImport(actor, deps.db, { checked, mode: input.mode ?? 'keep' });
  // Up to 5000 new rows at once: PostgreSQL's planner would otherwise plan the slab list on
  // statistics from before the import until autovacuum comes round (issue 22).
  await analyzeAfterBulkWrite(deps, ['big_slabs']);
  return stored;
}
