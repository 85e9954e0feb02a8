import { expect, test, type Locator, type Page } from '@playwright/test';
import { en as boxEn } from '../src/features/box-orders/locales/en.ts';
import { zh as boxZh } from '../src/features/box-orders/locales/zh.ts';
import { en as orderEn } from '../src/features/orders/locales/en.ts';
import { zh as orderZh } from '../src/features/orders/locales/zh.ts';
import { en as settleEn } from '../src/features/settlements/locales/en.ts';
import { zh as settleZh } from '../src/features/settlements/locales/zh.ts';
import { buttonName, signInAsAdmin } from './helpers.ts';

// Issue 19, end to end: an order under price lock takes two projects; the first unit price set
// prices both; a box order for one of them is accepted and shipped, its delivery note prints;
// the order is settled into a document, its account marked arrived, and the PDF downloads.
const LOCALES = [
  { lang: 'zh-CN', order: orderZh, box: boxZh, settle: settleZh, width: 1440 },
  { lang: 'en-US', order: orderEn, box: boxEn, settle: settleEn, width: 768 },
] as const;

/** Picks `text` in the select named `label` inside `scope`, typing it first when searchable. */
async function pick(page: Page, scope: Locator, label: string, text: string, search = false) {
  const box = page.getByRole('combobox', { name: label });
  const select = scope.locator('.ant-select').filter({ has: box });
  await expect(async () => {
    await select.click();
    if (search) await scope.getByRole('combobox', { name: label }).fill(text);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: text })
      .first()
      .click({ timeout: 2000 });
    await expect(select).toContainText(text, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/**
 * Clicks `action` and confirms its dialog (Ant Design's modal) until `done` shows. CI lost a
 * confirmed settle and a ship on a loaded machine (the dialog closed, the state stayed, no message
 * was left to read), so the walk tries again as a person would rather than stall on it; a repeat
 * that comes too late is refused by the server as the state has moved on.
 */
async function confirmed(page: Page, action: Locator, done: Locator) {
  const ok = page.locator('.ant-modal-confirm .ant-btn-primary, .ant-popconfirm .ant-btn-primary');
  await expect(async () => {
    if (!(await done.isVisible())) {
      await action.click({ timeout: 5_000 });
      await ok.click({ timeout: 5_000 });
      await expect(ok).toHaveCount(0, { timeout: 10_000 });
    }
    await expect(done).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
}

for (const { lang, order: o, box: b, settle: s, width } of LOCALES) {
  test.describe(`orders to settlement in ${lang}`, () => {
    test.use({ locale: lang, viewport: { width, height: 900 } });
    test(`an order under price lock is priced, boxed, shipped and settled, with its PDF (${lang})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const tag = `${lang}${Date.now() % 1e7}`;
      const names = [`大堂 Lobby ${tag}`, `前台 Desk ${tag}`];
      for (const [i, name] of names.entries()) {
        const hook = await request.post('/api/test/create-walkthrough-project', {
          data: { name, orderNo: `SO-ORD-${tag}-${i}` },
        });
        expect(hook.ok()).toBe(true);
      }
      await signInAsAdmin(page);

      // The order, price-locked, reached from the project list.
      await page.goto('/produceManagement/produceProject');
      await page.getByRole('link', { name: b.ordersLink }).click();
      await page.getByRole('button', { name: buttonName(o.action.create) }).click();
      const drawer = page.locator('.ant-drawer');
      await drawer.getByLabel(o.field.name, { exact: true }).fill(`Order ${tag}`);
      await pick(page, drawer, o.field.orderType, o.orderType.oem);
      await drawer.getByLabel(o.field.customerName, { exact: true }).fill('城建 City Works');
      await drawer.getByLabel(o.field.managerName, { exact: true }).fill('李经理');
      await drawer.getByLabel(o.field.managerPhone, { exact: true }).fill('13912345678');
      await drawer.getByLabel(o.field.expectedDeliveryDate, { exact: true }).fill('2027-01-15');
      await drawer.getByLabel(o.field.expectedDeliveryDate, { exact: true }).press('Enter');
      await drawer.getByLabel(o.field.priceLocked, { exact: true }).click();
      await drawer.getByRole('button', { name: buttonName(o.action.save) }).click();
      const row = page.getByRole('row').filter({ hasText: `Order ${tag}` });
      await row.getByRole('link', { name: o.action.detail }).click();

      // Both projects join; the first price set is the order's, so the second shows it too.
      await page.getByRole('button', { name: buttonName(o.action.addProjects) }).click();
      const picker = page.locator('.ant-modal');
      await picker.getByPlaceholder(o.picker.search).fill(tag);
      await picker.getByPlaceholder(o.picker.search).press('Enter');
      for (const name of names) {
        await picker.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
      }
      await picker.getByRole('button', { name: buttonName(o.action.addProjects) }).click();
      await expect(picker).toBeHidden();
      const firstPrice = page.getByLabel(o.detail.priceLabel.replace('{{name}}', names[0]!));
      await firstPrice.fill('268.5');
      await firstPrice.press('Enter');
      // Once locked, the price is the order's: each project's row shows it, no longer editable.
      for (const name of names) {
        await expect(page.getByRole('row').filter({ hasText: name })).toContainText('268.50');
      }

      // A box order for the first project, accepted and shipped, with its delivery note.
      await page.goto('/produceManagement/produceProject?view=boxOrders');
      await page.getByRole('button', { name: buttonName(b.actions.add) }).click();
      const form = page.locator('.ant-drawer');
      await pick(page, form, b.fields.project, names[0]!, true);
      await form.getByLabel(b.fields.receivingUnit, { exact: true }).fill('城建 City Works');
      await form
        .getByLabel(b.fields.address, { exact: true })
        .fill('上海市浦东新区 1 号 / 1 Pudong Rd');
      await form.getByRole('button', { name: buttonName(b.boxes.add) }).click();
      await form.getByLabel(b.boxes.boxNo, { exact: true }).fill('A1');
      await form.getByLabel(b.boxes.length, { exact: true }).fill('1200');
      await form.getByLabel(b.boxes.width, { exact: true }).fill('800');
      await form.getByLabel(b.boxes.height, { exact: true }).fill('600');
      await form.getByLabel(b.boxes.pieces, { exact: true }).fill('6');
      await form.getByRole('button', { name: buttonName(b.actions.save) }).click();
      await expect(form).toBeHidden();
      await page
        .getByRole('row')
        .filter({ hasText: names[0]! })
        .getByRole('link', { name: /^BO\d+$/ })
        .click();
      await expect(page).toHaveURL(/\/orderDetails\?id=/);
      // The list's row buttons leave as the detail arrives: one Accept is the order's.
      const accept = page.getByRole('button', { name: buttonName(b.actions.accept) });
      await expect(accept).toHaveCount(1);
      await accept.click();
      await expect(page.getByText(b.state.accepted, { exact: true }).first()).toBeVisible();
      await confirmed(
        page,
        page.getByRole('button', { name: buttonName(b.actions.ship) }),
        page.getByText(b.state.shipped, { exact: true }).first(),
      );
      await page.getByRole('button', { name: buttonName(b.actions.printNote) }).click();
      await expect(page.getByRole('dialog').getByTestId('delivery-note')).toContainText(
        '城建 City Works',
      );
      await page.keyboard.press('Escape');

      // The settlement: both projects at the locked price, settled, paid, and its PDF.
      await page.goto('/produceManagement/produceProject');
      await page.getByRole('link', { name: b.settlementsLink }).click();
      await page.getByRole('button', { name: buttonName(s.action.create) }).click();
      const dialog = page.locator('.ant-modal');
      await pick(page, dialog, s.create.order, `Order ${tag}`, true);
      for (const name of names) await dialog.getByRole('checkbox', { name }).check();
      await dialog.getByRole('button', { name: buttonName(s.create.submit) }).click();
      const sheet = page.getByRole('article', { name: s.doc.title });
      await expect(sheet).toContainText(names[0]!);
      await expect(sheet).toContainText('268.50');
      const markArrived = page.getByRole('button', { name: buttonName(s.action.arrived) });
      await confirmed(
        page,
        page.getByRole('button', { name: buttonName(s.action.settle) }),
        markArrived,
      );
      await confirmed(
        page,
        markArrived,
        page.getByRole('button', { name: buttonName(s.action.notArrived) }),
      );
      await expect(page.getByText(s.arrival.arrived, { exact: true }).first()).toBeVisible();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: buttonName(s.action.pdf) }).click();
      const pdf = await download;
      expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
      const bytes = await (await pdf.createReadStream()).toArray();
      expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    });
  });
}
