import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FILE_LIMITS } from '@stone/shared/enterprise/limits';
import { call } from '../../test/api-client.ts';
import { registerUser } from '../../test/flows.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import {
  addAndSignIn,
  createAdminTestApp,
  createOwner,
  createRole,
  type Owner,
} from '../members/admin-test-kit.ts';
import { makeBmp, makeJpeg, makePng, upload } from './upload-test-kit.ts';

describeEachDialect('files', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner;
  const stored = () => readdirSync(join(t.dataDir, 'files')).sort();

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'fileowner', 'Files Stone Co');
  });
  afterAll(() => t.close());

  test('a PNG logo is re-encoded, thumbnailed, stored under a generated name, read by signed URL', async () => {
    const res = await upload(
      t.app,
      owner.token,
      { purpose: 'logo' },
      { name: 'logo.png', bytes: await makePng(640, 480) },
    );
    expect(res.result).toBe(true);
    expect(res.msg).toBe('Uploaded successfully');
    const fileId = res.data?.fileId as string;
    expect(stored()).toEqual(expect.arrayContaining([fileId, `${fileId}-thumb`]));
    const full = await t.app.inject({ method: 'GET', url: res.data?.url as string });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/png');
    expect((await sharp(full.rawPayload).metadata()).width).toBe(640);
    const thumb = await t.app.inject({ method: 'GET', url: res.data?.thumbUrl as string });
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(200);
  });

  test('a tampered or expired signature reads nothing', async () => {
    const res = await upload(
      t.app,
      owner.token,
      { purpose: 'logo' },
      { name: 'a.jpg', bytes: await makeJpeg() },
    );
    const url = res.data?.url as string;
    // Change the signature's first character to a different one (never the same by chance).
    const tamperedUrl = url.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    const tampered = await t.app.inject({ method: 'GET', url: tamperedUrl });
    expect(tampered.statusCode).toBe(404);
    expect(tampered.json()).toMatchObject({ result: false, code: 3 });
    const thumbWithFullSig = await t.app.inject({
      method: 'GET',
      url: url.replace('v=full', 'v=thumb'),
    });
    expect(thumbWithFullSig.statusCode).toBe(404);
    const expired = await t.app.inject({ method: 'GET', url: url.replace(/exp=\d+/, 'exp=1000') });
    expect(expired.json().code).toBe(3);
  });

  test('a file 1 byte over the purpose limit is refused and nothing is stored', async () => {
    const before = stored();
    const limit = FILE_LIMITS.logo.maxBytes;
    const png = await makePng();
    const over = Buffer.concat([png, Buffer.alloc(limit + 1 - png.length)]);
    const res = await upload(
      t.app,
      owner.token,
      { purpose: 'logo' },
      { name: 'big.png', bytes: over },
    );
    expect(res).toMatchObject({ result: false, code: 2, msg: 'The file is too large' });
    // Exactly at the limit passes the size check and reaches the content check.
    const atLimit = await upload(
      t.app,
      owner.token,
      { purpose: 'logo' },
      { name: 'big.png', bytes: Buffer.alloc(limit, 1) },
    );
    expect(atLimit.msg).toBe('Only jpg, jpeg, png or bmp images are accepted');
    // Avatars have their own, smaller limit.
    const avatar = FILE_LIMITS.avatar.maxBytes;
    const overAvatar = await upload(
      t.app,
      owner.token,
      { purpose: 'avatar' },
      { name: 'a.png', bytes: Buffer.concat([png, Buffer.alloc(avatar + 1 - png.length)]) },
    );
    expect(overAvatar.msg).toBe('The file is too large');
    expect(stored()).toEqual(before);
  });

  test('a .png that is not a PNG is refused by its content', async () => {
    const before = stored();
    const fake = await upload(
      t.app,
      owner.token,
      { purpose: 'logo' },
      { name: 'logo.png', bytes: Buffer.from('<svg onload="alert(1)"></svg>'), type: 'image/png' },
    );
    expect(fake).toMatchObject({
      result: false,
      code: 2,
      msg: 'Only jpg, jpeg, png or bmp images are accepted',
    });
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const gifRes = await upload(
      t.app,
      owner.token,
      { purpose: 'logo' },
      { name: 'x.png', bytes: gif },
    );
    expect(gifRes.code).toBe(2);
    const zh = await t.app.inject({ method: 'POST', url: '/api/v1/webAttachment/uploadFile' });
    expect(zh.json().code).toBe(5);
    expect(stored()).toEqual(before);
  });

  test('a truncated image is refused as damaged', async () => {
    const before = stored();
    const png = await makePng(300, 300);
    const cut = await upload(
      t.app,
      owner.token,
      { purpose: 'logo' },
      { name: 'cut.png', bytes: png.subarray(0, Math.floor(png.length / 2)) },
    );
    expect(cut).toMatchObject({
      result: false,
      code: 2,
      msg: 'The image is damaged or incomplete',
    });
    const jpeg = await makeJpeg();
    const cutJpeg = await upload(
      t.app,
      owner.token,
      { purpose: 'logo' },
      { name: 'cut.jpg', bytes: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)) },
    );
    expect(cutJpeg.msg).toBe('The image is damaged or incomplete');
    const bmp = makeBmp(40, 40);
    const cutBmp = await upload(
      t.app,
      owner.token,
      { purpose: 'logo' },
      { name: 'cut.bmp', bytes: bmp.subarray(0, 1000) },
    );
    expect(cutBmp.msg).toBe('The image is damaged or incomplete');
    expect(stored()).toEqual(before);
  });

  test('a ../ name never reaches the disk: the stored name is generated', async () => {
    const before = stored();
    const res = await upload(
      t.app,
      owner.token,
      { purpose: 'logo' },
      { name: '../../../evil.png', bytes: await makePng() },
    );
    expect(res.result).toBe(true);
    const added = stored().filter((f) => !before.includes(f));
    expect(added.sort()).toEqual([res.data?.fileId, `${res.data?.fileId}-thumb`].sort());
    expect(readdirSync(t.dataDir).sort()).toEqual(['file-url-secret', 'files']);
    expect(JSON.stringify(res)).not.toContain('evil');
  });

  test('a BMP is accepted and re-encoded as PNG', async () => {
    const res = await upload(
      t.app,
      owner.token,
      { purpose: 'logo' },
      { name: 'logo.bmp', bytes: makeBmp(33, 20), type: 'image/bmp' },
    );
    expect(res.result).toBe(true);
    expect(res.data).toMatchObject({ mime: 'image/png', width: 33, height: 20 });
  });

  test('a logo needs the enterprise-info edit permission; an avatar only a session', async () => {
    const viewer = await createRole(t, owner.token, 'info viewer', [151]);
    const member = await addAndSignIn(t, owner.token, { nickname: 'Viewer', roleId: viewer });
    const denied = await upload(
      t.app,
      member.token,
      { purpose: 'logo' },
      { name: 'l.png', bytes: await makePng() },
    );
    expect(denied.code).toBe(6);
    const avatar = await upload(
      t.app,
      member.token,
      { purpose: 'avatar' },
      { name: 'me.png', bytes: await makePng() },
    );
    expect(avatar.result).toBe(true);
    const loner = await registerUser(t.app, t.deps, 'loner');
    expect(
      (
        await upload(
          t.app,
          loner.token,
          { purpose: 'logo' },
          { name: 'l.png', bytes: await makePng() },
        )
      ).code,
    ).toBe(6);
    expect(
      (
        await upload(
          t.app,
          loner.token,
          { purpose: 'avatar' },
          { name: 'l.png', bytes: await makePng() },
        )
      ).result,
    ).toBe(true);
  });

  test('a missing or unknown purpose, or no file, is refused', async () => {
    const noPurpose = await upload(
      t.app,
      owner.token,
      {},
      { name: 'l.png', bytes: await makePng() },
    );
    expect(noPurpose.code).toBe(2);
    const bad = await upload(
      t.app,
      owner.token,
      { purpose: '../etc' },
      { name: 'l.png', bytes: await makePng() },
    );
    expect(bad.code).toBe(2);
    const noFile = await upload(t.app, owner.token, { purpose: 'logo' });
    expect(noFile).toMatchObject({ code: 2, msg: 'Choose a file to upload' });
  });

  test('JSON endpoints still refuse multipart bodies', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webOrg/getOrgInfo',
      headers: { 'content-type': 'multipart/form-data; boundary=x', authorization: owner.token },
      payload: '--x--\r\n',
    });
    expect(res.json()).toMatchObject({ result: false, code: 2 });
    expect((await call(t.app, 'webOrg/getOrgInfo', {}, { token: owner.token })).result).toBe(true);
  });
});
