import type { z } from 'zod';
import type { Region, saveOrgInfoBody } from '@stone/shared/enterprise/org-info';
import type { AppDeps } from '../../context.ts';
import { conflict } from '../../lib/app-error.ts';
import { nowIso } from '../../lib/crypto.ts';
import { imageUrls } from '../files/file-url.ts';
import { assertOwnedFile } from '../files/files.service.ts';

type SaveOrgInfo = z.output<typeof saveOrgInfoBody>;

export async function getOrgInfo(deps: AppDeps, orgId: string) {
  const org = await deps.db
    .selectFrom('orgs')
    .selectAll()
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
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
export async function saveOrgInfo(deps: AppDeps, orgId: string, input: SaveOrgInfo) {
  const { version, logoFileId, region, ...fields } = input;
  await assertOwnedFile(deps, logoFileId, { orgId }, 'logo', 'logoFileId', 'org.logoInvalid');
  const sameName = await deps.db
    .selectFrom('orgs')
    .select('id')
    .where('name', '=', fields.name)
    .where('id', '!=', orgId)
    .executeTakeFirst();
  if (sameName) throw conflict('org.nameTaken');
  const result = await deps.db
    .updateTable('orgs')
    .set({
      ...fields,
      email: fields.email || null,
      region: JSON.stringify(region),
      logo: logoFileId,
      updated_at: nowIso(),
      version: version + 1,
    })
    .where('id', '=', orgId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw conflict();
}
