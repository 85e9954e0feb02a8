import { DxfError, makeWarning } from './errors.ts';
import type { DxfWarning } from './errors.ts';
import { resolveOptions } from './options.ts';
import type { ReadDxfOptions, ResolvedOptions } from './options.ts';
import { parseDrawing } from './parse/parse-drawing.ts';
import type { ParsedDrawing } from './parse/parse-drawing.ts';
import type { DxfHeader } from './parse/raw-entities.ts';
import { newCommonFields } from './parse/entity-fields.ts';
import { ModelSpace } from './build/model-space.ts';
import type { ParseContext } from './parse/parse-context.ts';
import { checkDeadline } from './parse/parse-context.ts';
import { openTagReader } from './tags/open-tag-reader.ts';
import { chainEdges } from './build/chain-edges.ts';
import type { OpenChain } from './build/chain-edges.ts';
import { LoopTable } from './build/loop-table.ts';
import { pathBounds, tessellate } from './geometry/bulge-path.ts';
import { assemblePieces } from './build/assemble-pieces.ts';
import { isSelfIntersecting } from './geometry/self-intersection.ts';
import { MM_PER_UNIT, unitFromInsunits } from './units.ts';
import type { DeclaredUnits, LengthUnit } from './units.ts';
import type { ReadDxfResult } from './types.ts';

/** Repeated warnings (open chains on a busy plan) are capped; the totals stay in the result. */
const MAX_WARNINGS_PER_CODE = 20;

/**
 * Reads DXF bytes (ASCII or binary, R2.x to AC1032) into stone pieces in mm.
 * Throws DxfError for files it refuses; never returns a partial result without a warning.
 */
export function readDxf(bytes: Uint8Array, options: ReadDxfOptions = {}): ReadDxfResult {
  const started = Date.now();
  const opts = resolveOptions(options);
  if (bytes.length > opts.maxFileBytes) {
    throw new DxfError('DXF_FILE_TOO_LARGE', { size: bytes.length, limit: opts.maxFileBytes });
  }
  const deadline = started + opts.timeBudgetMs;
  const opened = openTagReader(bytes);
  const ctx: ParseContext = {
    reader: opened.reader,
    options: opts,
    deadline,
    isAtEnd: false,
    entityCount: 0,
    paperSpaceSkipped: 0,
    nonPlanarSkipped: 0,
    splineFitOnly: 0,
    tagsSinceClockCheck: 0,
    common: newCommonFields(),
    vertexBuffer: new Float64Array(3 * 256),
  };
  const drawing: ParsedDrawing = {
    header: { version: undefined, codepage: undefined, insunits: undefined },
    blocks: new Map(),
    strayMarkers: 0,
    hasEof: false,
  };
  const checkClock = () => checkDeadline(deadline, opts.timeBudgetMs);
  const modelSpace = new ModelSpace(drawing.blocks, opts, checkClock, bytes.length);
  parseDrawing(ctx, drawing, modelSpace, {
    onHeader: (header) => modelSpace.setScale(unitScale(header, opts)),
    onBlocks: () => modelSpace.markBlocksReady(),
  });
  // A header after the entities (or none) still decides the units of everything read.
  modelSpace.setScale(unitScale(drawing.header, opts));
  modelSpace.finish();
  const primitives = modelSpace.out;
  const warnings: DxfWarning[] = [];
  const version = drawing.header.version ?? null;
  if (opened.usedFallback && version !== null && version >= 'AC1021') {
    warnings.push(makeWarning('DXF_DECODING_FALLBACK', { encoding: opened.reader.encoding }));
  }
  if (!drawing.hasEof) warnings.push(makeWarning('DXF_MISSING_EOF'));
  if (drawing.strayMarkers > 0) {
    warnings.push(makeWarning('DXF_DAMAGED_STRUCTURE', { count: drawing.strayMarkers }));
  }
  const declared = unitFromInsunits(drawing.header.insunits);
  const units = chooseUnits(declared, opts, drawing.header.insunits, warnings);
  const blockCount = drawing.blocks.size;
  // The blocks are no longer needed; let them go before the geometry work allocates.
  drawing.blocks.clear();
  checkDeadline(deadline, opts.timeBudgetMs);
  for (const block of primitives.missingBlocks) {
    warnings.push(makeWarning('DXF_MISSING_BLOCK', { block }));
  }
  if (ctx.paperSpaceSkipped > 0) {
    warnings.push(makeWarning('DXF_PAPER_SPACE_SKIPPED', { count: ctx.paperSpaceSkipped }));
  }
  if (ctx.nonPlanarSkipped > 0) {
    warnings.push(makeWarning('DXF_NON_PLANAR_SKIPPED', { count: ctx.nonPlanarSkipped }));
  }
  if (ctx.splineFitOnly > 0) warnings.push(makeWarning('DXF_SPLINE_FIT_POINTS_ONLY'));

  const chained = chainEdges(primitives.open, opts.chainTolerance);
  warnings.push(...chained.chains.map(chainWarning));
  // Loops chained from loose segments may cross themselves (a stray line makes a figure eight);
  // polylines drawn as one entity are trusted.
  const chainedLoops = chained.loops.filter((world) => {
    if (!isSelfIntersecting(tessellate(world.path, true, opts.chordTolerance))) return true;
    const { minX: x, minY: y } = pathBounds(world.path, true);
    warnings.push(makeWarning('DXF_SELF_INTERSECTING', { x: round2(x), y: round2(y) }));
    return false;
  });
  for (const world of chainedLoops) {
    primitives.closed.add(world.path, world.path.length, world.layer);
  }
  const loops = new LoopTable(primitives.closed, opts.chordTolerance);
  primitives.open.length = 0;
  const texts = primitives.texts;
  checkDeadline(deadline, opts.timeBudgetMs);
  const pieces = assemblePieces({ loops, texts, tolerance: opts.chainTolerance, warnings });
  checkDeadline(deadline, opts.timeBudgetMs);
  return {
    units,
    declaredUnits: declared,
    pieces,
    openChains: chained.chains,
    texts,
    warnings: capWarnings(warnings),
    stats: {
      version,
      encoding: opened.reader.encoding,
      isBinary: opened.isBinary,
      entities: ctx.entityCount,
      expandedEntities: primitives.expandedEntities,
      blocks: blockCount,
      closedOutlines: loops.count,
      durationMs: Date.now() - started,
    },
  };
}

