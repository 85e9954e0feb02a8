import { actionKey, canOpenRoute, ROUTES_BY_NAME, type MessageKey } from '@stone/shared';
import { FILE_LIMITS, type FilePurpose } from '@stone/shared/enterprise/limits';
import { type UploadFileData } from '@stone/shared/files';
import type { AppDeps, RequestAuth } from '../../context.ts';
import { forbidden, invalid } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/crypto.ts';
import { assertWebSeat } from '../../plugins/auth.ts';
import { loadMembership } from '../org/membership.ts';
import { imageUrls, signedFileUrl, type FileVariant } from './file-url.ts';
import { processImage } from './image.ts';
import { checkDxfBytes } from './dxf-file.ts';
import { checkXlsxBytes } from './xlsx-file.ts';
import { findOwnedFile, insertFile, type FileOwner } from './files.repository.ts';

/** A stored file's key in deps.storage (storage/file-storage.ts): generated, never the client's. */
export const storedKey = (id: string, variant: FileVariant) =>
  variant === 'thumb' ? `${id}-thumb` : id;

/** What an enterprise upload needs: a logo edits the enterprise, a DXF adds a project. */
const UPLOAD_PERMISSIONS: Record<Exclude<FilePurpose, 'avatar'>, [string, ...string[]]> = {
  logo: ['orgInfo', 'edit'],
  dxf: ['produceProject', 'add'],
  // Issue 13: a stock sheet adds slabs; a slab photo is taken when adding or editing one.
  xlsx: ['aboutMaterial', 'add'],
  slabPhoto: ['aboutMaterial', 'add', 'edit'],
};

/** An enterprise file needs the permission of what it is for (UPLOAD_PERMISSIONS). */
export async function uploadOwner(deps: AppDeps, auth: RequestAuth, purpose: FilePurpose) {
  if (purpose === 'avatar') return { orgId: null };
  if (!auth.orgId) throw forbidden();
  const membership = await loadMembership(deps, auth.orgId, auth.userId);
  // An enterprise file is an enterprise call like any other: no web seat, no upload.
  assertWebSeat(membership);
  const { plan, grants } = membership;
  const [routeName, ...actions] = UPLOAD_PERMISSIONS[purpose];
  const route = ROUTES_BY_NAME.get(routeName);
  const mayEdit =
    grants.isSuperAdmin || actions.some((a) => grants.actions.includes(actionKey(routeName, a)));
  if (!route || !canOpenRoute(route, plan, grants) || !mayEdit) throw forbidden();
  return { orgId: auth.orgId };
}

export async function storeUpload(
  deps: AppDeps,
  auth: RequestAuth,
  owner: { orgId: string | null },
  purpose: FilePurpose,
  bytes: Buffer,
  fileName?: string,
): Promise<UploadFileData> {
  if (purpose === 'dxf' || purpose === 'xlsx')
    return storeRaw(deps, auth, owner, purpose, bytes, fileName);
  const image = await processImage(bytes, FILE_LIMITS[purpose].types);
  const id = newId();
  // The store never overwrites: a generated id that already exists is a bug worth failing on.
  await deps.storage.put(storedKey(id, 'full'), image.full);
  await deps.storage.put(storedKey(id, 'thumb'), image.thumb);
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

/** Drawings and stock sheets are kept byte for byte, once their content has been checked. */
const RAW_FILES = {
  // Read later, in a worker, when a project is made from it.
  dxf: { check: checkDxfBytes, mime: 'application/dxf' },
  // Read when it is imported (issue 13).
  xlsx: {
    check: checkXlsxBytes,
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
} as const;

async function storeRaw(
  deps: AppDeps,
  auth: RequestAuth,
  owner: { orgId: string | null },
  purpose: keyof typeof RAW_FILES,
  bytes: Buffer,
  fileName: string | undefined,
): Promise<UploadFileData> {
  const { check, mime } = RAW_FILES[purpose];
  check(bytes, fileName);
  const id = newId();
  await deps.storage.put(storedKey(id, 'full'), bytes);
  await insertFile(deps.db, {
    id,
    org_id: owner.orgId,
    user_id: auth.userId,
    purpose,
    mime,
    size: bytes.length,
    width: 0,
    height: 0,
    created_at: nowIso(),
  });
  const url = signedFileUrl(deps.config, id, 'full');
  return { fileId: id, mime, size: bytes.length, width: 0, height: 0, url, thumbUrl: '' };
}

/** A file a saved record points at, and the body field that named it. */
export type FileReference = {
  fileId: string;
  purpose: FilePurpose;
  field: string;
  /** What the field says when the file is not the owner's (default: invalid value). */
  message?: MessageKey;
};

/** A saved record may only point at a file its owner uploaded for that purpose. */
export async function assertOwnedFile(deps: AppDeps, owner: FileOwner, ref: FileReference) {
  const message = ref.message ?? 'common.invalidValue';
  const file = await findOwnedFile(deps.db, ref.fileId, owner, ref.purpose);
  if (!file) throw invalid(message, { [ref.field]: message });
}
