import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { registerUser } from '../../test/flows.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createAdminTestApp } from '../members/admin-test-kit.ts';
import { makePng } from './upload-test-kit.ts';

const B = 'stoneshape';
const CRLF = '\r\n';
const CONTENT_TYPE = `multipart/form-data; boundary=${B}`;
const purposePart = (purpose = 'avatar') =>
  `--${B}${CRLF}Content-Disposition: form-data; name="purpose"${CRLF}${CRLF}${purpose}${CRLF}`;
const filePart = (bytes: Buffer, name = 'file') =>
  Buffer.concat([
    Buffer.from(
      `--${B}${CRLF}Content-Disposition: form-data; name="${name}"; filename="a.png"${CRLF}Content-Type: image/png${CRLF}${CRLF}`,
    ),
    bytes,
    Buffer.from(CRLF),
  ]);
const end = `--${B}--${CRLF}`;

/**
 * The upload form has one shape: the purpose first (it sets the size and type limits the file is
 * read under), then exactly one file. Anything else is refused whole, and nothing is stored.
 */
describeEachDialect('the shape of an upload form', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let token: string;
  let png: Buffer;
  const storedFiles = () => {
    try {
      return readdirSync(join(t.dataDir, 'files'));
    } catch {
      return [];
    }
  };
  const storedRows = async () =>
    (await t.deps.db.selectFrom('files').select('id').execute()).length;

  const post = async (contentType: string, payload: Buffer | string, lang = 'en') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webAttachment/uploadFile',
      headers: { 'content-type': contentType, 'accept-language': lang, authorization: token },
      payload,
    });
    return {
      status: res.statusCode,
      ...(res.json() as { result: boolean; code: number; msg: string; data: unknown }),
    };
  };

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    token = (await registerUser(t.app, t.deps, 'shapeuser')).token;
    png = await makePng();
  });
  afterAll(() => t.close());

  test('purpose then one file is stored (the shape the web sends)', async () => {
    const body = Buffer.concat([Buffer.from(purposePart()), filePart(png), Buffer.from(end)]);
    expect(await post(CONTENT_TYPE, body)).toMatchObject({ status: 200, result: true, code: 0 });
    expect(await storedRows()).toBe(1);
  });

  test('a purpose sent after the file is refused before the file is read', async () => {
    const before = { files: storedFiles().length, rows: await storedRows() };
    const body = Buffer.concat([filePart(png), Buffer.from(purposePart()), Buffer.from(end)]);
    expect(await post(CONTENT_TYPE, body)).toMatchObject({
      status: 400,
      result: false,
      code: 2,
      msg: 'Send the purpose before the file',
      data: { purpose: 'Send the purpose before the file' },
    });
    expect((await post(CONTENT_TYPE, body, 'zh')).msg).toBe('请先发送用途字段，再发送文件');
    expect({ files: storedFiles().length, rows: await storedRows() }).toEqual(before);
  });

  test('two files in one request are refused, and neither is stored', async () => {
    const before = { files: storedFiles().length, rows: await storedRows() };
    const body = Buffer.concat([
      Buffer.from(purposePart()),
      filePart(png),
      filePart(png, 'second'),
      Buffer.from(end),
    ]);
    expect(await post(CONTENT_TYPE, body)).toMatchObject({
      status: 400,
      result: false,
      code: 2,
      msg: 'Upload one file at a time',
      data: { file: 'Upload one file at a time' },
    });
    expect((await post(CONTENT_TYPE, body, 'zh')).msg).toBe('每次只能上传一个文件');
    expect({ files: storedFiles().length, rows: await storedRows() }).toEqual(before);
  });

  test('a JSON or other non-form body answers 400 with a clear message', async () => {
    const before = { files: storedFiles().length, rows: await storedRows() };
    for (const [type, payload] of [
      ['application/json', JSON.stringify({ purpose: 'avatar', file: 'aGVsbG8=' })],
      ['text/plain', 'purpose=avatar'],
      ['application/x-www-form-urlencoded', 'purpose=avatar'],
    ] as const) {
      expect(await post(type, payload)).toMatchObject({
        status: 400,
        result: false,
        code: 2,
        msg: 'Send the file as a multipart form (multipart/form-data)',
      });
    }
    expect((await post('application/json', '{}', 'zh')).msg).toBe(
      '请以表单方式（multipart/form-data）上传文件',
    );
    expect({ files: storedFiles().length, rows: await storedRows() }).toEqual(before);
  });
});
