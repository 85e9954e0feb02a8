import type { z } from 'zod';
import type { Region, saveOrgInfoBody } from '@stone/shared/enterprise/org-info';
import type { Actor, AppDeps } from '../../context.ts';
import { conflict } from '../../lib/app-error.ts';
import { imageUrls } from '../files/file-url.ts';
import { assertOwnedFile } from '../files/files.service.ts';
import { findOrg, isOrgNameTaken } from '../org/org.repository.ts';
import { updateOrgInfo } from './org-info.repository.ts';

type SaveOrgInfo = z.output<typeof saveOrgInfoBody>;

export async function getOrgInfo(actor: Actor, deps: AppDeps) {
  const org = await findOrg(deps.db, actor.orgId);
  const urls = imageUrls(deps.config, org.logo);
  return {
    name: org.name,
    contact: org.contact,
    phone: org.phone,
    email: org.email,
    region: org.region ? (JSON.parse(org.region) as Region) : null,
    address: org.address,
    logoFileId: org.logo,
    logoUrl: urls.url,
    logoThumbUrl: urls.thumbUrl,
    version: org.version,
  };
}

/** Saves the enterprise's own record; the version guards against overwriting a newer save. */
export async function saveOrgInfo(actor: Actor, deps: AppDeps, input: SaveOrgInfo) {
  const { version, logoFileId, region, ...fields } = input;
  await assertOwnedFile(deps, actor, {
    fileId: logoFileId,
    purpose: 'logo',
    field: 'logoFileId',
    message: 'org.logoInvalid',
  });
  if (await isOrgNameTaken(deps.db, fields.name, actor.orgId)) throw conflict('org.nameTaken');
  const saved = await updateOrgInfo(
    deps.db,
    { id: actor.orgId, version },
    { ...fields, email: fields.email || null, region: JSON.stringify(region), logo: logoFileId },
  );
  if (!saved) throw conflict();
}
