import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { registerUser } from '../../test/flows.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createAdminTestApp } from '../members/admin-test-kit.ts';
import { makePng } from './upload-test-kit.ts';

const B = 'stoneboundary';
const CRLF = '\r\n';
const purposePart = `--${B}${CRLF}Content-Disposition: form-data; name="purpose"${CRLF}${CRLF}avatar${CRLF}`;
const fileHead = `--${B}${CRLF}Content-Disposition: form-data; name="file"; filename="a.png"${CRLF}Content-Type: image/png${CRLF}${CRLF}`;

/**
 * Broken multipart bodies, byte for byte as a faulty client or a dropped connection would send
 * them. Each must come back as the invalid-input envelope, never a 500, and store nothing.
 */
describeEachDialect('malformed multipart uploads', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let token: string;
  let png: Buffer;
  const stored = () => {
    try {
      return readdirSync(join(t.dataDir, 'files')).sort();
    } catch {
      return [];
    }
  };

  const post = async (contentType: string, payload: Buffer | string, lang = 'en') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webAttachment/uploadFile',
      headers: { 'content-type': contentType, 'accept-language': lang, authorization: token },
      payload,
    });
    return {
      status: res.statusCode,
      ...(res.json() as { result: boolean; code: number; msg: string }),
    };
  };
  const invalidUpload = {
    status: 400,
    result: false,
    code: 2,
    msg: 'The upload is not a valid form; choose the file and send it again',
  };

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    token = (await registerUser(t.app, t.deps, 'mpuser')).token;
    png = await makePng();
  });
  afterAll(() => t.close());

  test('an empty or missing boundary', async () => {
    const body = `${purposePart}${fileHead}x${CRLF}--${B}--${CRLF}`;
    expect(await post('multipart/form-data; boundary=', body)).toMatchObject(invalidUpload);
    expect(await post('multipart/form-data', body)).toMatchObject(invalidUpload);
    expect(stored()).toEqual([]);
  });

  test('a body cut off in the middle of the file', async () => {
    const cut = Buffer.concat([Buffer.from(purposePart + fileHead), png.subarray(0, 40)]);
    expect(await post(`multipart/form-data; boundary=${B}`, cut)).toMatchObject(invalidUpload);
    const cutInHeader = `${purposePart}--${B}${CRLF}Content-Disposition: form-da`;
    expect(await post(`multipart/form-data; boundary=${B}`, cutInHeader)).toMatchObject(
      invalidUpload,
    );
    expect(stored()).toEqual([]);
  });

  test('a garbage part header', async () => {
    const ct = `multipart/form-data; boundary=${B}`;
    const part = (head: string) =>
      Buffer.concat([
        Buffer.from(`${purposePart}--${B}${CRLF}${head}${CRLF}${CRLF}`),
        png,
        Buffer.from(`${CRLF}--${B}--${CRLF}`),
      ]);
    // A header the parser cannot even end: the part runs into the end of the body.
    const unended = `${purposePart}--${B}${CRLF}Content-Disposition: form-data; name="file"${CRLF}`;
    expect(await post(ct, unended)).toMatchObject(invalidUpload);
    // A field that declares itself JSON and is not.
    const json = `--${B}${CRLF}Content-Disposition: form-data; name="purpose"${CRLF}Content-Type: application/json${CRLF}${CRLF}{avatar${CRLF}--${B}--${CRLF}`;
    expect(await post(ct, json)).toMatchObject(invalidUpload);
    const proto = part('Content-Disposition: form-data; name="__proto__"; filename="a.png"');
    expect(await post(ct, proto)).toMatchObject(invalidUpload);
    // Header lines without a name are skipped by the parser, so the file part is never seen.
    const zh = await post(ct, part('\u0000\u0001garbage without a colon'), 'zh');
    expect(zh).toMatchObject({ status: 400, result: false, code: 2, msg: '请选择要上传的文件' });
    expect(stored()).toEqual([]);
  });

  test('bytes that are not multipart at all', async () => {
    const res = await post(
      `multipart/form-data; boundary=${B}`,
      Buffer.from([0xff, 0x00, 0x13, 0x37]),
    );
    expect(res).toMatchObject({ status: 400, result: false, code: 2 });
    expect(stored()).toEqual([]);
  });
});
