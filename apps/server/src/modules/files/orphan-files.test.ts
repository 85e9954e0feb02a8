import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call } from '../../test/api-client.ts';
import { describeEachDialect } from '../../test/test-app.ts';
import { createAdminTestApp, createOwner, type Owner } from '../members/admin-test-kit.ts';
import { ORPHAN_AGE_MS, removeOrphanFiles } from './orphan-files.ts';
import { makePng, upload } from './upload-test-kit.ts';

describeEachDialect('abandoned uploads', (dialect) => {
  let t: Awaited<ReturnType<typeof createAdminTestApp>>;
  let owner: Owner;
  const onDisk = (id: string) =>
    existsSync(join(t.dataDir, 'files', id)) && existsSync(join(t.dataDir, 'files', `${id}-thumb`));
  const uploadImage = async (purpose: 'avatar' | 'logo') => {
    const res = await upload(
      t.app,
      owner.token,
      { purpose },
      { name: 'x.png', bytes: await makePng(64, 64) },
    );
    return { id: res.data?.fileId as string, url: res.data?.url as string };
  };

  beforeAll(async () => {
    t = await createAdminTestApp(dialect);
    owner = await createOwner(t, 'orphanowner', 'Orphan Stone Co');
  });
  afterAll(() => t.close());

  test('a day-old upload no avatar or logo uses is deleted, row and files; used and recent ones stay', async () => {
    const saved = await uploadImage('avatar');
    const abandoned = await uploadImage('avatar');
    const logo = await uploadImage('logo');
    const info = await call<{ nickname: string; phone: string; version: number }>(
      t.app,
      'webUser/getPersonalInfo',
      {},
      { token: owner.token },
    );
    const save = await call(
      t.app,
      'webUser/savePersonalInfo',
      {
        nickname: info.data.nickname,
        phone: info.data.phone,
        gender: 'unknown',
        avatarFileId: saved.id,
        version: info.data.version,
      },
      { token: owner.token },
    );
    expect(save.result).toBe(true);
    await t.deps.db
      .updateTable('orgs')
      .set({ logo: logo.id })
      .where('id', '=', owner.orgId)
      .execute();
    const old = new Date(Date.now() - ORPHAN_AGE_MS - 60_000).toISOString();
    await t.deps.db
      .updateTable('files')
      .set({ created_at: old })
      .where('id', 'in', [saved.id, abandoned.id, logo.id])
      .execute();
    const fresh = await uploadImage('avatar');

    expect(await removeOrphanFiles(t.deps)).toBe(1);

    const rows = (await t.deps.db.selectFrom('files').select('id').execute()).map((r) => r.id);
    expect(rows).toEqual(expect.arrayContaining([saved.id, logo.id, fresh.id]));
    expect(rows).not.toContain(abandoned.id);
    expect([saved.id, logo.id, fresh.id].map(onDisk)).toEqual([true, true, true]);
    expect(onDisk(abandoned.id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: saved.url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: abandoned.url })).statusCode).toBe(404);
    // Nothing else is old and unused: a second pass removes nothing.
    expect(await removeOrphanFiles(t.deps)).toBe(0);
  });
});
