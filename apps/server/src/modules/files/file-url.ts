import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ADMIN_LIMITS } from '@stone/shared/enterprise/limits';
import { API_PREFIX } from '@stone/shared';
import type { Config } from '../../config.ts';

export const FILE_VARIANTS = ['full', 'thumb'] as const;
export type FileVariant = (typeof FILE_VARIANTS)[number];
export const DOWNLOAD_PATH = `${API_PREFIX}webAttachment/file/:fileId`;

const secrets = new Map<string, string>();

/**
 * FILE_URL_SECRET, or one generated once into the data folder: signed links must survive a
 * restart, and a secret nobody configured must still never be guessable.
 */
export function fileUrlSecret(config: Config): string {
  if (config.FILE_URL_SECRET) return config.FILE_URL_SECRET;
  const dataDir = config.DATA_DIR; // absolute: resolved once in config.ts
  const cached = secrets.get(dataDir);
  if (cached) return cached;
  const path = resolve(dataDir, 'file-url-secret');
  let secret: string;
  try {
    secret = readFileSync(path, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    secret = randomBytes(32).toString('base64url');
    writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
  }
  secrets.set(dataDir, secret);
  return secret;
}

const sign = (secret: string, fileId: string, variant: string, exp: number) =>
  createHmac('sha256', secret).update(`${fileId}.${variant}.${exp}`).digest('base64url');

/** An `<img>` can't send a header, so the address itself carries a short-lived signature. */
export function signedFileUrl(config: Config, fileId: string, variant: FileVariant): string {
  const exp = Math.floor(Date.now() / 1000) + ADMIN_LIMITS.fileUrlTtlSeconds;
  const sig = sign(fileUrlSecret(config), fileId, variant, exp);
  return `${DOWNLOAD_PATH.replace(':fileId', fileId)}?v=${variant}&exp=${exp}&sig=${sig}`;
}

export type UrlCheck = 'ok' | 'expired' | 'bad';

export function checkFileUrl(
  config: Config,
  fileId: string,
  variant: string,
  exp: number,
  sig: string,
): UrlCheck {
  const expected = Buffer.from(sign(fileUrlSecret(config), fileId, variant, exp));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad';
  return exp * 1000 < Date.now() ? 'expired' : 'ok';
}

/** Both addresses of a stored image, or nulls when there is none. */
export function imageUrls(config: Config, fileId: string | null) {
  if (!fileId) return { url: null, thumbUrl: null };
  return {
    url: signedFileUrl(config, fileId, 'full'),
    thumbUrl: signedFileUrl(config, fileId, 'thumb'),
  };
}
