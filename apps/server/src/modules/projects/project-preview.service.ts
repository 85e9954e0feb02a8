// webProduce/previewSolutionDrawing (issue 23): the drawing as the create would read it, so the
// user sees the pieces, picks units for a drawing that declares none, and drops what is no stone.
import { guessUnits } from '@stone/dxf';
import type { Language } from '@stone/shared';
import type { z } from 'zod';
import { PROJECT_LIMITS } from '@stone/shared/projects/enums';
import {
  DECLARED_UNITS,
  PREVIEW_LIMITS,
  type DeclaredUnit,
  type previewDrawingBody,
  type PreviewDrawingData,
  type PreviewOutline,
} from '@stone/shared/projects/preview';
import type { Actor, AppDeps } from '../../context.ts';
import type { PieceJson } from '../../workers/dxf-reader.ts';
import { pieceFlags } from './piece-flags.ts';
import { unitsKnown } from './plane-choices.ts';
import { readUploadedDxf, refusal } from './project-create.service.ts';

type PreviewInput = z.output<typeof previewDrawingBody>;

const asDeclared = (units: string): DeclaredUnit | null =>
  (DECLARED_UNITS as readonly string[]).includes(units) ? (units as DeclaredUnit) : null;

/** 0.1 mm: plenty for a thumbnail, and a third of the digits of the reader's full precision. */
const tenth = (n: number) => Math.round(n * 10) / 10;

/** Every k-th vertex, so an outline has at most `outlinePointsMax`: the shape, not the cut. */
function thin(points: number[], minX: number, minY: number): number[] {
  const vertices = points.length / 2;
  const step = Math.max(1, Math.ceil(vertices / PREVIEW_LIMITS.outlinePointsMax));
  const out: number[] = [];
  for (let v = 0; v < vertices; v += step)
    out.push(tenth((points[2 * v] as number) - minX), tenth((points[2 * v + 1] as number) - minY));
  return out;
}

function outlineOf(piece: PieceJson, index: number): PreviewOutline {
  const { minX, minY } = piece.outline.bounds;
  return {
    index,
    outline: thin(piece.outline.points, minX, minY),
    holes: piece.holes.map((h) => thin(h.points, minX, minY)),
  };
}

export async function previewDrawing(
  actor: Actor,
  deps: AppDeps,
  { body, lang }: { body: PreviewInput; lang: Language },
): Promise<PreviewDrawingData> {
  const read = await readUploadedDxf(actor, deps, {
    fileId: body.fileId,
    units: body.units,
    field: 'fileId',
    lang,
    previewSvg: false,
  });
  const count = read.pieces.length;
  if (count > PROJECT_LIMITS.piecesPerPlaneMax) {
    const params = { count, max: PROJECT_LIMITS.piecesPerPlaneMax };
    throw refusal('project.previewTooManyPieces', 'fileId', params, lang);
  }
  const known = unitsKnown(read, body.units);
  const declaredUnits = asDeclared(read.declaredUnits);
  const pageSize = PREVIEW_LIMITS.outlinePageSize;
  const from = body.outlinePage * pageSize;
  return {
    declaredUnits,
    // Read without units the sizes are as drawn, which is what the guess goes by.
    guessedUnits: declaredUnits === null && !body.units ? guessUnits(read.pieces) : null,
    units: known ? asDeclared(read.units) : null,
    pieces: read.pieces.map((piece, index) => ({
      index,
      code: piece.label?.trim() || null,
      layer: piece.layer,
      widthMm: tenth(piece.width),
      heightMm: tenth(piece.height),
      areaMm2: Math.round(piece.areaMm2),
      flags: pieceFlags(piece, known),
    })),
    outlines: read.pieces.slice(from, from + pageSize).map((p, i) => outlineOf(p, from + i)),
    outlinePage: body.outlinePage,
    outlinePageCount: Math.ceil(count / pageSize),
  };
}
