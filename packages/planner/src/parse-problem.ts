// Turns untrusted JSON into a Problem, or throws a PlannerError naming the first bad field.
// Optional fields get the defaults documented in the README.
import { PlannerError } from './errors.ts';
import { mayRotate } from './model.ts';
import type { PieceInput, PieceShape, Point, Problem, Rect, SlabInput } from './types.ts';

type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function num(
  value: unknown,
  path: string,
  opts: { positive?: boolean; fallback?: number } = {},
): number {
  if (value === undefined && opts.fallback !== undefined) return opts.fallback;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new PlannerError('INVALID_NUMBER', { path });
  if (opts.positive ? value <= 0 : value < 0) throw new PlannerError('NEGATIVE_SIZE', { path });
  return value;
}

function str(value: unknown, path: string): string {
  if (typeof value === 'string' && value.length > 0) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new PlannerError('INVALID_PROBLEM', { detail: `${path} must be a non-empty string` });
}

function list(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value))
    throw new PlannerError('INVALID_PROBLEM', { detail: `${path} must be an array` });
  return value;
}

function parseRect(value: unknown, path: string): Rect {
  if (!isObj(value))
    throw new PlannerError('INVALID_PROBLEM', { detail: `${path} must be an object` });
  return {
    x: num(value.x, `${path}.x`),
    y: num(value.y, `${path}.y`),
    width: num(value.width, `${path}.width`, { positive: true }),
    height: num(value.height, `${path}.height`, { positive: true }),
  };
}

function parseSlab(value: unknown, i: number): SlabInput {
  const path = `slabs[${i}]`;
  if (!isObj(value))
    throw new PlannerError('INVALID_PROBLEM', { detail: `${path} must be an object` });
  const count =
    value.count === null || value.count === undefined ? null : num(value.count, `${path}.count`);
  return {
    id: str(value.id, `${path}.id`),
    width: num(value.width, `${path}.width`, { positive: true }),
    height: num(value.height, `${path}.height`, { positive: true }),
    count: count === null ? null : Math.floor(count),
    defects: list(value.defects ?? [], `${path}.defects`).map((d, j) =>
      parseRect(d, `${path}.defects[${j}]`),
    ),
  };
}

function parsePiece(value: unknown, i: number): PieceInput {
  const path = `pieces[${i}]`;
  if (!isObj(value))
    throw new PlannerError('INVALID_PROBLEM', { detail: `${path} must be an object` });
  const quantity = num(value.quantity, `${path}.quantity`, { fallback: 1 });
  if (!Number.isInteger(quantity))
    throw new PlannerError('INVALID_NUMBER', { path: `${path}.quantity` });
  const piece: PieceInput = {
    id: str(value.id, `${path}.id`),
    width: num(value.width, `${path}.width`, { positive: true }),
    height: num(value.height, `${path}.height`, { positive: true }),
    quantity,
    rotatable: value.rotatable === undefined ? true : value.rotatable === true,
  };
  if (value.rotationLocked !== undefined && value.rotationLocked !== false) {
    if (value.rotationLocked !== true)
      throw new PlannerError('INVALID_PROBLEM', {
        detail: `${path}.rotationLocked must be a boolean`,
      });
    piece.rotationLocked = true;
  }
  if (typeof value.label === 'string') piece.label = value.label;
  if (value.area !== undefined) piece.area = num(value.area, `${path}.area`, { positive: true });
  if (value.shape !== undefined) piece.shape = parseShape(value.shape, `${path}.shape`);
  return piece;
}

function parseRing(value: unknown, path: string): Point[] {
  return list(value, path).map((pt, k): Point => {
    if (!Array.isArray(pt) || pt.length !== 2)
      throw new PlannerError('INVALID_PROBLEM', { detail: `${path}[${k}] must be [x, y]` });
    return [num(pt[0], `${path}[${k}][0]`), num(pt[1], `${path}[${k}][1]`)];
  });
}

/** A true outline with holes, in mm from the piece's own lower-left corner. */
function parseShape(value: unknown, path: string): PieceShape {
  if (!isObj(value))
    throw new PlannerError('INVALID_PROBLEM', { detail: `${path} must be an object` });
  return {
    outline: parseRing(value.outline, `${path}.outline`),
    holes: list(value.holes ?? [], `${path}.holes`).map((h, j) =>
      parseRing(h, `${path}.holes[${j}]`),
    ),
  };
}

function checkUnique(ids: string[], listName: string): void {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw new PlannerError('DUPLICATE_ID', { id, list: listName });
    seen.add(id);
  }
}

export function parseProblem(input: unknown): Problem {
  if (!isObj(input))
    throw new PlannerError('INVALID_PROBLEM', { detail: 'the problem must be a JSON object' });
  if (input.units !== undefined && input.units !== 'mm') {
    throw new PlannerError('INVALID_PROBLEM', { detail: 'units must be "mm"' });
  }
  const mode = input.mode ?? 'guillotine';
  if (mode !== 'guillotine' && mode !== 'free') {
    throw new PlannerError('INVALID_PROBLEM', { detail: 'mode must be "guillotine" or "free"' });
  }
  const maxStages = input.maxStages === undefined ? null : input.maxStages;
  if (maxStages !== null && maxStages !== 2 && maxStages !== 3) {
    throw new PlannerError('INVALID_PROBLEM', { detail: 'maxStages must be 2, 3 or null' });
  }
  let minRemnant: Problem['minRemnant'] = null;
  if (isObj(input.minRemnant)) {
    minRemnant = {
      width: num(input.minRemnant.width, 'minRemnant.width'),
      height: num(input.minRemnant.height, 'minRemnant.height'),
    };
  } else if (input.minRemnant !== undefined && input.minRemnant !== null) {
    throw new PlannerError('INVALID_PROBLEM', { detail: 'minRemnant must be an object or null' });
  }
  const slabs = list(input.slabs, 'slabs').map(parseSlab);
  const pieces = list(input.pieces, 'pieces').map(parsePiece);
  if (slabs.length === 0)
    throw new PlannerError('INVALID_PROBLEM', { detail: 'at least one slab is needed' });
  checkUnique(
    slabs.map((s) => s.id),
    'slabs',
  );
  checkUnique(
    pieces.map((p) => p.id),
    'pieces',
  );
  const problem: Problem = {
    units: 'mm',
    mode,
    maxStages,
    kerf: num(input.kerf, 'kerf', { fallback: 0 }),
    trim: num(input.trim, 'trim', { fallback: 0 }),
    minRemnant,
    timeLimitMs: num(input.timeLimitMs, 'timeLimitMs', { fallback: 1000 }),
    seed: Math.floor(num(input.seed, 'seed', { fallback: 1 })),
    slabs,
    pieces,
  };
  checkFeasible(problem);
  return problem;
}

/** A piece that fits no slab at all can never be planned: that is an error, not an unplaced piece. */
function checkFeasible(problem: Problem): void {
  const usable = problem.slabs.map((s) => {
    const w = s.width - 2 * problem.trim;
    const h = s.height - 2 * problem.trim;
    if (w <= 0 || h <= 0)
      throw new PlannerError('NO_USABLE_AREA', { slabId: s.id, trim: problem.trim });
    return { w, h };
  });
  for (const p of problem.pieces) {
    const fits = usable.some(
      (u) =>
        (p.width <= u.w && p.height <= u.h) || (mayRotate(p) && p.height <= u.w && p.width <= u.h),
    );
    if (!fits) {
      throw new PlannerError('PIECE_TOO_LARGE', {
        pieceId: p.id,
        width: p.width,
        height: p.height,
      });
    }
  }
}
