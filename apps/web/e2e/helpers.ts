import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { APP_ROUTES } from '@stone/shared/routes';
import { menuEn } from '../src/layout/locales/menu-en.ts';
import { menuZh } from '../src/layout/locales/menu-zh.ts';

/** A phone number and user name no earlier run has used. */
export function uniqueAccount(prefix: string) {
  const n = `${Date.now() % 1e8}`.padStart(8, '0');
  return { phone: `139${n}`, username: `${prefix}_${n}` };
}

/** What the person would read on their phone: the last code sent to it (test hook). */
export async function readSmsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/test/last-sms-code?phone=${phone}`);
      code = ((await response.json()) as { code: string | null }).code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

/** Drag the puzzle piece onto the gap, as a person would, using the answer from the test hook. */
export async function solveSlider(page: Page, request: APIRequestContext): Promise<void> {
  const puzzle = page.locator('[data-captcha-id]');
  await expect(puzzle).toBeVisible();
  const captchaId = await puzzle.getAttribute('data-captcha-id');
  const response = await request.get(`/api/test/slider-answer?captchaId=${captchaId}`);
  const { x } = (await response.json()) as { x: number };
  const handle = page.getByRole('slider');
  // hover() waits until the handle stops moving (the dialog zooms in): a box read during the
  // animation puts the drag beside the handle, and nothing is verified.
  await handle.hover();
  const box = await handle.boundingBox();
  if (!box) throw new Error('slider handle has no box');
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.waitForTimeout(120);
  await page.mouse.move(startX + x / 2, y, { steps: 8 });
  await page.waitForTimeout(120);
  await page.mouse.move(startX + x, y, { steps: 8 });
  await page.mouse.up();
  await expect(puzzle).toBeHidden();
}

export async function signInWithPassword(page: Page, account: string, password: string) {
  await page.goto('/login');
  await page.locator('#account').fill(account);
  await page.locator('#password').fill(password);
  await page.locator('form button[type="submit"]').click();
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

/** Characters of Chinese still on screen (hidden elements don't count). */
export async function chineseOnScreen(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  return text.split('\n').filter((line) => CJK.test(line));
}

/** Whether the page scrolls sideways; runs in the browser through page.evaluate. */
export const overflowsX = () =>
  document.documentElement.scrollWidth > document.documentElement.clientWidth;

/** Signs in as the demo's administrator and waits for the home page. */
export async function signInAsAdmin(page: Page) {
  await signInWithPassword(page, 'admin', 'Admin123');
  await expect(page).toHaveURL(/\/index$/);
}

/**
 * Opens a screen the way the sidebar does, inside the running app: a page load per screen costs
 * seconds of script start-up that tell nothing. The screen is there once its h1 names it, so
 * two screens in a row must differ in title (a tab of the same screen is not a new screen).
 */
export async function openInApp(page: Page, path: string, locale: 'zh-CN' | 'en-US') {
  const titles: Record<string, string> = locale === 'zh-CN' ? menuZh : menuEn;
  const name = APP_ROUTES.find((route) => route.path === path.split('?')[0])?.name ?? '';
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('h1')).toHaveText(titles[name] ?? name, { timeout: 90_000 });
}

/** Opens each path, waits until its `ready` element shows, and checks nothing scrolls sideways. */
export async function expectScreensFit(
  page: Page,
  screens: readonly (readonly [string, string])[],
) {
  for (const [path, ready] of screens) {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    expect(await page.evaluate(overflowsX), path).toBe(false);
  }
}

/**
 * A button's accessible name, after its icon's name if it has one: Ant Design puts a space
 * between the two characters of a two-character Chinese button, and a count may follow.
 */
export function buttonName(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(
    `(^|\\s)${escaped.replace(/([\u4e00-\u9fff])(?=[\u4e00-\u9fff])/g, '$1\\s*')}(\\s*\\(\\d+\\))?\\s*$`,
  );
}

/**
 * Picks an option of an Ant Design select, typing part of it when the select is searchable, and
 * again until the select shows it: a click while its list is still opening can land on nothing,
 * and its list may close again as the form re-renders.
 */
export async function choose(page: Page, selector: string, text: string, searchable = false) {
  const input = page.locator(selector);
  const select = page.locator('.ant-select').filter({ has: input });
  await expect(async () => {
    // A click on an open select closes it: open it only when a try before left it shut.
    if ((await input.getAttribute('aria-expanded')) !== 'true') await input.click();
    if (searchable) await input.fill(text);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: text })
      .first()
      .click({ timeout: 2000 });
    await expect(select.first()).toContainText(text, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

/** One API call as the web makes it; the envelope must say success. */
export async function call<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
) {
  const response = await request.post(`/api/v1/${path}`, {
    data,
    headers: { Authorization: token },
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: T };
  expect(envelope.code, envelope.msg).toBe(0);
  return envelope.data;
}

/** The demo's hotel project (apps/server/src/demo), which the saw specs cut for. */
export const HOTEL_ORDER_NO = 'SO-2026-0102';

/**
 * Delivers, through the API, a slab of the hotel's stone `marginMm` larger each way than its
 * first plan slab into warehouse 1; answers the admin's token and the hotel project's id.
 */
export async function deliverHotelSlab(
  request: APIRequestContext,
  slab: { barcode: string; bundleNo: string; marginMm: number },
) {
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
  const projectId = projects.list.find((p) => p.orderNo === HOTEL_ORDER_NO)?.id;
  const picking = await call<{ rows: { lengthMm: number; widthMm: number }[] }>(
    request,
    token,
    'webPicking/getPickingList',
    { projectId },
  );
  const plan = picking.rows[0]!;
  await call(request, token, 'webBigSlab/createBigSlab', {
    blockNo: 'E2E',
    bundleNo: slab.bundleNo,
    slabNo: slab.barcode.slice(-4),
    barcode: slab.barcode,
    // The hotel project's stone in the demo catalogue (seed-stones.ts), by id (issue 23).
    materialId: options.materials.find((m) => m.code === 'JS')?.id,
    thicknessMm: 20,
    lengthMm: Math.ceil(plan.lengthMm) + slab.marginMm,
    widthMm: Math.ceil(plan.widthMm) + slab.marginMm,
    warehouseId: options.warehouses.find((w) => w.code === 'WH01')?.id,
  });
  return { token, projectId };
}
