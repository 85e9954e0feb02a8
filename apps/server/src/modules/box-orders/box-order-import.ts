// webBoxOrder/importBoxes (issue 19): a packing list (.xlsx, uploaded first) into a box order
// not yet accepted. The sheet is read in a worker thread before the transaction; any bad row
// refuses the whole sheet with every problem and stores nothing. An order that already has
// boxes answers code 1 (keep or overwrite?) until the client repeats the call with a mode.
import type { BoxInput } from '@stone/shared/box-orders/box-orders';
import {
  BOX_ORDER_EDITABLE,
  BOX_ORDER_LIMITS as L,
  type BoxOrderImportMode,
} from '@stone/shared/box-orders/enums';
import { ERROR_CODES, translate, type Language, type MessageKey } from '@stone/shared';
import type { Actor, AppDeps } from '../../context.ts';
import { actorScope, type OrgScope } from '../../db/org-scope.ts';
import { AppError, conflict, fillMessage } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { readSheetInWorker } from '../../workers/sheet-reader.ts';
import { storedKey } from '../files/files.service.ts';
import { findOwnedFile } from '../files/files.repository.ts';
import { summaryOf, toBoxRow } from './box-order-format.ts';
import { columnLabel, linesToBoxes, readLines, type KnownPiece } from './box-order-sheet.ts';
import { requireOrder, stateRefusal } from './box-orders.service.ts';
import * as repo from './box-orders.repository.ts';

const refuseFile = (
  key: MessageKey,
  lang: Language,
  params: Record<string, string | number> = {},
) =>
  new AppError(
    ERROR_CODES.INVALID,
    key,
    { fileId: fillMessage(translate(key, lang), params) },
    params,
  );

async function loadSheet(actor: Actor, deps: AppDeps, fileId: string, lang: Language) {
  const file = await findOwnedFile(deps.db, fileId, { orgId: actor.orgId }, 'xlsx');
  if (!file) throw new AppError(ERROR_CODES.NOT_FOUND, 'boxOrder.importFileMissing');
  let bytes: Buffer;
  try {
    bytes = await deps.storage.read(storedKey(file.id, 'full'));
  } catch {
    throw refuseFile('boxOrder.importUnreadable', lang);
  }
  const last = L.importRowsMax + 1;
  const read = await readSheetInWorker(bytes, { maxRows: last, maxRowNumber: last });
  if (read.ok) return read.rows;
  throw refuseFile(
    read.code === 'SHEET_TOO_MANY_ROWS'
      ? 'boxOrder.importTooManyRows'
      : 'boxOrder.importUnreadable',
    lang,
  );
}

/** The boxes of the sheet, checked against the order's project; throws the row errors. */
export async function readPackingList(
  actor: Actor,
  deps: AppDeps,
  input: { orderId: string; fileId: string; lang: Language },
) {
  const { lang } = input;
  const org = actorScope(actor, deps.db);
  const order = await requireOrder(org, input.orderId);
  const { lines, missing } = readLines(await loadSheet(actor, deps, input.fileId, lang));
  if (missing) {
    const column = columnLabel(missing, lang);
    throw refuseFile('boxOrder.importColumnMissing', lang, { column });
  }
  if (lines.length === 0) throw refuseFile('boxOrder.importEmpty', lang);
  const codes = [...new Set(lines.map((l) => l.cells.number ?? '').filter(Boolean))];
  const known = new Map<string, KnownPiece>(
    (await repo.piecesByCodes(org, order.project_id, codes)).map((p) => [p.code, p]),
  );
  const { boxes, errors } = linesToBoxes(lines, known, lang);
  if (errors.length > 0) {
    errors.sort((a, b) => a.row - b.row);
    throw new AppError(ERROR_CODES.INVALID, 'boxOrder.importInvalid', {
      errors: errors.slice(0, L.importErrorsShown),
      total: errors.length,
    });
  }
  return boxes;
}

/** In the caller's (idempotent) transaction: keep adds the new box numbers, overwrite replaces. */
export async function storePackingList(
  org: OrgScope,
  input: { orderId: string; mode?: BoxOrderImportMode | undefined; boxes: BoxInput[] },
) {
  const order = await requireOrder(org, input.orderId);
  if (!BOX_ORDER_EDITABLE.includes(order.status))
    throw stateRefusal('boxOrder.notEditable', order.status);
  const existing = await repo.boxesOf(org, order.id);
  if (existing.length > 0 && !input.mode)
    throw new AppError(
      ERROR_CODES.BUSINESS,
      'boxOrder.importAsk',
      { existing: existing.length },
      { count: existing.length },
    );
  const keep = input.mode === 'keep' ? existing : [];
  const taken = new Set(keep.map((b) => b.box_key));
  const added = input.boxes.filter((b) => !taken.has(b.boxNo.toLowerCase()));
  const total = keep.length + added.length;
  if (total > L.boxesMax)
    throw new AppError(ERROR_CODES.INVALID, 'boxOrder.importTooManyBoxes', null, { count: total });
  if (input.mode === 'overwrite') await repo.deleteBoxesOf(org, order.id);
  const rows = added.map((b, i) => toBoxRow(order.id, keep.length + i, b));
  await repo.insertBoxes(org, rows);
  const all = [...keep, ...rows].map((r) => ({
    box_type: r.box_type,
    piece_count: r.piece_count,
    area_mm2: Number(r.area_mm2),
  }));
  const where = { id: order.id, version: order.version, from: BOX_ORDER_EDITABLE };
  if (!(await repo.updateOrderIf(org, where, { ...summaryOf(all), updated_at: nowIso() })))
    throw conflict();
  return { added: rows.length, kept: keep.length, boxCount: total };
}
