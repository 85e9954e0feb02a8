import { expect, test } from 'vitest';
import type { SettlementDetail } from '@stone/shared/settlements/settlements';
import { withSeededDemo } from './demo-test-kit.ts';

type List = { list: { id: string; status: string; accountArrived: boolean; docType: string }[] };

// The demo runs on the embedded database only (seed-demo.ts), so this suite is SQLite's.
test('the demo has one settled document of the price-locked order, its account arrived', async () => {
  await withSeededDemo(async (_t, api) => {
    const page = await api<List>('webSettlement/getSettlementList', {});
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ status: 'settled', accountArrived: true, docType: 'oem' });
    const doc = await api<SettlementDetail>('webSettlement/getSettlementDetail', {
      id: page.list[0]!.id,
    });
    expect(doc.projects.map((p) => p.unitPrice)).toEqual(['268.00', '268.00']);
    expect(doc.receiving.name).toBe('信达石材 厦门仓');
    expect(doc.total).toMatch(/^[1-9]\d*\.\d{2}$/);
  });
});
