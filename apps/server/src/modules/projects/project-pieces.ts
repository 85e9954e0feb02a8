import { MESSAGES } from '@stone/shared';
import { type UploadWarning } from '@stone/shared/projects/detail';
import type { OrgInsert } from '../../db/org-scope.ts';
import { newId } from '../../lib/crypto.ts';
import type { PieceJson } from '../../workers/dxf-reader.ts';

type WarningKey = 'project.warnNoCode' | 'project.warnDuplicateCode';

function pieceWarning(key: WarningKey, params: Record<string, string>): UploadWarning {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '');
  const { en, zh } = MESSAGES[key];
  return { code: key, message: { en: fill(en), zh: fill(zh) }, pieceCode: params.code ?? null };
}

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

export type PlanePieces = {
  rows: OrgInsert<'project_slabs'>[];
  warnings: UploadWarning[];
  areaMm2: number;
};

/**
 * The engineering slabs of one plane, from the reader's pieces: codes as drawn (a missing or
 * repeated code gets a generated one, and a line in the validation report), sizes in mm,
 * outlines and holes relative to the piece's own corner.
 */
export function toPlanePieces(
  pieces: PieceJson[],
  ctx: { projectId: string; planeId: string; thicknessMm: number; now: string },
): PlanePieces {
  const warnings: UploadWarning[] = [];
  const seen = new Set<string>();
  const drawn = new Set(pieces.map((p) => p.label?.trim() ?? ''));
  let generated = 0;
  const nextCode = () => {
    let code: string;
    do code = `P${String(++generated).padStart(3, '0')}`;
    while (seen.has(code) || drawn.has(code));
    return code;
  };
  let areaMm2 = 0;
  const rows = pieces.map((piece) => {
    let code = piece.label?.trim() ?? '';
    if (!code) {
      code = nextCode();
      warnings.push(pieceWarning('project.warnNoCode', { code }));
    } else if (seen.has(code)) {
      const original = code;
      code = `${original}-${nextCode()}`;
      warnings.push(pieceWarning('project.warnDuplicateCode', { original, code }));
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
      width_mm: round2(piece.width),
      height_mm: round2(piece.height),
      area_mm2: area,
      thickness_mm: thicknessOf(piece.thickness, ctx.thicknessMm),
      contour_json: JSON.stringify({
        outline: toPairs(piece.outline.points, minX, minY),
        holes: piece.holes.map((h) => toPairs(h.points, minX, minY)),
      }),
      process_code: '',
      status: 'pendingCut',
      abnormal: 0,
      box_no: null,
      created_at: ctx.now,
    };
  });
  return { rows, warnings, areaMm2 };
}
