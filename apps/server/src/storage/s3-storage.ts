// The S3-compatible file store (issue 21, FILE_STORE=s3): the same five calls as the disk store,
// over plain fetch signed with SigV4 by aws4fetch (one small dependency instead of the AWS SDK).
// Path-style URLs (ENDPOINT/BUCKET/KEY) so MinIO, Ceph, R2 and AWS itself all work unchanged.
//
// Put never overwrites: it sends `If-None-Match: *` (AWS S3 since 2024, MinIO, R2 refuse with
// 412) AND asks HEAD first, because some servers (s3rver, older Ceph) ignore the header on PUT.
// On those the HEAD-then-PUT pair has a race, harmless here: keys are freshly generated ids.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { checkKey, SAFE_KEY, type FileStorage } from './file-storage.ts';

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Folder inside the bucket, e.g. `plant-a/` (several installations sharing one bucket). */
  prefix?: string;
  /** Keys per ListObjectsV2 page (S3's own maximum is 1000; tests page through smaller ones). */
  pageSize?: number;
};

/** Same codes as the disk store's errors, so callers and tests treat both alike. */
function storageError(code: 'ENOENT' | 'EEXIST', key: string): Error {
  const text = code === 'ENOENT' ? 'no such file' : 'file already exists';
  return Object.assign(new Error(`${code}: ${text} in S3 store: ${key}`), { code });
}

/** The status and S3's error code only: never headers (the signature) nor the settings. */
async function failure(what: string, res: Response): Promise<Error> {
  const body = await res.text().catch(() => '');
  const code = /<Code>([^<]{1,100})<\/Code>/.exec(body)?.[1] ?? res.statusText;
  return new Error(`S3 ${what} failed: HTTP ${res.status} ${code}`);
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** `a/b/` from `a/b`, `/a/b/` or `a/b/`; empty stays empty. */
export function normalizePrefix(prefix: string | undefined): string {
  const trimmed = (prefix ?? '').replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/` : '';
}

export function createS3Storage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    // aws4fetch retries 5xx ten times by default; an upload should fail within a request's time.
    retries: 2,
  });
  const bucketUrl = `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}`;
  const prefix = normalizePrefix(settings.prefix);
  const pageSize = settings.pageSize ?? 1000;
  const urlOf = (key: string) =>
    `${bucketUrl}/${prefix.split('/').map(encodeURIComponent).join('/')}${checkKey(key)}`;

  async function get(key: string): Promise<Response> {
    const res = await client.fetch(urlOf(key));
    if (res.status === 404) {
      await res.body?.cancel();
      throw storageError('ENOENT', key);
    }
    if (!res.ok) throw await failure(`GET ${key}`, res);
    return res;
  }

  return {
    async put(key, bytes) {
      const url = urlOf(key);
      const head = await client.fetch(url, { method: 'HEAD' });
      if (head.ok) throw storageError('EEXIST', key);
      if (head.status !== 404) throw await failure(`HEAD ${key}`, head);
      const res = await client.fetch(url, {
        method: 'PUT',
        body: bytes,
        headers: {
          'If-None-Match': '*',
          // Signed payload hash: the server refuses bytes altered on the way.
          'X-Amz-Content-Sha256': createHash('sha256').update(bytes).digest('hex'),
          'Content-Type': 'application/octet-stream',
        },
      });
      if (res.status === 412) throw storageError('EEXIST', key);
      if (!res.ok) throw await failure(`PUT ${key}`, res);
      await res.body?.cancel();
    },
    async read(key) {
      return Buffer.from(await (await get(key)).arrayBuffer());
    },
    async stream(key) {
      // The status is known here, so a missing file fails before any response starts.
      const res = await get(key);
      if (!res.body) return Readable.from([]);
      return Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>);
    },
    async remove(key) {
      // S3 answers 204 whether or not the key existed: the same as the disk store's force.
      const res = await client.fetch(urlOf(key), { method: 'DELETE' });
      if (!res.ok && res.status !== 404) throw await failure(`DELETE ${key}`, res);
      await res.body?.cancel();
    },
    async *list() {
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', 'max-keys': String(pageSize) });
        if (prefix) query.set('prefix', prefix);
        if (token) query.set('continuation-token', token);
        const res = await client.fetch(`${bucketUrl}?${query}`);
        if (!res.ok) throw await failure('LIST', res);
        const xml = await res.text();
        for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) {
          const name = unescapeXml(match[1]!).slice(prefix.length);
          // Like the disk store: only names this app could have written.
          if (SAFE_KEY.test(name) && !name.startsWith('.')) yield name;
        }
        const truncated = /<IsTruncated>\s*true\s*<\/IsTruncated>/.test(xml);
        const next = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
        token = truncated && next ? unescapeXml(next) : undefined;
      } while (token);
    },
  };
}
