// A packing list (装箱单) sheet read into boxes (issue 19, product-spec §5): flat boards only.
// Every row is checked and every problem told (row, column, message); a row of an irregular
// board (its shape column says so, or its number is a piece of the project whose outline is not
// its rectangle) is refused: irregular boards are entered by hand.
import type { BoxInput, BoxImportRowError } from '@stone/shared/box-orders/box-orders';
import { BOX_ORDER_LIMITS as L, FLAT_SHAPES } from '@stone/shared/box-orders/enums';
import { BOX_TYPES, type BoxType } from '@stone/shared/packing/enums';
import { translate, type Language, type MessageKey } from '@stone/shared';
import { sheetTextFromCell } from '../../lib/sheet-text.ts';
import type { SheetRow } from '../../workers/sheet-reader.ts';

export const SHEET_COLUMNS = [
  'boxNo',
  'material',
  'number',
  'thickness',
  'width',
  'height',
  'pieces',
  'shape',
  'boxType',
  'boxLength',
  'boxWidth',
  'boxHeight',
  'region',
] as const;
export type SheetColumn = (typeof SHEET_COLUMNS)[number];
const REQUIRED: readonly SheetColumn[] = [
  'boxNo',
  'material',
  'number',
  'thickness',
  'width',
  'height',
  'pieces',
];
const NUMBERS: readonly SheetColumn[] = [
  'thickness',
  'width',
  'height',
  'pieces',
  'boxLength',
  'boxWidth',
  'boxHeight',
];

/** Header names in both languages (and the column's own name), lower-cased. */
const LABELS: Record<SheetColumn, { en: string; zh: string; more?: string[] }> = {
  boxNo: { en: 'Box no', zh: '箱号', more: ['box number', 'box no.'] },
  material: { en: 'Material', zh: '材料', more: ['材质'] },
  number: { en: 'Number', zh: '编号', more: ['code', '板号'] },
  thickness: { en: 'Thickness', zh: '厚度' },
  width: { en: 'Width', zh: '宽度', more: ['宽'] },
  height: { en: 'Height', zh: '高度', more: ['高', 'length', '长度'] },
  pieces: { en: 'Pieces', zh: '片数', more: ['数量', 'quantity'] },
  shape: { en: 'Shape', zh: '形状' },
  boxType: { en: 'Box type', zh: '木箱类型' },
  boxLength: { en: 'Box length', zh: '箱长' },
  boxWidth: { en: 'Box width', zh: '箱宽' },
  boxHeight: { en: 'Box height', zh: '箱高' },
  region: { en: 'Used region', zh: '使用区域', more: ['region'] },
};
export const columnLabel = (c: SheetColumn, lang: Language) => LABELS[c][lang];

const normal = (text: string) => text.trim().toLowerCase();
const HEADERS = new Map<string, SheetColumn>(
  SHEET_COLUMNS.flatMap((c) =>
    [LABELS[c].en, LABELS[c].zh, c, ...(LABELS[c].more ?? [])].map((n) => [normal(n), c] as const),
  ),
);
const TYPE_WORDS = new Map<string, BoxType>([
  ...BOX_TYPES.map((t) => [t.toLowerCase(), t] as const),
  ['普通', 'standard'],
  ['熏蒸', 'fumigated'],
  ['框架', 'frameCrate'],
]);
const FLAT = new Set<string>(FLAT_SHAPES.map(normal));

export type Cells = Partial<Record<SheetColumn, string>>;
export type SheetLine = { row: number; cells: Cells };

/** The header's columns; null names the first required column the sheet lacks. */
export function readLines(sheet: SheetRow[]): { lines: SheetLine[]; missing: SheetColumn | null } {
  const columns = new Map<SheetColumn, number>();
  const header = sheet[0]?.row === 1 ? sheet[0].cells : [];
  header.forEach((text, index) => {
    const c = HEADERS.get(normal(text));
    if (c && !columns.has(c)) columns.set(c, index);
  });
  const missing = REQUIRED.find((c) => !columns.has(c)) ?? null;
  const lines: SheetLine[] = [];
  for (const { row, cells: texts } of sheet) {
    if (row < 2) continue;
    const cells: Cells = {};
    for (const [c, i] of columns) cells[c] = sheetTextFromCell((texts[i] ?? '').trim());
    if (Object.values(cells).some((v) => v)) lines.push({ row, cells });
  }
  return { lines, missing };
}

