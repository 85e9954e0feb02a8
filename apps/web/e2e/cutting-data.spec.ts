import { expect, test } from '@playwright/test';
import { MESSAGES } from '@stone/shared/messages';
import { en as cuttingEn } from '../src/features/cutting/locales/en.ts';
import { zh as cuttingZh } from '../src/features/cutting/locales/zh.ts';
import { en as flowEn } from '../src/features/material-flows/locales/en.ts';
import { zh as flowZh } from '../src/features/material-flows/locales/zh.ts';
import { en as crudEn } from '../src/components/crud/locales/en.ts';
import { zh as crudZh } from '../src/components/crud/locales/zh.ts';
import { buttonName, choose, deliverHotelSlab, HOTEL_ORDER_NO, signInAsAdmin } from './helpers.ts';

// Issue 17: a slab picked for the hotel project (apps/server/src/demo: five plan slabs, one cut
// by the demo) is cut on SAW-02's table B; its cutting record shows in cutting data, the export
// downloads, and the project is in production.
const EXPORT = { en: crudEn.export, zh: crudZh.export };

/** The picked message for this barcode, whatever plane and sequence the pick lands on. */
const pickedText = (template: string, barcode: string) =>
  new RegExp(
    template
      .replace('{{barcode}}', barcode)
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+'),
  );

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
      await deliverHotelSlab(request, { barcode, bundleNo: 'CUT', marginMm: 300 });
      await signInAsAdmin(page);

      // Pick for the hotel by scan.
      await page.goto('/aboutMaterial/picking');
      await page.getByRole('tab', { name: F.tabs.pickForProject }).click();
      await choose(page, '#flow_project', HOTEL_ORDER_NO, true);
      const scan = page.locator('#flow_pick_scan');
      await scan.fill(barcode);
      await scan.press('Enter');
      // The pick's answer before the page is left: the field clears as the call goes out.
      await expect(page.getByText(pickedText(F.picking.pickedMessage, barcode))).toBeVisible();
      await expect(scan).toHaveValue('');

      // Onto SAW-02's table B, and the cut confirmed.
      await page.goto('/producePlan/devicePicking');
      await choose(page, '#flow_device', 'SAW-02');
      const tableB = page.locator('.flow-table-B');
      await tableB.locator('#flow_take_B').fill(barcode);
      await tableB.locator('#flow_take_B').press('Enter');
      await expect(tableB.locator('.flow-table-barcode')).toHaveText(barcode);
      await tableB.getByRole('button', { name: buttonName(F.device.cut) }).click();
      // This slab's confirmation, and it gone (the call answered) before the table is read.
      const dialog = page.locator('.ant-modal-confirm').filter({ hasText: barcode });
      await dialog.locator('.ant-btn-primary').click();
      await expect(dialog).toHaveCount(0);
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
