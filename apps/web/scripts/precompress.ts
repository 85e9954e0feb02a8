import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/** Text the server sends from dist/; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/** Below this a compressed twin saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file of
 * `dir`: the server sends them as they are (@fastify/static `preCompressed`), so the best
 * compression costs nothing per request. A twin larger than its file is not written.
 */
export function precompressDir(dir: string): { files: number; raw: number; br: number } {
  let files = 0;
  let raw = 0;
  let br = 0;
  const visit = (path: string) => {
    for (const name of readdirSync(path)) {
      const full = join(path, name);
      if (statSync(full).isDirectory()) {
        if (name !== '.vite') visit(full);
        continue;
      }
      if (!COMPRESSIBLE.test(name) || name.endsWith('.map')) continue;
      const bytes = readFileSync(full);
      if (bytes.length < MIN_BYTES) continue;
      const brotli = brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
      const gzip = gzipSync(bytes, { level: 9 });
      if (brotli.length < bytes.length) writeFileSync(`${full}.br`, brotli);
      if (gzip.length < bytes.length) writeFileSync(`${full}.gz`, gzip);
      files += 1;
      raw += bytes.length;
      br += Math.min(brotli.length, bytes.length);
    }
  };
  visit(dir);
  return { files, raw, br };
}

/** Vite plugin: precompress the output once it is written. */
export function precompress(): Plugin {
  let outDir = 'dist';
  let logger: Logger | undefined;
  return {
    name: 'stone-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      logger = config.logger;
    },
    closeBundle() {
      const { files, raw, br } = precompressDir(outDir);
      const kb = (n: number) => (n / 1024).toFixed(0);
      logger?.info(`precompressed ${files} files: ${kb(raw)} KB → ${kb(br)} KB brotli`);
    },
  };
}
