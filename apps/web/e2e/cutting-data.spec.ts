import { expect, test, type APIRequestContext } from '@playwright/test';
import { MESSAGES } from '@stone/shared/messages';
import { en as cuttingEn } from '../src/features/cutting/locales/en.ts';
import { zh as cuttingZh } from '../src/features/cutting/locales/zh.ts';
import { en as flowEn } from '../src/features/material-flows/locales/en.ts';
import { zh as flowZh } from '../src/features/material-flows/locales/zh.ts';
import { en as crudEn } from '../src/components/crud/locales/en.ts';
import { zh as crudZh } from '../src/components/crud/locales/zh.ts';
import { buttonName, call, choose, signInAsAdmin } from './helpers.ts';

// Issue 17: a slab picked for the hotel project (apps/server/src/demo: five plan slabs, one cut
// by the demo) is cut on SAW-02's table B; its cutting record shows in cutting data, the export
// downloads, and the project is in production.
const HILTON = 'SO-2026-0102';
const EXPORT = { en: crudEn.export, zh: crudZh.export };

/** A slab of the hotel's stone, 300 mm larger each way than its plan slab, in warehouse 1. */
async function deliverHotelSlab(request: APIRequestContext, barcode: string) {
  const { token } = await call<{ token: string }>(request, '', 'webAuth/loginByPassword', {
    account: 'admin',
    password: 'Admin123',
  });
  const options = await call<{
    warehouses: { id: string; code: string }[];
    materials: { id: string; code: string }[];
  }>(request, token, 'webBigSlab/getBigSlabOptions', {});
  const projects = await call<{ list: { id: string; orderNo: string }[] }>(
    request,
    token,
    'webProduce/getProduceSolutionList',
    { pageNum: 1, pageSize: 100 },
  );
  const hotel = projects.list.find((p) => p.orderNo === HILTON);
  const picking = await call<{ rows: { lengthMm: number; widthMm: number }[] }>(
    request,
    token,
    'webPicking/getPickingList',
    { projectId: hotel?.id },
  );
  const plan = picking.rows[0]!;
  await call(request, token, 'webBigSlab/createBigSlab', {
    blockNo: 'E2E',
    bundleNo: 'CUT',
    slabNo: barcode.slice(-4),
    barcode,
    materialId: options.materials.find((m) => m.code === 'JS')?.id,
    thicknessMm: 20,
    lengthMm: Math.ceil(plan.lengthMm) + 300,
    widthMm: Math.ceil(plan.widthMm) + 300,
    warehouseId: options.warehouses.find((w) => w.code === 'WH01')?.id,
  });
}

for (const [language, F, C, locale] of [
  ['zh', flowZh, cuttingZh, 'zh-CN'],
  ['en', flowEn, cuttingEn, 'en-US'],
] as const) {
  test.describe(`cutting data in ${language}`, () => {
    test.use({ locale });

    test('pick, cut, and find the record, its totals, its export and the project in production', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const barcode = `E2E-CUT-${language}-${Date.now() % 1e8}`;
      await deliverHotelSlab(request, barcode);
      await signInAsAdmin(page);

      // Pick for the hotel by scan.
      await page.goto('/aboutMaterial/picking');
      await page.getByRole('tab', { name: F.tabs.pickForProject }).click();
      await choose(page, '#flow_project', HILTON, true);
      const scan = page.locator('#flow_pick_scan');
      await scan.fill(barcode);
      await scan.press('Enter');
      await expect(scan).toHaveValue('');

      // Onto SAW-02's table B, and the cut confirmed.
      await page.goto('/producePlan/devicePicking');
      await choose(page, '#flow_device', 'SAW-02');
      const tableB = page.locator('.flow-table-B');
      await tableB.locator('#flow_take_B').fill(barcode);
      await tableB.locator('#flow_take_B').press('Enter');
      await expect(tableB.locator('.flow-table-barcode')).toHaveText(barcode);
      await tableB.getByRole('button', { name: buttonName(F.device.cut) }).click();
      await page.locator('.ant-modal-confirm .ant-btn-primary').click();
      await expect(tableB).toContainText(F.device.emptyTable);

      // Cutting data: the record, linked to its slab, and the week's totals.
      await page.goto('/produceData/cuttingData?preset=week');
      const row = page.locator('.ant-table-row').filter({ hasText: barcode });
      await expect(row).toBeVisible();
      await expect(row.getByRole('link', { name: barcode })).toHaveAttribute(
        'href',
        /\/slabDetails\?id=/,
      );
      await expect(page.getByText(C.totals.slabs)).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: buttonName(EXPORT[language]) }).click();
      expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

      // Nothing to export for an operator who never cut.
      await page.goto('/produceData/cuttingData?operatorId=nobody');
      await page.getByRole('button', { name: buttonName(EXPORT[language]) }).click();
      await expect(page.getByText(MESSAGES['export.noData'][language])).toBeVisible();

      // The hotel project is in production.
      await page.goto('/produceManagement/produceProject?tab=inProduction');
      await expect(page.locator('.ant-table-row').filter({ hasText: 'Hilton' })).toBeVisible();
    });
  });
}
