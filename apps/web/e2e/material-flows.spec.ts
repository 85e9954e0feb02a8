import { expect, test, type APIRequestContext } from '@playwright/test';
import { MESSAGES } from '@stone/shared/messages';
import { en } from '../src/features/material-flows/locales/en.ts';
import { zh } from '../src/features/material-flows/locales/zh.ts';
import {
  buttonName,
  call,
  choose,
  deliverHotelSlab,
  expectScreensFit,
  signInAsAdmin,
  signInWithPassword,
  uniqueAccount,
} from './helpers.ts';

// The demo (apps/server/src/demo/seed-flows.ts): both plan slabs of the kitchen project are
// picked (-01 lies on SAW-01's table A, -02 is free), the remnant yard feeds a 3300 × 2100 saw.
const KITCHEN = 'SO-2026-0101';
const PICKED_SLAB = 'YS2411-20-Z05-02';
const KITCHEN_PLANE = '厨房 Kitchen';

/**
 * A slab for the machine-table step, picked for the hotel project through the API: 400 mm
 * larger each way than its plan slab, so the cut leaves remnants.
 */
async function slabForTheSaw(request: APIRequestContext, barcode: string) {
  const { token, projectId } = await deliverHotelSlab(request, {
    barcode,
    bundleNo: 'SAW',
    marginMm: 400,
  });
  await call(request, token, 'webPicking/pickSlab', { projectId, barcode });
}

for (const [language, T, locale] of [
  ['zh', zh, 'zh-CN'],
  ['en', en, 'en-US'],
] as const) {
  test.describe(`stone operations in ${language}`, () => {
    test.use({ locale });

    test('return a picked slab, pick it again by barcode, cut a slab on table A', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const sawSlab = `E2E-SAW-${language}-${Date.now() % 1e8}`;
      await slabForTheSaw(request, sawSlab);
      await signInWithPassword(page, 'admin', 'Admin123');
      await expect(page).toHaveURL(/\/index$/);

      // Return: scanned; the remnant yard's saw is too small, so the server takes it out.
      await page.goto('/aboutMaterial/return');
      await page.locator('#flow_return_scan').fill(PICKED_SLAB);
      await page.locator('#flow_return_scan').press('Enter');
      await expect(page.getByText(T.chooser.chosen_one.replace('{{count}}', '1'))).toBeVisible();
      await choose(page, '#flow_warehouse', 'Remnant yard');
      await page
        .locator('main')
        .getByRole('button', { name: buttonName(T.returns.submit) })
        .click();
      await expect(page.getByText(MESSAGES['flow.nothingReturned'][language])).toBeVisible();
      const notice = page.locator('.flow-return-notice');
      await expect(notice).toContainText(T.returns.noticeTitle);
      await expect(notice).toContainText(PICKED_SLAB);
      // The main warehouse takes it.
      await choose(page, '#flow_warehouse', 'Slab warehouse 1');
      await page
        .locator('main')
        .getByRole('button', { name: buttonName(T.returns.submit) })
        .click();
      await expect(
        page.getByText(T.returns.done_one.replace('{{count}}', '1'), { exact: true }),
      ).toBeVisible();
      await expect(page.locator('.flow-history')).toContainText(PICKED_SLAB);

      // Pick for the kitchen: the scanner types the barcode and Enter.
      await page.goto('/aboutMaterial/picking');
      await page.getByRole('tab', { name: T.tabs.pickForProject }).click();
      await choose(page, '#flow_project', KITCHEN, true);
      const scan = page.locator('#flow_pick_scan');
      await expect(scan).toBeFocused();
      await scan.fill(PICKED_SLAB);
      await scan.press('Enter');
      await expect(
        page.getByText(
          T.picking.pickedMessage
            .replace('{{barcode}}', PICKED_SLAB)
            .replace('{{plane}}', KITCHEN_PLANE)
            .replace('{{seq}}', '2'),
        ),
      ).toBeVisible();
      await expect(scan).toHaveValue('');
      // Scanned again: the slab's own state answers first, so we hear that we picked it (issue 23).
      await scan.fill(PICKED_SLAB);
      await scan.press('Enter');
      await expect(page.getByRole('alert')).toContainText(
        MESSAGES['flow.slabPickedByYou'][language]
          .replace('{barcode}', PICKED_SLAB)
          .split('{time}')[0]!,
      );

      // The saw: onto table A by scan, then the cut, confirmed, leaves remnants.
      await page.goto('/producePlan/devicePicking');
      await choose(page, '#flow_device', 'SAW-02');
      const tableA = page.locator('.flow-table-A');
      await tableA.locator('#flow_take_A').fill(sawSlab);
      await tableA.locator('#flow_take_A').press('Enter');
      await expect(tableA.locator('.flow-table-barcode')).toHaveText(sawSlab);
      await tableA.getByRole('button', { name: buttonName(T.device.cut) }).click();
      const dialog = page.locator('.ant-modal-confirm');
      await expect(dialog).toContainText(T.device.cutConfirm.replace('{{barcode}}', sawSlab));
      await dialog.locator('.ant-btn-primary').click();
      const remnants = page.locator('.flow-remnants');
      await expect(remnants).toContainText(T.device.remnants.replace('{{barcode}}', sawSlab));
      await expect(remnants).toContainText(`${sawSlab}-R1`);
      await expect(tableA).toContainText(T.device.emptyTable);
    });
  });
}

