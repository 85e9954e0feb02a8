// What every FileStorage promises, run against each store (file-storage.test.ts: disk,
// s3-storage.test.ts: S3). `make` is called once per store, after the suite's beforeAll.
import { beforeAll, expect, test } from 'vitest';
import type { FileStorage } from './file-storage.ts';

export function storageContract(make: () => FileStorage | Promise<FileStorage>) {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await make();
  });

  test('a stored file reads back, streams, lists and is removed', async () => {
    await storage.put('abc-thumb', Buffer.from('bytes'));
    expect((await storage.read('abc-thumb')).toString()).toBe('bytes');
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.stream('abc-thumb')) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('bytes');
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys).toEqual(['abc-thumb']);
    await storage.remove('abc-thumb');
    await expect(storage.read('abc-thumb')).rejects.toThrow(/ENOENT/);
    // Removing what is gone is not an error (a retried delete).
    await storage.remove('abc-thumb');
  });

  test('an existing key is never overwritten', async () => {
    await storage.put('once', Buffer.from('first'));
    await expect(storage.put('once', Buffer.from('second'))).rejects.toThrow(/EEXIST/);
    expect((await storage.read('once')).toString()).toBe('first');
    await storage.remove('once');
  });

  test('binary bytes come back exactly', async () => {
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await storage.put('binary', bytes);
    expect((await storage.read('binary')).equals(bytes)).toBe(true);
    await storage.remove('binary');
  });

  test('a key that could leave the folder is refused before any access', async () => {
    for (const key of ['../escape', 'a/b', '.hidden', '', 'a\\b', 'a?b', 'a%2Fb'])
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/bad storage key/);
    await expect(storage.stream('missing')).rejects.toThrow(/ENOENT/);
    const keys: string[] = [];
    for await (const key of storage.list()) keys.push(key);
    expect(keys).toEqual([]);
  });
}
