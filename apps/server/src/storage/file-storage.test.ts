import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { createDiskStorage } from './file-storage.ts';
import { storageContract } from './storage-contract.ts';

describe('disk store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stone-storage-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  storageContract(() => createDiskStorage(join(dir, 'files')));
});
