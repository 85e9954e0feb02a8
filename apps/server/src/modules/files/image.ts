import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { invalid } from '../../lib/app-error.ts';
import { decodeBmp } from './bmp.ts';

export type ProcessedImage = {
  mime: string;
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
};

const THUMB_SIDE = 200;
/** Decompression bombs: a small file must not expand into gigabytes of pixels. */
const MAX_PIXELS = 50_000_000;

/**
 * The type comes from the bytes, never from the name or the client's Content-Type. Every image is
 * decoded and re-encoded, which drops metadata and anything hidden after the pixels, and a
 * truncated or damaged image fails the decode.
 */
export async function processImage(
  bytes: Buffer,
  allowedTypes: readonly string[],
): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !allowedTypes.includes(type.ext))
    throw invalid('file.badType', { file: 'file.badType' });
  const damaged = () => invalid('file.badImage', { file: 'file.badImage' });
  let input: sharp.Sharp;
  if (type.ext === 'bmp') {
    const raw = decodeBmp(bytes);
    if (!raw) throw damaged();
    input = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 4 } });
  } else {
    input = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_PIXELS });
  }
  // JPEG stays JPEG (photos); PNG and BMP become PNG (logos with flat colours or transparency).
  const asJpeg = type.ext === 'jpg';
  const encode = (img: sharp.Sharp) =>
    asJpeg ? img.jpeg({ quality: 88, mozjpeg: true }) : img.png({ compressionLevel: 9 });
  try {
    const { data: full, info } = await encode(input.clone().rotate()).toBuffer({
      resolveWithObject: true,
    });
    const thumb = await encode(
      sharp(full).resize(THUMB_SIDE, THUMB_SIDE, { fit: 'inside', withoutEnlargement: true }),
    ).toBuffer();
    return {
      mime: asJpeg ? 'image/jpeg' : 'image/png',
      full,
      thumb,
      width: info.width,
      height: info.height,
    };
  } catch {
    throw damaged();
  }
}
