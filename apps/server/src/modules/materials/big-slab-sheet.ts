import ExcelJS from 'exceljs';
import type { z } from 'zod';
import { ERROR_CODES, LANGUAGES, translate, type Language, type MessageKey } from '@stone/shared';
import { MATERIAL_LIMITS } from '@stone/shared/materials/enums';
import { type exportBigSlabsBody } from '@stone/shared/materials/slabs';
import type { Actor, AppDeps } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { actorScope } from '../../db/org-scope.ts';
import { sheetRow } from '../../lib/sheet-text.ts';
import { selectSlabRows, toSlabItem } from './big-slabs.repository.ts';

/** The sheet's columns, in order: what the template holds and an import reads. */
export const SHEET_COLUMNS = [
  'blockNo',
  'bundleNo',
  'slabNo',
  'barcode',
  'material',
  'thicknessMm',
  'lengthMm',
  'widthMm',
  'warehouse',
  'rack',
] as const;
export type SheetColumn = (typeof SHEET_COLUMNS)[number];
/** An export adds what the server computes or decides; an import ignores these columns. */
const EXPORT_ONLY = ['areaM2', 'status'] as const;

export const columnLabel = (column: SheetColumn | (typeof EXPORT_ONLY)[number], lang: Language) =>
  translate(`bigSlab.col.${column}` as MessageKey, lang);

async function toSheet(
  lang: Language,
  rows: (string | number)[][],
  withExportColumns: boolean,
): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(translate('bigSlab.sheetName', lang));
  const columns = withExportColumns ? [...SHEET_COLUMNS, ...EXPORT_ONLY] : SHEET_COLUMNS;
  sheet.addRow(columns.map((c) => columnLabel(c, lang))).font = { bold: true };
  for (const row of rows) sheet.addRow(sheetRow(row));
  sheet.columns.forEach((c) => (c.width = 16));
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

/**
 * The template's one sample row (issue 23: a template without one left people guessing the
 * formats). Its first cell says it is a sample, and an import skips a row that says so, in
 * either language, so the template imports as it comes.
 */
const sampleRow = (lang: Language): (string | number)[] => [
  translate('bigSlab.sampleRow', lang),
  'Z03',
  '12',
  'HL2411-07-12',
  translate('bigSlab.sampleMaterial', lang),
  20,
  3200,
  1800,
  'W01',
  '0001',
];

const SAMPLE_MARKS = new Set(LANGUAGES.map((lang) => translate('bigSlab.sampleRow', lang)));
export const isSampleRow = (blockNo: string | undefined) => !!blockNo && SAMPLE_MARKS.has(blockNo);

/** The column headers in the caller's language and one sample row, which an import skips. */
export async function importTemplate(lang: Language) {
  const fileName = lang === 'en' ? 'large-slab-import.xlsx' : '大板导入模板.xlsx';
  return { fileName, contentBase64: await toSheet(lang, [sampleRow(lang)], false) };
}

/** The filtered stock as a sheet that can be imported again (warehouse by code, rack by number). */
export async function exportBigSlabs(
  actor: Actor,
  deps: Pick<AppDeps, 'db' | 'dialect'>,
  input: z.output<typeof exportBigSlabsBody> & { lang: Language },
) {
  const { lang } = input;
  const max = MATERIAL_LIMITS.exportRowsMax;
  const page = { limit: max + 1, offset: 0 };
  const rows = await selectSlabRows(actorScope(actor, deps.db), deps.dialect, { ...input, page });
  if (rows.length === 0) throw notFound('export.noData');
  if (rows.length > max) throw new AppError(ERROR_CODES.INVALID, 'export.tooMany');
  const cells = rows.map((r) => {
    const s = toSlabItem(r);
    return [
      s.blockNo,
      s.bundleNo,
      s.slabNo,
      s.barcode,
      s.material,
      s.thicknessMm,
      s.lengthMm,
      s.widthMm,
      r.warehouse_code,
      s.rackNumber ?? '',
      s.areaM2,
      translate(`bigSlab.status.${s.status}` as MessageKey, lang),
    ];
  });
  const stamp = new Date().toISOString().slice(0, 10);
  return { fileName: `large-slabs-${stamp}.xlsx`, contentBase64: await toSheet(lang, cells, true) };
}