/** Millimetres per drawing unit, as chooseUnits() will decide them. */
function unitScale(header: DxfHeader, opts: ResolvedOptions): number {
  const units = opts.units ?? unitFromInsunits(header.insunits);
  return units === 'unknown' || units === 'unsupported' ? 1 : MM_PER_UNIT[units];
}

function chooseUnits(
  declared: DeclaredUnits,
  opts: ResolvedOptions,
  insunits: number | undefined,
  warnings: DxfWarning[],
): LengthUnit | 'unknown' {
  if (opts.units !== undefined) {
    if (declared !== 'unknown' && declared !== opts.units) {
      warnings.push(makeWarning('DXF_UNITS_OVERRIDDEN', { declared, used: opts.units }));
    }
    return opts.units;
  }
  if (declared === 'unsupported') {
    warnings.push(makeWarning('DXF_UNITS_UNSUPPORTED', { value: insunits ?? '' }));
    return 'unknown';
  }
  if (declared === 'unknown') warnings.push(makeWarning('DXF_UNITS_UNKNOWN'));
  return declared;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function chainWarning(chain: OpenChain): DxfWarning {
  const x = round2(chain.at.x);
  const y = round2(chain.at.y);
  return chain.kind === 'open'
    ? makeWarning('DXF_OPEN_CHAIN', { x, y })
    : makeWarning('DXF_AMBIGUOUS_JUNCTION', { x, y, degree: chain.degree });
}

/** At most MAX_WARNINGS_PER_CODE of each code; the last kept one counts those left out. */
function capWarnings(warnings: DxfWarning[]): DxfWarning[] {
  const seen = new Map<string, number>();
  const last = new Map<string, DxfWarning>();
  const kept = warnings.filter((warning) => {
    const count = (seen.get(warning.code) ?? 0) + 1;
    seen.set(warning.code, count);
    if (count > MAX_WARNINGS_PER_CODE) return false;
    last.set(warning.code, warning);
    return true;
  });
  for (const [code, warning] of last) {
    const omitted = (seen.get(code) ?? 0) - MAX_WARNINGS_PER_CODE;
    if (omitted > 0) warning.omitted = omitted;
  }
  return kept;
}
