import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

/** A multipart body built by hand, so tests control every byte, name and order. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string },
) {
  const boundary = `----stone${Date.now()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function upload(
  app: FastifyInstance,
  token: string | undefined,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string },
) {
  const body = multipartBody(fields, file);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/webAttachment/uploadFile',
    headers: {
      'content-type': body.contentType,
      'accept-language': 'en',
      ...(token ? { authorization: token } : {}),
    },
    payload: body.payload,
  });
  return {
    status: response.statusCode,
    ...(response.json() as {
      result: boolean;
      code: number;
      msg: string;
      data: Record<string, unknown> | null;
    }),
  };
}

export const makePng = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 87, b: 255 } } })
    .png()
    .toBuffer();

export const makeJpeg = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

/** A 24-bit uncompressed BMP, bottom-up, as Windows Paint writes it. */
export function makeBmp(width: number, height: number): Buffer {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const buf = Buffer.alloc(54 + rowSize * height);
  buf.write('BM', 0, 'latin1');
  buf.writeUInt32LE(buf.length, 2);
  buf.writeUInt32LE(54, 10);
  buf.writeUInt32LE(40, 14);
  buf.writeInt32LE(width, 18);
  buf.writeInt32LE(height, 22);
  buf.writeUInt16LE(1, 26);
  buf.writeUInt16LE(24, 28);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const o = 54 + y * rowSize + x * 3;
      buf[o] = 255; // blue
      buf[o + 1] = 0;
      buf[o + 2] = 0;
    }
  return buf;
}
