import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { APP_ROUTES } from '@stone/shared/routes';
import { openInApp, signInAsAdmin } from './helpers.ts';

/** Route names that have a screen file (`features/<f>/screens/<route-name>.tsx`), or are composed. */
function routesWithScreens(): Set<string> {
  const features = fileURLToPath(new URL('../src/features', import.meta.url));
  const names = new Set(['picking']);
  for (const feature of readdirSync(features)) {
    let files: string[] = [];
    try {
      files = readdirSync(`${features}/${feature}/screens`);
    } catch {
      continue;
    }
    for (const file of files) {
      if (!file.endsWith('.tsx') || file.endsWith('.test.tsx')) continue;
      names.add(file.slice(0, -4).replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()));
    }
  }
  return names;
}

/**
 * Every screen of the route table the demo admin opens from the sidebar or a list: the
 * built screens (menu and hidden ones without an id), plus one "feature not open" route.
 */
const SCREENS = APP_ROUTES.filter(
  (r) =>
    !r.redirect &&
    (routesWithScreens().has(r.name) || r.name === 'cuttingData') &&
    !r.name.endsWith('Details'),
);

/** Detail screens, reached from their lists (they need an id). */
const DETAILS: readonly (readonly [list: string, link: string])[] = [
  ['/produceManagement/produceProject', '#main a[href*="/solutionDetails?"]'],
  ['/aboutMaterial/picking', '#main a[href*="/slabDetails?"]'],
  ['/produceManagement/produceProject?view=boxOrders', '#main a[href*="/orderDetails?"]'],
  ['/produceManagement/orderManage', '#main a[href*="/orderManageDetail?"]'],
  ['/produceManagement/solutionSettlement', '#main a[href*="/solutionSettlementDetail?"]'],
];

async function violations(page: Page) {
  // Only violations are read: axe then skips building selectors for every passing node.
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`,
    );
}

/** Waits until the screen has loaded, then lists what axe and the page-structure rules find. */
async function findingsOf(page: Page): Promise<string[]> {
  // Screens load lazily; a busy machine may take a while.
  await page.waitForLoadState('networkidle', { timeout: 90_000 });
  await expect(page.locator('.page-loading')).toHaveCount(0, { timeout: 90_000 });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 90_000 });
  // A toast (the sign-in's welcome) measured while it fades out reads as low contrast.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
  const list = await violations(page);
  // Every screen names itself in one h1 (visually hidden is fine), after the skip link.
  if ((await page.locator('h1').count()) !== 1) list.push('no single h1');
  if ((await page.locator('a.skip-link[href="#main"]').count()) !== 1) list.push('no skip link');
  return list;
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  // One signed-in page per language, reused by every screen, which opens inside the app.
  test.describe(`axe, ${locale}`, () => {
    let context: BrowserContext;
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      test.setTimeout(180_000);
      context = await browser.newContext({ locale, viewport: { width: 1440, height: 900 } });
      page = await context.newPage();
      // Live screens hold the event stream open, so the network would never go idle; refused,
      // the stream retries after a pause and the screen shows what it loaded.
      await page.route('**/api/v1/webEvent/stream', (route) => route.abort());
      await signInAsAdmin(page);
    });
    test.afterAll(() => context.close());

    for (const { path } of SCREENS) {
      test(`${path} has no critical or serious finding (${locale})`, async () => {
        test.setTimeout(180_000);
        await openInApp(page, path, locale);
        expect(await findingsOf(page)).toEqual([]);
      });
    }
    for (const [list, link] of DETAILS) {
      test(`the detail screen opened from ${list} has none either (${locale})`, async () => {
        test.setTimeout(180_000);
        await openInApp(page, list, locale);
        await page.locator(link).first().click({ timeout: 90_000 });
        // Check the detail screen, not the list still under a hovering pointer.
        await page.waitForURL(/Details?\?/, { timeout: 90_000 });
        await page.mouse.move(0, 0);
        expect(await findingsOf(page)).toEqual([]);
      });
    }
  });
}
