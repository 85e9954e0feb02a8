// Where uploaded files live (issue 21): behind one small interface, so instances on different
// machines can share them. The disk store (default) keeps them under DATA_DIR/files; an
// S3-compatible store is chosen by configuration (FILE_STORE=s3, s3-storage.ts). Keys are the
// generated file names (`<id>` and `<id>-thumb`), never a client's.
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';

export type FileStorage = {
  /** Refuses to overwrite: a generated key that already exists is a bug worth failing on. */
  put(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<Buffer>;
  stream(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  /** Every key, for backups. */
  list(): AsyncIterable<string>;
};

export const SAFE_KEY = /^[A-Za-z0-9._-]+$/;

export function checkKey(key: string): string {
  // Keys are ours, but a path separator here would reach outside the folder: refuse it loudly.
  if (!SAFE_KEY.test(key) || key.startsWith('.')) throw new Error(`bad storage key: ${key}`);
  return key;
}

export function createDiskStorage(dir: string): FileStorage {
  const pathOf = (key: string) => resolve(dir, checkKey(key));
  return {
    async put(key, bytes) {
      await mkdir(dir, { recursive: true });
      await writeFile(pathOf(key), bytes, { flag: 'wx' });
    },
    read: (key) => readFile(pathOf(key)),
    async stream(key) {
      const stream = createReadStream(pathOf(key));
      // Open now, so a missing file fails here rather than halfway through a response.
      await new Promise<void>((ok, fail) => stream.once('open', () => ok()).once('error', fail));
      return stream;
    },
    remove: (key) => rm(pathOf(key), { force: true }),
    async *list() {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch {
        return;
      }
      for (const name of names.sort()) if (SAFE_KEY.test(name)) yield name;
    },
  };
}
