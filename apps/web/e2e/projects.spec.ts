import { expect, test, type Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@stone/shared/messages';
import { en } from '../src/features/projects/locales/en.ts';
import { en as homeEn } from '../src/features/home/locales/en.ts';
import { zh as homeZh } from '../src/features/home/locales/zh.ts';
import { zh } from '../src/features/projects/locales/zh.ts';
import { buttonName, choose, signInWithPassword } from './helpers.ts';

/** A synthetic countertop drawing (CC0, from the shared samples): four labelled pieces, GBK text. */
const DXF = fileURLToPath(new URL('./fixtures/stone_countertop_gbk_r2000.dxf', import.meta.url));
const PIECE_CODES = ['台面-01', '背板-02', '岛台-03', '岛台-04'];

async function confirmDialog(page: Page) {
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await expect(page.locator('.ant-modal-confirm')).toHaveCount(0);
}

for (const [language, T, H, locale] of [
  ['zh', zh, homeZh, 'zh-CN'],
  ['en', en, homeEn, 'en-US'],
] as const) {
  test.describe(`projects in ${language}`, () => {
    test.use({ locale });

    test('upload a DXF → pieces → plan with progress → layout → packing list → approve', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const name = `E2E ${language} ${Date.now() % 1e7}`;
      await signInWithPassword(page, 'admin', 'Admin123');
      await expect(page).toHaveURL(/\/index$/);

      // The list, then the manual order drawer.
      await page.goto('/produceManagement/produceProject');
      await page.getByRole('button', { name: buttonName(T.actions.add) }).click();
      const drawer = page.locator('.ant-drawer');
      await drawer.locator('#createProject_name').fill(name);
      await drawer.locator('#createProject_orderNo').fill(`PO-${Date.now() % 1e6}`);
      await drawer.locator('#createProject_customerName').fill('Shuitou Hotel');
      await drawer.locator('input[type="file"]').setInputFiles(DXF);
      await expect(drawer.getByTestId('dxf-file-name')).toHaveText(
        'stone_countertop_gbk_r2000.dxf',
        {
          timeout: 30_000,
        },
      );
      // The drawing is previewed before anything is created: four pieces, none flagged.
      await expect(drawer.getByTestId('piece-outline')).toHaveCount(PIECE_CODES.length, {
        timeout: 30_000,
      });
      await drawer.getByRole('button', { name: buttonName(T.create.submit) }).click();

      // The validation report, per plane.
      await expect(drawer.getByTestId('create-report')).toBeVisible({ timeout: 60_000 });
      await expect(drawer.getByText(T.create.reportIntro)).toBeVisible();
      await drawer.getByRole('button', { name: buttonName(T.create.openProject) }).click();
      await expect(page).toHaveURL(/\/solutionDetails\?id=/);

      // The pieces read from the drawing.
      for (const code of PIECE_CODES)
        await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();

      // Settings the planner needs: material and a slab size large enough for a 3000 × 2400 top.
      await page.getByRole('tab', { name: T.detail.tabs.settings }).click();
      await choose(page, '#settings_materialId', 'Ariston White', true);
      await page.getByRole('button', { name: buttonName(T.settings.addSize) }).click();
      await page.locator('#settings_slabSizes_0_lengthMm').fill('3600');
      await page.locator('#settings_slabSizes_0_widthMm').fill('2600');
      await page.getByRole('button', { name: buttonName(T.settings.save) }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: MESSAGES['common.saved'][language] }),
      ).toBeVisible();

      // Plan: the progress is polled until the run ends, then its layout shows.
      const jobStates: string[] = [];
      page.on('response', async (response) => {
        if (!response.url().endsWith('/webPlan/getPlanningJob')) return;
        const body = (await response.json().catch(() => null)) as {
          data?: { state: string };
        } | null;
        if (body?.data) jobStates.push(body.data.state);
      });
      await page.getByRole('tab', { name: T.detail.tabs.overview }).click();
      await page.getByRole('button', { name: buttonName(T.plan.start) }).click();
      // Four pieces fit one slab at once: the run is often over at the first poll, so its bar
      // may show for a frame only (plane-card.test.tsx proves it shows at once; planning.test.ts
      // that progress rises on a longer run). Here: the run is polled until it is done.
      await expect.poll(() => jobStates.at(-1), { timeout: 90_000 }).toBe('done');
      await expect(page.getByTestId('plan-progress')).toHaveCount(0);
      const slab = page.locator('svg.slab-svg').first();
      await expect(slab).toBeVisible();
      for (const code of PIECE_CODES)
        await expect(page.locator(`[data-piece="${code}"]`).first()).toBeAttached();
      const before = await slab.getAttribute('viewBox');
      await page.getByRole('button', { name: T.layout.zoomIn }).first().click();
      await expect(slab).not.toHaveAttribute('viewBox', before ?? '');

      // The saw's DXF downloads from a signed address; the print sheet is all that prints.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: buttonName(T.layout.exportDxf) }).click();
      expect((await download).suggestedFilename()).toMatch(/\.dxf$/i);
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('.layout-print-sheet')).toBeVisible();
      await expect(page.locator('.layout-print-page')).toHaveCount(
        await page.locator('svg.slab-svg').count(),
      );
      await expect(page.getByRole('tab', { name: T.plan.runs })).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      // The first run became the plan. Plan again: the history keeps both until one is accepted.
      const runs = page.getByRole('tab', { name: T.plan.runs });
      await runs.click();
      const runItems = page.locator('.ant-list-item');
      await expect(runItems).toHaveCount(1);
      await expect(runItems.first()).toContainText(T.plan.accepted);
      const finished = jobStates.length;
      await page.getByRole('button', { name: buttonName(T.plan.again) }).click();
      await expect.poll(() => jobStates.slice(finished).at(-1), { timeout: 90_000 }).toBe('done');
      // The screen shows the new layout by itself once the run is done.
      await expect(page.getByRole('tab', { name: T.plan.viewLayout })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await runs.click();
      await expect(runItems).toHaveCount(2);
      // Newest first: run 2 is not yet the plan; accept it.
      await expect(runItems.first()).not.toContainText(T.plan.accepted);
      await runItems
        .first()
        .getByRole('button', { name: buttonName(T.plan.accept) })
        .click();
      await confirmDialog(page);
      await expect(runItems.first()).toContainText(T.plan.accepted);
      await expect(runItems.nth(1)).not.toContainText(T.plan.accepted);

      // Generate the packing list, then approve.
      await page.getByRole('tab', { name: T.detail.tabs.packingList }).click();
      await page.getByRole('button', { name: buttonName(T.detail.generatePacking) }).click();
      // Box by box: the four pieces in planned boxes, none boxed until wooden boxes exist.
      await expect(page.getByTestId('packing-summary')).toBeVisible();
      await expect(page.getByTestId('planned-box').first()).toBeVisible();
      for (const code of PIECE_CODES)
        await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();
      await page.getByRole('tab', { name: T.detail.tabs.overview }).click();
      await page.getByRole('button', { name: buttonName(T.actions.approve) }).click();
      await confirmDialog(page);
      await expect(page.locator('.ant-descriptions').getByText(T.review.reviewed)).toBeVisible();

      // Below 992 px the detail and the list still fit the screen.
      await page.setViewportSize({ width: 800, height: 900 });
      const overflowsX = () =>
        document.documentElement.scrollWidth > document.documentElement.clientWidth;
      await page.getByRole('tab', { name: T.plan.viewLayout }).click();
      await expect(page.locator('svg.slab-svg').first()).toBeVisible();
      expect(await page.evaluate(overflowsX)).toBe(false);

      // Back in the list, under the "reviewed" filter, kept in the URL.
      await page.goto(
        `/produceManagement/produceProject?reviewState=reviewed&keyword=${encodeURIComponent(name)}`,
      );
      await expect(page.getByRole('link', { name })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('link', { name })).toBeVisible();
      await expect(page.getByRole('radio', { name: T.review.reviewed })).toBeChecked();
      expect(await page.evaluate(overflowsX)).toBe(false);

      // Home: the project figures and the newest projects come from the same data.
      await page.goto('/index');
      await expect(page.getByText(H.figures.title.replace('{{days}}', '30'))).toBeVisible();
      await expect(page.getByRole('link', { name })).toBeVisible();
    });
  });
}
