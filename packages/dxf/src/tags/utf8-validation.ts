import { nodeBuffer } from './node-buffer.ts';

/**
 * True when the bytes are well-formed UTF-8. Run once over the whole file so the encoding is
 * decided per file, not per string: a short GBK string can be valid UTF-8 by accident
 * (台 is CC A8, also a UTF-8 sequence), but a whole GBK drawing practically never is.
 */
export function isValidUtf8(bytes: Uint8Array): boolean {
  return nativeIsUtf8 ? nativeIsUtf8(bytes) : isValidUtf8InJs(bytes);
}

/** Node's own validator (simdutf) checks a 50 MB drawing in a few milliseconds. */
const nativeIsUtf8 = nodeBuffer?.isUtf8;

/** The same rule in plain JS, where Node's validator is not available. */
export function isValidUtf8InJs(bytes: Uint8Array): boolean {
  const length = bytes.length;
  // DXF is mostly ASCII: skip it four aligned bytes at a time.
  const alignedStart = Math.min(length, (4 - (bytes.byteOffset & 3)) & 3);
  const words = new Uint32Array(
    bytes.buffer,
    bytes.byteOffset + alignedStart,
    (length - alignedStart) >>> 2,
  );
  const wordsEnd = alignedStart + words.length * 4;
  let i = 0;
  while (i < length) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i++;
      if (i >= alignedStart && ((i - alignedStart) & 3) === 0 && i < wordsEnd) {
        let w = (i - alignedStart) >>> 2;
        while (w < words.length && ((words[w] as number) & 0x80808080) === 0) w++;
        i = alignedStart + w * 4;
      }
      continue;
    }
    let needed: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) {
      needed = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      needed = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      needed = 3;
      min = 0x10000;
    } else {
      return false;
    }
    let codePoint = b & (0x3f >> needed);
    for (let k = 1; k <= needed; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return false;
      codePoint = (codePoint << 6) | (next & 0x3f);
    }
    if (codePoint < min || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff)) {
      return false;
    }
    i += needed + 1;
  }
  return true;
}
