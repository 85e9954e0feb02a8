import { expect, test } from 'vitest';
import type { PickingListData } from '@stone/shared/material-flows/schemas';
import { withSeededDemo } from './demo-test-kit.ts';

type List<T> = { list: T[]; total: number };

// The demo runs on the embedded database only (seed-demo.ts), so this suite is SQLite's.
test('the demo shows the kitchen project picked, a slab on SAW-01 and each flow’s history', async () => {
  await withSeededDemo(async (t, api) => {
    const kitchen = await t.deps.db
      .selectFrom('projects')
      .select('id')
      .where('order_no', '=', 'SO-2026-0101')
      .executeTakeFirstOrThrow();
    const picking = await api<PickingListData>('webPicking/getPickingList', {
      projectId: kitchen.id,
    });
    expect(picking.totalCount).toBeGreaterThan(0);
    expect(picking.pickedCount).toBe(picking.totalCount);
    const devices = await api<List<{ id: string; code: string }>>('webDevice/getDeviceList');
    const saw = devices.list.find((d) => d.code === 'SAW-01')!;
    const tables = await api<{ tables: { table: string; slab: { barcode: string } | null }[] }>(
      'webDevicePicking/getTables',
      { deviceId: saw.id },
    );
    expect(tables.tables[0]).toMatchObject({ table: 'A', slab: { barcode: 'YS2411-20-Z05-01' } });
    const page = { pageNum: 1, pageSize: 50 };
    // The kitchen's own picks (seed-cutting.ts picks a hotel slab too).
    expect(
      (await api<List<unknown>>('webPicking/getPickHistory', { ...page, projectId: kitchen.id }))
        .total,
    ).toBe(picking.totalCount);
    expect((await api<List<unknown>>('webTransfer/getTransferHistory', page)).total).toBe(1);
    // Slab 01's pickup, and a hotel slab picked up and cut by seed-cutting.ts.
    expect(
      (await api<List<unknown>>('webDevicePicking/getCutHistory', page)).total,
    ).toBeGreaterThanOrEqual(3);
    const machines = await api<{ list: { machineType: string | null }[] }>(
      'webReturn/getWarehouseMachines',
    );
    expect(machines.list.filter((m) => m.machineType).length).toBe(1);
  });
}, 120_000);
