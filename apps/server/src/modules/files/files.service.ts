import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  actionKey,
  canOpenRoute,
  FILE_LIMITS,
  ROUTES_BY_NAME,
  type FilePurpose,
  type MessageKey,
  type UploadFileData,
} from '@stone/shared';
import type { AppDeps, RequestAuth } from '../../context.ts';
import { forbidden, invalid } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { loadMembership } from '../org/membership.ts';
import { imageUrls, type FileVariant } from './file-url.ts';
import { processImage } from './image.ts';
import { findOwnedFile, insertFile } from './files.repository.ts';

/** Outside any served folder; names are generated ids, never the client's. */
export const filesDir = (deps: AppDeps) => resolve(deps.config.DATA_DIR, 'files');
export const storedPath = (deps: AppDeps, id: string, variant: FileVariant) =>
  resolve(filesDir(deps), variant === 'thumb' ? `${id}-thumb` : id);

/** A logo is the enterprise's, so uploading one needs the enterprise-info edit permission. */
export async function uploadOwner(deps: AppDeps, auth: RequestAuth, purpose: FilePurpose) {
  if (purpose === 'avatar') return { orgId: null };
  if (!auth.orgId) throw forbidden();
  const { plan, grants } = await loadMembership(deps, auth.orgId, auth.userId);
  const route = ROUTES_BY_NAME.get('orgInfo');
  const mayEdit = grants.isSuperAdmin || grants.actions.includes(actionKey('orgInfo', 'edit'));
  if (!route || !canOpenRoute(route, plan, grants) || !mayEdit) throw forbidden();
  return { orgId: auth.orgId };
}

export async function storeUpload(
  deps: AppDeps,
  auth: RequestAuth,
  owner: { orgId: string | null },
  purpose: FilePurpose,
  bytes: Buffer,
): Promise<UploadFileData> {
  const image = await processImage(bytes, FILE_LIMITS[purpose].types);
  const id = newId();
  await mkdir(filesDir(deps), { recursive: true });
  // 'wx': never overwrite; a generated id that already exists is a bug worth failing on.
  await writeFile(storedPath(deps, id, 'full'), image.full, { flag: 'wx' });
  await writeFile(storedPath(deps, id, 'thumb'), image.thumb, { flag: 'wx' });
  await insertFile(deps.db, {
    id,
    org_id: owner.orgId,
    user_id: auth.userId,
    purpose,
    mime: image.mime,
    size: image.full.length,
    width: image.width,
    height: image.height,
    created_at: nowIso(),
  });
  const urls = imageUrls(deps.config, id);
  return {
    fileId: id,
    mime: image.mime,
    size: image.full.length,
    width: image.width,
    height: image.height,
    url: urls.url as string,
    thumbUrl: urls.thumbUrl as string,
  };
}

/** A saved record may only point at a file its owner uploaded for that purpose. */
export async function assertOwnedFile(
  deps: AppDeps,
  fileId: string,
  owner: { orgId: string } | { userId: string },
  purpose: FilePurpose,
  field: string,
  message: MessageKey = 'common.invalidValue',
) {
  const file = await findOwnedFile(deps.db, fileId, owner, purpose);
  if (!file) throw invalid(message, { [field]: message });
}
