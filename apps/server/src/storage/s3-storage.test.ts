import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createFileStorage } from '../create-deps.ts';
import type { FileStorage } from './file-storage.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';
import { createS3Storage, normalizePrefix } from './s3-storage.ts';
import { storageContract } from './storage-contract.ts';

let server: S3TestServer;
beforeAll(async () => {
  server = await startS3TestServer();
});
afterAll(() => server.close());

const keysOf = async (storage: FileStorage) => {
  const keys: string[] = [];
  for await (const key of storage.list()) keys.push(key);
  return keys;
};

describe('S3 store (s3rver)', () => {
  storageContract(() => createS3Storage(server.settings('contract')));
});

describe('S3 store specifics', () => {
  test('list pages through ListObjectsV2 continuation tokens', async () => {
    const storage = createS3Storage({ ...server.settings('paged/'), pageSize: 2 });
    const names = ['k1', 'k2', 'k3', 'k4', 'k5'];
    for (const name of names) await storage.put(name, Buffer.from(name));
    expect(await keysOf(storage)).toEqual(names);
  });

  test('a prefix keeps installations sharing a bucket apart', async () => {
    const a = createS3Storage(server.settings('/plant-a/'));
    const b = createS3Storage(server.settings('plant-b'));
    await a.put('same-id', Buffer.from('a'));
    await b.put('same-id', Buffer.from('b'));
    expect((await a.read('same-id')).toString()).toBe('a');
    expect(await keysOf(b)).toEqual(['same-id']);
    // The bucket's root store sees no key of theirs: names with a `/` are not its files.
    expect(await keysOf(createS3Storage(server.settings()))).toEqual([]);
  });

  test('a refused request names the status and S3 code, never the secret', async () => {
    // s3rver refuses an unknown key id (it does not verify SigV4 signatures themselves).
    const secret = 'secret-never-printed';
    const storage = createS3Storage({
      ...server.settings('auth'),
      accessKeyId: 'UNKNOWN',
      secretAccessKey: secret,
    });
    const error = await storage.read('x').catch((e: Error) => e);
    expect(String(error)).toMatch(/S3 GET x failed: HTTP 403 InvalidAccessKeyId/);
    const putError = await storage.put('x', Buffer.from('x')).catch((e: Error) => e);
    // HEAD answers carry no body: the status alone.
    expect(String(putError)).toMatch(/S3 HEAD x failed: HTTP 403/);
    const listError = await keysOf(storage).catch((e: Error) => e);
    expect(String(listError)).toMatch(/S3 LIST failed: HTTP 403 InvalidAccessKeyId/);
    for (const e of [error, putError, listError]) {
      expect(String(e)).not.toContain(secret);
      expect(JSON.stringify(e)).not.toContain(secret);
    }
  });

  test('prefixes are normalized to one trailing slash', () => {
    expect(['', undefined, '/', 'a', '/a/', 'a/b//'].map(normalizePrefix)).toEqual([
      '',
      '',
      '',
      'a/',
      'a/',
      'a/b/',
    ]);
  });
});

describe('FILE_STORE configuration', () => {
  const complete = () => ({
    FILE_STORE: 's3',
    S3_ENDPOINT: server.settings().endpoint,
    S3_BUCKET: server.settings().bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'configured',
  });

  test('each missing S3 variable is named at start-up', () => {
    for (const name of [
      'S3_ENDPOINT',
      'S3_BUCKET',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ] as const) {
      const env: Record<string, string> = complete();
      delete env[name];
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(`${name}: required when FILE_STORE=s3`);
    }
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(
      /S3_ENDPOINT[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
  });

  test('bad values are refused with the variable named', () => {
    expect(() => loadConfig({ ...complete(), FILE_STORE: 'gcs' })).toThrow(/FILE_STORE/);
    expect(() => loadConfig({ ...complete(), S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...complete(), S3_PREFIX: 'a?b' })).toThrow(/S3_PREFIX/);
  });

  test('disk stays the default; the S3 variables alone choose nothing', () => {
    const { FILE_STORE: _unused, ...rest } = complete();
    expect(loadConfig(rest).FILE_STORE).toBe('disk');
  });

  test('FILE_STORE=s3 with every variable gives a working S3 store', async () => {
    const storage = createFileStorage(loadConfig(complete()));
    await storage.put('from-config', Buffer.from('ok'));
    expect(await keysOf(createS3Storage(server.settings('configured')))).toEqual(['from-config']);
  });
});
