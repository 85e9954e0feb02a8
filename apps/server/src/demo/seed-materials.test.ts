import { expect, test } from 'vitest';
import type { BigSlabItem } from '@stone/shared/materials/slabs';
import { call } from '../test/api-client.ts';
import { createAdminTestApp, createOwner } from '../modules/members/admin-test-kit.ts';
import { seedMaterials } from './seed-materials.ts';

type List<T> = { list: T[]; total: number };

// The demo runs on the embedded database only (seed-demo.ts), so this suite is SQLite's.
test('the demo inventory reads like a stone yard through the same calls a user makes', async () => {
  const t = await createAdminTestApp('sqlite');
  try {
    const owner = await createOwner(t, 'demostock', 'Demo Stock Co');
    const user = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', owner.phone)
      .executeTakeFirstOrThrow();
    await seedMaterials(t.deps.db, owner.orgId, user.id);
    const api = <T>(path: string, body: unknown = {}) =>
      call<T>(t.app, path, body, { token: owner.token }).then((r) => r.data);
    const warehouses = await api<List<{ name: string; rackCount: number }>>(
      'webWarehouse/getWarehouseList',
    );
    expect(warehouses.list.map((w) => w.rackCount)).toEqual([12, 4]);
    const workshops = await api<List<{ isDefault: boolean }>>('webWorkshop/getWorkshopList');
    expect(workshops.list.map((w) => w.isDefault)).toEqual([true, false, false]);
    const devices = await api<List<{ code: string }>>('webDevice/getDeviceList');
    expect(devices.list.map((d) => d.code)).toEqual(['SAW-01', 'SAW-02']);
    const slabs = await api<List<BigSlabItem>>('webBigSlab/getBigSlabList', { pageSize: 100 });
    expect(slabs.total).toBe(146);
    const choices = await api<{ materials: { id: string; code: string }[] }>(
      'webBigSlab/getBigSlabOptions',
    );
    const white = await api<List<BigSlabItem>>('webBigSlab/getBigSlabList', {
      materialId: choices.materials.find((m) => m.code === 'YS')?.id,
      blockNo: 'YS2411-07',
      bundleNo: 'Z01',
      isRemnant: false,
    });
    expect(white.list.map((s) => s.slabNo).sort()).toEqual(['1', '2', '3', '4', '5', '6']);
    const remnants = await api<List<BigSlabItem>>('webBigSlab/getBigSlabList', { isRemnant: true });
    expect(remnants.list.every((r) => r.parentId && r.status === 'available')).toBe(true);
    expect(remnants.total).toBe(2);
    // The demo catalogue (issue 23): names in both languages, a density for weights.
    const options = await api<{ materials: { nameZh: string; nameEn: string }[] }>(
      'webBigSlab/getBigSlabOptions',
    );
    expect(options.materials.map((m) => `${m.nameZh} ${m.nameEn}`)).toEqual(
      expect.arrayContaining([
        '中国黑 Absolute Black',
        '卡拉拉白 Carrara White',
        '爵士白 Jazz White',
      ]),
    );
  } finally {
    await t.close();
  }
}, 60_000);
