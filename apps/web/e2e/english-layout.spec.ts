import { expect, test, type Page } from '@playwright/test';
import { signInWithPassword } from './helpers.ts';

test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

/** Every action of the first member row is wholly visible: not cut by the table's scroller. */
async function expectRowActionsVisible(page: Page) {
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  const buttons = row.getByRole('button');
  await expect(buttons.first()).toBeVisible();
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) await expect(button).toBeInViewport({ ratio: 1 });
}

const overflowsX = () =>
  document.documentElement.scrollWidth > document.documentElement.clientWidth;

test.beforeEach(async ({ page }) => {
  await signInWithPassword(page, 'admin', 'Admin123');
  await expect(page).toHaveURL(/\/index$/);
});

test('in English the members table keeps its row actions in view at 1440 and 992 px', async ({
  page,
}) => {
  await page.goto('/orgManagement/memberManagement');
  await expect(page).toHaveTitle('Members and departments · Stone Cloud Factory');
  await expectRowActionsVisible(page);
  expect(await page.evaluate(overflowsX)).toBe(false);

  await page.setViewportSize({ width: 992, height: 800 });
  await expectRowActionsVisible(page);
  expect(await page.evaluate(overflowsX)).toBe(false);
});

test('in English the region picker names the provinces in English', async ({ page }) => {
  await page.goto('/orgManagement/orgInfo');
  await expect(page).toHaveTitle('Enterprise info · Stone Cloud Factory');
  await page.getByRole('radio', { name: 'China' }).check();
  await page.locator('.ant-cascader').click();
  const provinces = page.locator('.ant-cascader-menu').first();
  await expect(provinces.getByText('Guangdong', { exact: true })).toBeVisible();
  await expect(provinces.getByText('Hong Kong', { exact: true })).toBeAttached();
  await expect(provinces.getByText('广东省')).toHaveCount(0);
});
