import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MESSAGES } from '@stone/shared/messages';
import { en as crudEn } from '../src/components/crud/locales/en.ts';
import { zh as crudZh } from '../src/components/crud/locales/zh.ts';
import { en } from '../src/features/processes/locales/en.ts';
import { zh } from '../src/features/processes/locales/zh.ts';
import { en as projectEn } from '../src/features/projects/locales/en.ts';
import { zh as projectZh } from '../src/features/projects/locales/zh.ts';
import { buttonName, choose, overflowsX, signInWithPassword } from './helpers.ts';

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/**
 * Issue 17: define a process (a bad fee refused first) and a process code with its route, then
 * give the code to a demo project's pieces. zh at desktop width, en at tablet width.
 */
for (const [language, T, C, P, locale, width] of [
  ['zh', zh, crudZh, projectZh, 'zh-CN', 1440],
  ['en', en, crudEn, projectEn, 'en-US', 768],
] as const) {
  test.describe(`process catalogue in ${language} at ${width} px`, () => {
    test.use({ locale, viewport: { width, height: 900 } });

    test('define a process and a code → route → assign to a project’s pieces', async ({ page }) => {
      test.setTimeout(120_000);
      const stamp = `${language.toUpperCase()}${Date.now() % 1e6}`;
      const processCode = `E2E-${stamp}`;
      const code = `PC-${stamp}`;
      await signInWithPassword(page, 'admin', 'Admin123');
      await expect(page).toHaveURL(/\/index$/);

      // The demo catalogue, fitting the screen.
      await page.goto('/codeManagement');
      await expect(page.getByRole('cell', { name: 'EDGE', exact: true })).toBeVisible();
      expect(await page.evaluate(overflowsX)).toBe(false);

      // A new process: 12.345 is refused with the §5 message, 12.34 is kept exactly.
      await page.getByRole('button', { name: buttonName(T.process.add) }).click();
      const drawer = page.locator('.ant-drawer');
      await drawer.locator('#drawer_name').fill(`Bevel ${stamp}`);
      await drawer.locator('#drawer_code').fill(processCode);
      await drawer.locator('#drawer_fee').fill('12.345');
      await drawer.locator('#drawer_sizeMaxMm').fill('3000');
      await drawer.locator('#drawer_outsourcingCost').fill('0.1');
      await drawer.locator('#drawer_auxiliaryCost').fill('0.2');
      await drawer.locator('#drawer_workerCost').fill('3');
      await expect(drawer.getByLabel(T.process.totalCost)).toHaveValue('3.30');
      await drawer.getByRole('button', { name: buttonName(C.save) }).click();
      await expect(drawer.getByText(MESSAGES['process.feeFormat'][language])).toBeVisible();
      await drawer.locator('#drawer_fee').fill('12.34');
      await drawer.getByRole('button', { name: buttonName(C.save) }).click();
      await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
      await page.goto(`/codeManagement?keyword=${processCode}`);
      await expect(rows(page)).toHaveCount(1);
      await expect(rows(page).first()).toContainText('12.34');

      // A process code, then its route on the process-flow screen.
      await page.goto('/codeManagement?tab=codes');
      await page.getByRole('button', { name: buttonName(T.codes.add) }).click();
      await drawer.locator('#drawer_code').fill(code);
      await drawer.locator('#drawer_name').fill(`Route ${stamp}`);
      await drawer.getByRole('button', { name: buttonName(C.save) }).click();
      await expect(page.locator('.ant-drawer-open')).toHaveCount(0);

      await page.goto(`/mesProcessCraft?keyword=${code}`);
      await expect(rows(page)).toHaveCount(1);
      await rows(page)
        .first()
        .getByRole('button', { name: buttonName(T.flow.editRoute) })
        .click();
      const modal = page.locator('.ant-modal');
      for (const name of ['Cutting', `Bevel ${stamp}`]) {
        await modal.getByLabel(T.flow.addStep).fill(name);
        await page
          .locator('.ant-select-dropdown:visible .ant-select-item-option')
          .filter({ hasText: name })
          .first()
          .click();
      }
      await modal.locator('.ant-btn-primary').click();
      await expect(page.locator('.ant-modal')).toHaveCount(0);
      await expect(rows(page).first()).toContainText(`2. Bevel ${stamp}`);
      expect(await page.evaluate(overflowsX)).toBe(false);

      // A demo project's pieces get the new code.
      await page.goto('/produceManagement/produceProject');
      await page
        .getByRole('link', { name: /Riverside Villa/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/solutionDetails\?id=/);
      const pieces = page.locator('.ant-table-tbody tr.ant-table-row').filter({
        has: page.locator('.ant-checkbox'),
      });
      await expect(pieces.first()).toBeVisible();
      await pieces.first().locator('.ant-checkbox-input').check();
      await choose(page, `[aria-label="${P.pieceProcess.label}"]`, code, true);
      await page.getByRole('button', { name: buttonName(P.pieceProcess.applySelected) }).click();
      await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();
    });
  });
}

/** The catalogue's screens: no critical or serious axe finding, no sideways scroll, both widths. */
const SCREENS = [
  '/codeManagement',
  '/codeManagement?tab=codes',
  '/mesProcessCraft',
  '/mesClassify',
  '/spCraftsManagement',
  '/setReportWork',
  '/setForklift',
];

for (const [locale, width] of [
  ['zh-CN', 768],
  ['en-US', 1440],
] as const) {
  test(`process screens pass axe and fit ${width} px (${locale})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await signInWithPassword(page, 'admin', 'Admin123');
    await expect(page).toHaveURL(/\/index$/);
    // The detail of a demo process, reached from its list.
    await page.goto('/codeManagement?keyword=EDGE');
    await page.getByRole('link', { name: 'EDGE', exact: true }).click();
    await expect(page.locator('.ant-qrcode')).toBeVisible();
    const found: string[] = [];
    for (const path of [...SCREENS, page.url().replace(/^https?:\/\/[^/]+/, '')]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
      const result = await new AxeBuilder({ page }).analyze();
      for (const v of result.violations)
        if (v.impact === 'critical' || v.impact === 'serious')
          found.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      if (await page.evaluate(overflowsX)) found.push(`${path} scrolls sideways`);
    }
    expect(found).toEqual([]);
    await context.close();
  });
}
