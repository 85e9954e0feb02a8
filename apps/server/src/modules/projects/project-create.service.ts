import { actorScope } from '../../db/org-scope.ts';
import { DEFAULT_PROJECT_SETTINGS } from '@stone/shared/projects/settings';
import { requireStone } from '../materials/stone-materials.repository.ts';
import { PROJECT_LIMITS } from '@stone/shared/projects/enums';
import { ERROR_CODES, MESSAGES, type Language, type MessageKey } from '@stone/shared';
import { type createProjectBody } from '@stone/shared/projects/create';
import type { z } from 'zod';
import type { Actor, AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError, fillMessage, invalid } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { findOwnedFile } from '../files/files.repository.ts';
import { storedKey } from '../files/files.service.ts';
import { type DxfReadResult, type PieceJson } from '../../workers/dxf-reader.ts';
import { readStoredDxf } from '../../jobs/dxf-read-job.ts';
import type { LengthUnit } from '@stone/dxf';
import { applyPlaneChoices, flaggedParams, isRefusal } from './plane-choices.ts';
import { mm2ToM2 } from '@stone/shared/units';
import { toPlanePieces, type PlanePieces } from './project-pieces.ts';
import { requireProcessCodes, requireProcesses } from '../processes/process-refs.ts';
import { toUtcIso } from './project-format.ts';
import { projectSearchText } from './project-search.ts';
import { insertPieces } from './project-slabs.repository.ts';
import { insertPlane, insertProject, insertUpload } from './projects.repository.ts';
import { createReport } from './upload-report.ts';

export type CreateProjectInput = Omit<z.output<typeof createProjectBody>, 'requestId'>;

/** A client picking "now" sends it a moment later; this much lag is still "now". */
const DELIVERY_GRACE_MS = 60_000;

/** The reader's refusals that have a message of their own; the rest are "could not be read". */
const DXF_ERROR_KEYS: Record<string, MessageKey> = {
  DXF_EMPTY: 'file.dxfEmpty',
  DXF_DWG_NOT_SUPPORTED: 'file.dwgNotSupported',
  DXF_NOT_DXF: 'file.dxfOnly',
  DXF_FILE_TOO_LARGE: 'file.dxfTooLarge',
};

type ReadPlane = { read: Extract<DxfReadResult, { ok: true }>; fileName: string };

/**
 * Checks the body and reads every plane's drawing (in worker threads) before anything is
 * written: a bad date, file or drawing refuses the whole create with nothing stored.
 */
export async function readPlanes(
  actor: Actor,
  deps: AppDeps,
  { input, lang }: { input: CreateProjectInput; lang: Language },
): Promise<ReadPlane[]> {
  if (input.deliveryAt && Date.parse(input.deliveryAt) < Date.now() - DELIVERY_GRACE_MS)
    throw invalid('project.deliveryInPast', { deliveryAt: 'project.deliveryInPast' });
  const fileIds = input.planes.map((p) => p.fileId);
  const twice = fileIds.findIndex((id, i) => fileIds.indexOf(id) !== i);
  if (twice >= 0)
    throw invalid('project.duplicateFile', { [`planes.${twice}.fileId`]: 'project.duplicateFile' });
  const read: ReadPlane[] = [];
  const flagged: { at: number; names: string[] }[] = [];
  let total = 0;
  for (const [i, plane] of input.planes.entries()) {
    const field = `planes.${i}.fileId`;
    const result = await readUploadedDxf(actor, deps, {
      fileId: plane.fileId,
      units: plane.units,
      field,
      lang,
      previewSvg: true,
    });
    if (result.pieces.length === 0)
      throw invalid('project.dxfNoPieces', { [field]: 'project.dxfNoPieces' });
    // The preview's choices, applied again here: only what the user dropped or kept travels.
    const applied = applyPlaneChoices(result, plane, plane.name);
    if (isRefusal(applied))
      throw refusal(applied.key, `planes.${i}.${applied.field}`, applied.params, lang);
    refuseHugePiece(applied.pieces, { field, plane: plane.name, lang });
    const count = applied.pieces.length;
    if (count > PROJECT_LIMITS.piecesPerPlaneMax) {
      const params = { plane: plane.name, count, max: PROJECT_LIMITS.piecesPerPlaneMax };
      throw refusal('project.planeTooManyPieces', field, params, lang);
    }
    total += count;
    if (total > PROJECT_LIMITS.piecesPerProjectMax) {
      const params = { count: total, max: PROJECT_LIMITS.piecesPerProjectMax };
      throw refusal('project.projectTooManyPieces', field, params, lang);
    }
    if (applied.unkeptFlagged.length > 0) flagged.push({ at: i, names: applied.unkeptFlagged });
    read.push({
      read: { ...result, pieces: applied.pieces },
      fileName: plane.fileName ?? `${plane.name}.dxf`,
    });
  }
  // After the limits, which name the whole project: a flagged piece is never kept silently.
  const first = flagged[0];
  if (first) {
    const name = input.planes[first.at]?.name ?? '';
    const params = flaggedParams(name, first.names);
    throw refusal('project.flaggedPiecesIncluded', `planes.${first.at}.keptPieces`, params, lang);
  }
  return read;
}

