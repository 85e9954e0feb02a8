import { expect, test } from '@playwright/test';
import { signInWithPassword } from './helpers.ts';

test.use({ locale: 'en-US', viewport: { width: 800, height: 900 } });

const overflowsX = () =>
  document.documentElement.scrollWidth > document.documentElement.clientWidth;

test('at 800 px the sidebar is a drawer and nothing overflows', async ({ page }) => {
  await page.goto('/login');
  expect(await page.evaluate(overflowsX)).toBe(false);

  await signInWithPassword(page, 'admin', 'Admin123');
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  expect(await page.evaluate(overflowsX)).toBe(false);

  await page.getByTestId('sidebar-toggle').click();
  const drawer = page.locator('.app-sidebar-drawer');
  await expect(drawer).toBeVisible();
  const box = await drawer.getByTestId('sidebar').boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(270);
  await drawer.getByRole('menuitem', { name: 'Enterprise management' }).click();
  // The submenu slides open; on a busy machine a click during the slide can miss (CI lost one),
  // so click until the page changes.
  const members = /\/orgManagement\/memberManagement$/;
  await expect(async () => {
    if (!members.test(page.url()))
      await drawer
        .getByRole('menuitem', { name: 'Members and departments' })
        .click({ timeout: 5_000 });
    await expect(page).toHaveURL(members, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(drawer).toBeHidden();

  // /mes asks the server for the board address and opens it in a new window.
  await page.goto('/index');
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Production board' }).click();
  await expect(page).toHaveURL(/\/mes$/);
  expect((await popup).url()).toContain('/doc');
  await expect(page.getByText('The production board opened in a new window')).toBeVisible();

  await page.getByTestId('customer-service').click();
  await expect(page.getByText('Customer service is not loaded yet')).toBeVisible();
});
