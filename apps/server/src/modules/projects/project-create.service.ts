import { actorScope } from '../../db/org-scope.ts';
import { readFile } from 'node:fs/promises';
import { DEFAULT_PROJECT_SETTINGS } from '@stone/shared/projects/settings';
import { ERROR_CODES, type Language, type MessageKey } from '@stone/shared';
import { type createProjectBody } from '@stone/shared/projects/create';
import type { z } from 'zod';
import type { Actor, AppDeps } from '../../context.ts';
import type { Db } from '../../db/database.ts';
import { AppError, invalid } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { findOwnedFile } from '../files/files.repository.ts';
import { storedPath } from '../files/files.service.ts';
import { readDxfInWorker, type DxfReadResult } from '../../workers/dxf-reader.ts';
import { toPlanePieces, type PlanePieces } from './project-pieces.ts';
import { toUtcIso } from './project-format.ts';
import { projectSearchText } from './project-search.ts';
import { insertPieces } from './project-slabs.repository.ts';
import { insertPlane, insertProject, insertUpload } from './projects.repository.ts';

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
  for (const [i, plane] of input.planes.entries()) {
    const field = `planes.${i}.fileId`;
    const file = await findOwnedFile(deps.db, plane.fileId, actor, 'dxf');
    if (!file) throw invalid('project.fileNotFound', { [field]: 'project.fileNotFound' });
    const bytes = await readFile(storedPath(deps, file.id, 'full'));
    const result = await readDxfInWorker(bytes, { previewSvg: true });
    if (!result.ok) {
      // The reader's own sentence says what is wrong where; the message names the kind.
      const key = DXF_ERROR_KEYS[result.error.code] ?? 'project.dxfUnreadable';
      throw new AppError(ERROR_CODES.INVALID, key, { [field]: result.error.message[lang] });
    }
    if (result.pieces.length === 0)
      throw invalid('project.dxfNoPieces', { [field]: 'project.dxfNoPieces' });
    read.push({ read: result, fileName: plane.fileName ?? `${plane.name}.dxf` });
  }
  return read;
}

/** SVG previews of huge drawings are left out; the pieces themselves are stored either way. */
const PREVIEW_MAX_CHARS = 2_000_000;

/** Manual order / CAD upload: the project, its planes, uploads and pieces in one transaction. */
export async function createProject(
  actor: Actor,
  trx: Db,
  { input, read }: { input: CreateProjectInput; read: ReadPlane[] },
) {
  const org = actorScope(actor, trx);
  const now = nowIso();
  const id = newId();
  const settings = input.settings ?? DEFAULT_PROJECT_SETTINGS;
  const planes: { planeId: string; pieces: PlanePieces; at: number }[] = [];
  for (const [i] of input.planes.entries()) {
    const planeId = newId();
    const pieces = toPlanePieces(read[i]?.read.pieces ?? [], {
      projectId: id,
      planeId,
      thicknessMm: settings.thicknessMm,
      now,
    });
    planes.push({ planeId, pieces, at: i });
  }
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
  for (const { planeId, pieces, at } of planes) {
    const planeInput = input.planes[at];
    const source = read[at];
    if (!planeInput || !source) continue;
    const base = { project_id: id, created_at: now };
    await insertPlane(org, {
      ...base,
      id: planeId,
      name: planeInput.name,
      batch: planeInput.batch,
      planning_state: 'toPlan',
      piece_count: pieces.rows.length,
      planned_count: 0,
      cut_count: 0,
      secondary_count: 0,
      boxed_count: 0,
      accepted_run_id: null,
      yield_bp: 0,
      updated_at: now,
      version: 1,
    });
    const readerWarnings = source.read.warnings.map((w) => ({
      code: w.code,
      message: w.message,
      pieceCode: null,
    }));
    const svg = source.read.previewSvg;
    await insertUpload(org, {
      ...base,
      id: newId(),
      plane_id: planeId,
      file_id: planeInput.fileId,
      file_name: source.fileName,
      status: 'read',
      slab_count: pieces.rows.length,
      plane_area_mm2: pieces.areaMm2,
      report_json: JSON.stringify([...readerWarnings, ...pieces.warnings]),
      error_code: null,
      preview_svg: svg && svg.length <= PREVIEW_MAX_CHARS ? svg : null,
    });
    await insertPieces(org, pieces.rows);
  }
  return { id };
}