/** One uploaded drawing of the caller's, read in a worker; a refused read is code 2 on `field`. */
export async function readUploadedDxf(
  actor: Actor,
  deps: AppDeps,
  opts: {
    fileId: string;
    units: LengthUnit | undefined;
    field: string;
    lang: Language;
    previewSvg: boolean;
  },
): Promise<Extract<DxfReadResult, { ok: true }>> {
  const { field, lang } = opts;
  const file = await findOwnedFile(deps.db, opts.fileId, actor, 'dxf');
  if (!file) throw invalid('project.fileNotFound', { [field]: 'project.fileNotFound' });
  // In a worker thread here, or as a job on a worker process (issue 21).
  const result = await readStoredDxf(deps, storedKey(file.id, 'full'), {
    previewSvg: opts.previewSvg,
    ...(opts.units ? { units: opts.units } : {}),
  });
  if (!result.ok) {
    // The reader's own sentence says what is wrong where; the message names the kind.
    const key = DXF_ERROR_KEYS[result.error.code] ?? 'project.dxfUnreadable';
    throw new AppError(ERROR_CODES.INVALID, key, { [field]: result.error.message[lang] });
  }
  return result;
}

/**
 * A piece's area is stored as a 32-bit integer of mm² (`project_slabs.area_mm2`, int4 on
 * PostgreSQL): 2147 m², a 46 m square. No stone piece comes near it (a large slab is 3.2 × 2 m),
 * so a bigger one is a drawing in metres read as mm or a site plan, and is refused by name
 * rather than stored (issue 22; a wider column would only store the mistake).
 */
export const PIECE_AREA_MAX_MM2 = 2 ** 31 - 1;

function refuseHugePiece(
  pieces: PieceJson[],
  { field, plane, lang }: { field: string; plane: string; lang: Language },
) {
  const at = pieces.findIndex((p) => Math.round(p.areaMm2) > PIECE_AREA_MAX_MM2);
  const piece = pieces[at];
  if (!piece) return;
  // An unlabelled piece is named by its place in the drawing, as the user would count it.
  const params = {
    code: piece.label?.trim() || `#${at + 1}`,
    plane,
    area: mm2ToM2(Math.round(piece.areaMm2)),
    max: mm2ToM2(PIECE_AREA_MAX_MM2),
  };
  throw refusal('project.pieceTooLarge', field, params, lang);
}

/** Code 2 with the filled sentence on the plane's field, where the form shows it. */
export function refusal(
  key: MessageKey,
  field: string,
  params: Record<string, string | number>,
  lang: Language,
) {
  const text = fillMessage(MESSAGES[key][lang], params);
  return new AppError(ERROR_CODES.INVALID, key, { [field]: text }, params);
}

/** SVG previews of huge drawings are left out; the pieces themselves are stored either way. */
const PREVIEW_MAX_CHARS = 2_000_000;

type PreparedPlane = {
  planeId: string;
  pieces: PlanePieces;
  report: ReturnType<typeof createReport>;
  fileName: string;
  previewSvg: string | null;
};
export type PreparedProject = {
  id: string;
  now: string;
  input: CreateProjectInput;
  planes: PreparedPlane[];
};

