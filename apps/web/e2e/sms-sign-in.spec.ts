import { expect, test } from '@playwright/test';
import { MESSAGES } from '@stone/shared/messages';
import { readSmsCode, solveSlider } from './helpers.ts';

/** The phone of the demo enterprise's administrator (the e2e server seeds it). */
const DEMO_PHONE = '13800000000';

test('the admin signs in with a code sent to their phone; a wrong code is refused first', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByText('验证码登录').click();
  await page.locator('#phone').fill(DEMO_PHONE);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await solveSlider(page, request);
  await expect(page.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  const code = await readSmsCode(request, DEMO_PHONE);

  await page.locator('#smsCode').fill(code === '000000' ? '111111' : '000000');
  await page.locator('form button[type="submit"]').click();
  // Shown under the field and as a toast.
  await expect(page.getByText(MESSAGES['sms.codeWrong'].zh).first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.locator('#smsCode').fill(code);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.getByText(/欢迎，(Admin|admin)/)).toBeVisible();
});
