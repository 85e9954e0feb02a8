import { expect, test } from '@playwright/test';
import { signInWithPassword, uniqueAccount } from './helpers.ts';

test.use({ locale: 'en-US' });

test('a limited member sees only their menus and gets /401 on a forbidden URL', async ({
  page,
  request,
}) => {
  const { phone, username } = uniqueAccount('clerk');
  const created = await request.post('/api/test/create-limited-member', {
    data: { username, password: 'Clerk123', phone, menuIds: [100, 150, 151] },
  });
  expect(created.ok()).toBe(true);

  await signInWithPassword(page, username, 'Clerk123');
  await expect(page).toHaveURL(/\/index$/);
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar.getByRole('menuitem', { name: 'Enterprise management' })).toBeVisible();
  await expect(sidebar.getByRole('menuitem', { name: 'Role management' })).toHaveCount(0);

  await page.goto('/rolesManagement');
  await expect(page).toHaveURL(/\/401$/);
  await expect(page.getByText('No permission')).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});

test('public pages: the agreement in both languages, and unknown paths', async ({ page }) => {
  await page.goto('/doc');
  await expect(page.getByRole('heading', { name: 'Registration agreement' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Privacy policy' })).toBeVisible();
  await page.getByTestId('language-switch').click();
  await expect(page.getByRole('heading', { name: '用户注册协议' })).toBeVisible();
  await page.goto('/index');
  await expect(page).toHaveURL(/\/login$/);
});
