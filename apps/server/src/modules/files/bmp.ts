/**
 * sharp (libvips) can't read BMP, and the logo rule accepts it (product-spec §5), so the common
 * uncompressed 24- and 32-bit BMPs are decoded here into raw RGBA for sharp to re-encode.
 * Anything else (palettes, RLE) is refused as an unsupported image.
 */
export type RawImage = { data: Buffer; width: number; height: number; channels: 4 };

const MAX_SIDE = 20_000;

export function decodeBmp(buf: Buffer): RawImage | null {
  if (buf.length < 54 || buf.toString('latin1', 0, 2) !== 'BM') return null;
  const offset = buf.readUInt32LE(10);
  const headerSize = buf.readUInt32LE(14);
  if (headerSize < 40) return null;
  const width = buf.readInt32LE(18);
  const rawHeight = buf.readInt32LE(22);
  const bpp = buf.readUInt16LE(28);
  const compression = buf.readUInt32LE(30);
  const height = Math.abs(rawHeight);
  // 0 = BI_RGB; 3 = BI_BITFIELDS, accepted for 32-bit with the usual BGRA layout.
  if (!(compression === 0 || (compression === 3 && bpp === 32))) return null;
  if ((bpp !== 24 && bpp !== 32) || width <= 0 || height === 0) return null;
  if (width > MAX_SIDE || height > MAX_SIDE) return null;
  const bytesPerPixel = bpp / 8;
  const rowSize = Math.ceil((width * bytesPerPixel) / 4) * 4;
  // A truncated file has fewer pixel bytes than its header promises.
  if (offset + rowSize * height > buf.length) return null;
  const data = Buffer.alloc(width * height * 4);
  const bottomUp = rawHeight > 0;
  for (let y = 0; y < height; y++) {
    const row = offset + (bottomUp ? height - 1 - y : y) * rowSize;
    for (let x = 0; x < width; x++) {
      const src = row + x * bytesPerPixel;
      const dst = (y * width + x) * 4;
      data[dst] = buf[src + 2]!;
      data[dst + 1] = buf[src + 1]!;
      data[dst + 2] = buf[src]!;
      data[dst + 3] = bpp === 32 && compression === 3 ? buf[src + 3]! : 255;
    }
  }
  return { data, width, height, channels: 4 };
}