test.describe('stone operations on a tablet (768 px)', () => {
  test.use({ locale: 'en-US', viewport: { width: 768, height: 1024 } });

  test('every screen fits, the saw has big buttons, and a transfer is recorded', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await expectScreensFit(page, [
      ['/aboutMaterial/picking?tab=pick', '#flow_project'],
      ['/aboutMaterial/return', '.flow-history .ant-table'],
      ['/aboutMaterial/transfer', '.flow-history .ant-table'],
      ['/producePlan/devicePicking', '.flow-table-A'],
    ]);

    // SAW-01 (the first device) holds the demo's first kitchen slab on table A.
    const tableA = page.locator('.flow-table-A');
    await expect(tableA.locator('.flow-table-barcode')).toHaveText('YS2411-20-Z05-01');
    const cut = tableA.getByRole('button', { name: buttonName(en.device.cut) });
    expect((await cut.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await expect(page.locator('.flow-table-B')).toContainText(en.device.emptyTable);

    // The demo's spare slab went to the cutting hall; it comes back to warehouse 1, rack 0001.
    const spare = 'YS2411-20-Z05-03';
    await page.goto('/aboutMaterial/transfer');
    await page.locator('#flow_transfer_scan').fill(spare);
    await page.locator('#flow_transfer_scan').press('Enter');
    await expect(page.getByText(en.chooser.chosen_one.replace('{{count}}', '1'))).toBeVisible();
    await choose(page, '#flow_warehouse', 'Slab warehouse 1');
    // The rack list follows the warehouse: choose again until the select shows the rack, so a
    // click that landed while the list was still being replaced does not send no rack.
    const rackSelect = page.locator('.ant-select').filter({ has: page.locator('#flow_rack') });
    await expect(async () => {
      await choose(page, '#flow_rack', '0001');
      await expect(rackSelect).toContainText('0001', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await page
      .locator('main')
      .getByRole('button', { name: buttonName(en.transfer.submit) })
      .click();
    await expect(
      page.getByText(en.transfer.done_one.replace('{{count}}', '1'), { exact: true }),
    ).toBeVisible();
    const latest = page.locator('.flow-history .ant-table-row').first();
    await expect(latest).toContainText(spare);
    await expect(latest).toContainText('Slab warehouse 1 / 0001');
  });
});

test.describe('stone operations for a picking-only role', () => {
  test.use({ locale: 'en-US' });

  test('a member granted only picking sees the projects to pick for and their plan slabs', async ({
    page,
    request,
  }) => {
    const { phone, username } = uniqueAccount('picker');
    // Picking (171) alone: no project, inventory, workshop or device routes.
    const created = await request.post('/api/test/create-limited-member', {
      data: { username, password: 'Picker123', phone, menuIds: [171], actions: ['picking:pick'] },
    });
    expect(created.ok()).toBe(true);
    await signInWithPassword(page, username, 'Picker123');
    await expect(page).toHaveURL(/\/index$/);

    await page.goto('/aboutMaterial/picking?tab=pick');
    await choose(page, '#flow_project', KITCHEN, true);
    await expect(page.getByText(KITCHEN_PLANE).first()).toBeVisible();
    await expect(page.locator('#flow_pick_scan')).toBeVisible();
    await expect(page).not.toHaveURL(/\/401$/);
    // Material details is a route of its own, which this role does not hold: no link to it.
    await expect(page.locator('.flow-details-link')).toHaveCount(0);
  });
});

test.describe('material details', () => {
  test.use({ locale: 'en-US' });

  test("from the picking screen's project to its plan slabs, picks and movements", async ({
    page,
  }) => {
    await signInWithPassword(page, 'admin', 'Admin123');
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/aboutMaterial/picking?tab=pick');
    await choose(page, '#flow_project', KITCHEN, true);
    await page.locator('.flow-details-link').click();
    await expect(page).toHaveURL(/\/materialDetails\?id=/);
    const card = page.locator('.flow-material-details');
    await expect(card).toContainText(KITCHEN);
    // The demo picked the kitchen's first plan slab and put it on SAW-01's table A.
    const first = card.locator('.ant-table-row').filter({ hasText: 'YS2411-20-Z05-01' });
    await expect(first).toContainText(KITCHEN_PLANE);
    await expect(first).toContainText(en.pickStates.picked);
    await expect(page.locator('.flow-history')).toContainText(en.details.history);
    await expect(page.locator('.flow-history .ant-table-row').first()).toContainText('YS2411');
  });
});