const wholeNumber = (text: string) => (/^\d+$/.test(text) ? Number(text) : null);

/** A project piece by code: irregular when its net area is not its rectangle's. */
export type KnownPiece = { width_mm: number; height_mm: number; area_mm2: number | string };

/**
 * The lines as boxes (grouped by box number, in the sheet's order), or the row errors. A box's
 * sizes come from its box columns when the sheet has them, else from its stack of boards.
 */
export function linesToBoxes(lines: SheetLine[], pieces: Map<string, KnownPiece>, lang: Language) {
  const errors: BoxImportRowError[] = [];
  const fail = (row: number, c: SheetColumn, key: MessageKey) =>
    errors.push({ row, column: columnLabel(c, lang), message: translate(key, lang) });
  const boxes = new Map<string, BoxInput & { rows: number[] }>();
  for (const { row, cells } of lines) {
    let bad = false;
    const refuse = (c: SheetColumn, key: MessageKey) => {
      bad = true;
      fail(row, c, key);
    };
    const num: Partial<Record<SheetColumn, number>> = {};
    for (const c of SHEET_COLUMNS) {
      const text = cells[c] ?? '';
      if (!text) {
        if (REQUIRED.includes(c)) refuse(c, 'boxOrder.importRequired');
        continue;
      }
      if (!NUMBERS.includes(c)) continue;
      const n = wholeNumber(text);
      const max = c === 'pieces' ? L.piecesMax : L.sizeMaxMm;
      if (n === null || n > max || (n === 0 && c !== 'thickness'))
        refuse(c, n === null ? 'boxOrder.importWholeNumber' : 'boxOrder.sizeRange');
      else num[c] = n;
    }
    const shape = normal(cells.shape ?? '');
    const known = pieces.get(cells.number ?? '');
    if ((shape && !FLAT.has(shape)) || (known && isIrregular(known)))
      refuse(shape && !FLAT.has(shape) ? 'shape' : 'number', 'boxOrder.importIrregular');
    const type = cells.boxType ? TYPE_WORDS.get(normal(cells.boxType)) : 'standard';
    if (!type) refuse('boxType', 'boxOrder.boxIncomplete');
    const boxNo = cells.boxNo ?? '';
    if (boxNo.length > L.boxNoMax) refuse('boxNo', 'boxOrder.textTooLong');
    if (bad || !type) continue;
    const key = boxNo.toLowerCase();
    const box = boxes.get(key) ?? {
      boxNo,
      boxType: type,
      lengthMm: num.boxLength ?? 0,
      widthMm: num.boxWidth ?? 0,
      heightMm: num.boxHeight ?? 0,
      materials: [],
      rows: [],
    };
    box.rows.push(row);
    box.materials!.push({
      material: (cells.material ?? '').slice(0, L.textMax),
      number: (cells.number ?? '').slice(0, L.textMax),
      thicknessMm: num.thickness ?? 0,
      widthMm: num.width ?? 0,
      heightMm: num.height ?? 0,
      pieces: num.pieces ?? 0,
      region: (cells.region ?? '').slice(0, L.textMax),
    });
    boxes.set(key, box);
  }
  for (const box of boxes.values()) fillStackSizes(box);
  return { boxes: [...boxes.values()].map(({ rows: _rows, ...b }) => b), errors };
}

const isIrregular = (p: KnownPiece) => Number(p.area_mm2) < p.width_mm * p.height_mm;

/**
 * A box without its sizes in the sheet holds its stack: its longest and widest board, and the
 * boards' thicknesses one on another (a packing list that names the box sizes says better).
 */
function fillStackSizes(box: BoxInput) {
  const rows = box.materials ?? [];
  const cap = (n: number) => Math.max(1, Math.min(L.sizeMaxMm, n));
  if (!box.lengthMm)
    box.lengthMm = cap(Math.max(...rows.map((m) => Math.max(m.widthMm, m.heightMm))));
  if (!box.widthMm)
    box.widthMm = cap(Math.max(...rows.map((m) => Math.min(m.widthMm, m.heightMm))));
  if (!box.heightMm) box.heightMm = cap(rows.reduce((s, m) => s + m.thicknessMm * m.pieces, 0));
}
