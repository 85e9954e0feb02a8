import { splitPieceLabel } from '@stone/dxf';
import type { ProcessRule } from '@stone/shared/projects/piece-process';
import type { RotationLockRule } from '@stone/shared/projects/piece-rotation';
import type { OrgInsert } from '../../db/org-scope.ts';
import { newId } from '../../lib/crypto.ts';
import type { PieceJson } from '../../workers/dxf-reader.ts';
import type { createReport } from './upload-report.ts';

/** Pieces turned into rows between two turns of the event loop (a few ms of work). */
export const PIECES_PER_TURN = 500;
/** Lets other requests run between chunks of a long loop (issue 22: 600,000 pieces). */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** 0.01 mm is far below what a saw holds, and keeps the stored outlines short. */
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Tessellated [x, y, …] as [x, y] pairs relative to the piece's lower-left corner. */
function toPairs(points: number[], minX: number, minY: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i + 1 < points.length; i += 2)
    pairs.push([round2((points[i] as number) - minX), round2((points[i + 1] as number) - minY)]);
  return pairs;
}

/** "20mm", "厚度 20", "20" → 20; anything else → the project's thickness. */
function thicknessOf(text: string | null, fallback: number): number {
  const match = text ? /(\d+(?:\.\d+)?)/.exec(text) : null;
  const value = match ? Number(match[1]) : NaN;
  return value > 0 && value < 500 ? value : fallback;
}

/** The first rule whose layer and code prefix (those it names) match the piece; '' if none. */
export function processCodeFor(rules: readonly ProcessRule[], layer: string, code: string) {
  const rule = rules.find(
    (r) => (!r.layer || r.layer === layer) && (!r.labelPrefix || code.startsWith(r.labelPrefix)),
  );
  return rule?.processCode ?? '';
}

/** 1 when a rule's layer and code prefix (those it names) match the piece (issue 24). */
export function rotationLockFor(rules: readonly RotationLockRule[], layer: string, code: string) {
  const locked = rules.some(
    (r) => (!r.layer || r.layer === layer) && (!r.labelPrefix || code.startsWith(r.labelPrefix)),
  );
  return locked ? 1 : 0;
}

export type PlanePieces = {
  rows: OrgInsert<'project_slabs'>[];
  areaMm2: number;
};

/**
 * The engineering slabs of one plane, from the reader's pieces: codes as drawn (a missing or
 * repeated code gets a generated one, and a line in the validation report), sizes in mm,
 * outlines and holes relative to the piece's own corner. Built a chunk at a time, yielding
 * between chunks, so a huge drawing does not hold the event loop.
 */
export async function toPlanePieces(
  pieces: PieceJson[],
  ctx: {
    projectId: string;
    planeId: string;
    thicknessMm: number;
    now: string;
    processRules?: readonly ProcessRule[];
    rotationLockRules?: readonly RotationLockRule[];
  },
  report: ReturnType<typeof createReport>,
): Promise<PlanePieces> {
  const seen = new Set<string>();
  const drawn = new Set<string>();
  for (const piece of pieces) drawn.add(splitPieceLabel(piece.label).code);
  let generated = 0;
  const nextCode = () => {
    let code: string;
    do code = `P${String(++generated).padStart(3, '0')}`;
    while (seen.has(code) || drawn.has(code));
    return code;
  };
  let areaMm2 = 0;
  const toRow = (piece: PieceJson): OrgInsert<'project_slabs'> => {
    // "WB-01 墙板": the code is WB-01, the rest its name (issue 23).
    const label = splitPieceLabel(piece.label);
    let code = label.code;
    if (!code) {
      code = nextCode();
      report.addPiece('project.warnNoCode', { code });
    } else if (seen.has(code)) {
      const original = code;
      code = `${original}-${nextCode()}`;
      report.addPiece('project.warnDuplicateCode', { original, code });
    }
    seen.add(code);
    const { minX, minY } = piece.outline.bounds;
    const area = Math.round(piece.areaMm2);
    areaMm2 += area;
    return {
      id: newId(),
      project_id: ctx.projectId,
      plane_id: ctx.planeId,
      code,
      name: label.name,
      width_mm: round2(piece.width),
      height_mm: round2(piece.height),
      area_mm2: area,
      thickness_mm: thicknessOf(piece.thickness, ctx.thicknessMm),
      contour_json: JSON.stringify({
        outline: toPairs(piece.outline.points, minX, minY),
        holes: piece.holes.map((h) => toPairs(h.points, minX, minY)),
      }),
      process_code: processCodeFor(ctx.processRules ?? [], piece.layer, code),
      rotation_locked: rotationLockFor(ctx.rotationLockRules ?? [], piece.layer, code),
      status: 'pendingPickup',
      abnormal: 0,
      box_no: null,
      created_at: ctx.now,
    };
  };
  const rows: OrgInsert<'project_slabs'>[] = [];
  for (let i = 0; i < pieces.length; i += PIECES_PER_TURN) {
    if (i > 0) await nextTurn();
    for (const piece of pieces.slice(i, i + PIECES_PER_TURN)) rows.push(toRow(piece));
  }
  return { rows, areaMm2 };
}
