// The uploaded files of a backup: those the database snapshot names (a file written after the
// snapshot belongs to no row of it; one deleted since is listed as missing), copied with their
// SHA-256 so a restore can prove every byte came back.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStorage } from '../storage/file-storage.ts';

export type FileEntry = { key: string; bytes: number; sha256: string };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Both variants of each file id (an image has a thumbnail, a drawing does not). */
export async function copyFilesOut(
  storage: FileStorage,
  fileIds: readonly string[],
  dir: string,
): Promise<{ files: FileEntry[]; missing: string[] }> {
  const wanted = new Set(fileIds.flatMap((id) => [id, `${id}-thumb`]));
  const present = new Set<string>();
  for await (const key of storage.list()) if (wanted.has(key)) present.add(key);
  await mkdir(join(dir, 'files'), { recursive: true });
  const files: FileEntry[] = [];
  for (const key of [...present].sort()) {
    const bytes = await storage.read(key);
    await writeFile(join(dir, 'files', key), bytes);
    files.push({ key, bytes: bytes.length, sha256: sha256(bytes) });
  }
  const missing = fileIds.filter((id) => !present.has(id));
  return { files, missing };
}

/** Puts every file back, refusing a backup whose bytes no longer match their checksum. */
export async function copyFilesIn(storage: FileStorage, files: readonly FileEntry[], dir: string) {
  for (const entry of files) {
    const bytes = await readFile(join(dir, 'files', entry.key));
    if (sha256(bytes) !== entry.sha256) throw new Error(`backup file ${entry.key} is damaged`);
    const current = await storage.read(entry.key).catch(() => null);
    if (current && sha256(current) === entry.sha256) continue;
    if (current) await storage.remove(entry.key);
    await storage.put(entry.key, bytes);
  }
}

export async function fileSha256(path: string): Promise<string> {
  return sha256(await readFile(path));
}