/**
 * Turns the read drawings into rows before the transaction opens (a chunk at a time, yielding
 * between chunks), so the transaction only writes. The reader's pieces are not kept.
 */
export async function prepareProject(input: CreateProjectInput, read: ReadPlane[]) {
  const id = newId();
  const now = nowIso();
  const thicknessMm = (input.settings ?? DEFAULT_PROJECT_SETTINGS).thicknessMm;
  const planes: PreparedPlane[] = [];
  for (const [i, source] of read.entries()) {
    const planeId = newId();
    const report = createReport();
    for (const w of source.read.warnings) report.addReader(w);
    const processRules = input.planes[i]?.processRules ?? [];
    const rotationLockRules = input.planes[i]?.rotationLockRules ?? [];
    const ctx = { projectId: id, planeId, thicknessMm, now, processRules, rotationLockRules };
    const pieces = await toPlanePieces(source.read.pieces, ctx, report);
    const svg = source.read.previewSvg;
    const previewSvg = svg && svg.length <= PREVIEW_MAX_CHARS ? svg : null;
    planes.push({ planeId, pieces, report, fileName: source.fileName, previewSvg });
  }
  return { id, now, input, planes } satisfies PreparedProject;
}

/**
 * Manual order / CAD upload: the project, its planes, uploads and pieces in one transaction,
 * so the caller gets all of it or none. Pieces go in chunks with a turn of the event loop
 * between them: other calls run meanwhile, on other connections on PostgreSQL and on the
 * read-only connection on SQLite, where only other writes wait (docs/benchmarks.md).
 */
export async function createProject(actor: Actor, trx: Db, prepared: PreparedProject) {
  const org = actorScope(actor, trx);
  const { id, now, input, planes } = prepared;
  const settings = input.settings ?? DEFAULT_PROJECT_SETTINGS;
  if (settings.materialId) await requireStone(org, settings.materialId, 'settings.materialId');
  await requireProcesses(org, settings.processes, 'settings.processes');
  const ruleCodes = input.planes.flatMap((p) => (p.processRules ?? []).map((r) => r.processCode));
  await requireProcessCodes(org, ruleCodes, 'planes');
  const pieceCount = planes.reduce((n, p) => n + p.pieces.rows.length, 0);
  const totalArea = planes.reduce((n, p) => n + p.pieces.areaMm2, 0);
  await insertProject(org, {
    id,
    name: input.name,
    order_no: input.orderNo,
    customer_name: input.customerName,
    customer_brand: input.customerBrand,
    delivery_at: input.deliveryAt ? toUtcIso(input.deliveryAt) : null,
    project_type: input.projectType,
    review_state: 'pending',
    production_state: 'notStarted',
    archived: 0,
    terminated: 0,
    settings_json: JSON.stringify(settings),
    material_id: settings.materialId,
    plane_count: planes.length,
    piece_count: pieceCount,
    total_area_mm2: totalArea,
    slab_count: 0,
    yield_bp: 0,
    packing_list_state: 'none',
    created_by: actor.userId,
    created_at: now,
    updated_at: now,
    version: 1,
    search_text: projectSearchText(input),
  });
  for (const [at, plane] of planes.entries()) {
    const planeInput = input.planes[at];
    if (!planeInput) continue;
    const base = { project_id: id, created_at: now };
    await insertPlane(org, {
      ...base,
      id: plane.planeId,
      name: planeInput.name,
      batch: planeInput.batch,
      planning_state: 'toPlan',
      piece_count: plane.pieces.rows.length,
      planned_count: 0,
      cut_count: 0,
      secondary_count: 0,
      boxed_count: 0,
      accepted_run_id: null,
      yield_bp: 0,
      updated_at: now,
      version: 1,
    });
    await insertUpload(org, {
      ...base,
      id: newId(),
      plane_id: plane.planeId,
      file_id: planeInput.fileId,
      file_name: plane.fileName,
      status: 'read',
      slab_count: plane.pieces.rows.length,
      plane_area_mm2: plane.pieces.areaMm2,
      report_json: JSON.stringify(plane.report.lines()),
      error_code: null,
      preview_svg: plane.previewSvg,
    });
    await insertPieces(org, plane.pieces.rows);
  }
  return { id };
}
