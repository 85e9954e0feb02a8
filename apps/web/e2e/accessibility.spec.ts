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

/**
 * What axe reads: the whole page, or the screen alone. The shell (sidebar, header, tabs) is the
 * same around every screen and took more than half of each whole-page run (1.4 of 2.6 s a
 * screen; excluding it still walks it), so it is read whole on the first screen of each
 * language and on the last, when the tabs hold every screen opened, and the others read
 * `#main`, where the screen is.
 */
type Scope = 'page' | 'screen';

async function violations(page: Page, scope: Scope) {
  const builder = new AxeBuilder({ page });
  if (scope === 'screen') builder.include('#main');
  // Only violations are read: axe then skips building selectors for every passing node.
  const result = await builder.options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`,
    );
}

/** Waits until the screen has loaded, then lists what axe and the page-structure rules find. */
async function findingsOf(page: Page, scope: Scope): Promise<string[]> {
  // Screens load lazily; a busy machine may take a while.
  await page.waitForLoadState('networkidle', { timeout: 90_000 });
  await expect(page.locator('.page-loading')).toHaveCount(0, { timeout: 90_000 });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 90_000 });
  // A toast (the sign-in's welcome) measured while it fades out reads as low contrast.
  await expect(page.locator('.ant-message-notice')).toHaveCount(0, { timeout: 15_000 });
  const list = await violations(page, scope);
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

    for (const [i, { path }] of SCREENS.entries()) {
      test(`${path} has no critical or serious finding (${locale})`, async () => {
        test.setTimeout(180_000);
        await openInApp(page, path, locale);
        expect(await findingsOf(page, i === 0 ? 'page' : 'screen')).toEqual([]);
      });
    }
    for (const [i, [list, link]] of DETAILS.entries()) {
      test(`the detail screen opened from ${list} has none either (${locale})`, async () => {
        test.setTimeout(180_000);
        await openInApp(page, list, locale);
        await page.locator(link).first().click({ timeout: 90_000 });
        // Check the detail screen, not the list still under a hovering pointer.
        await page.waitForURL(/Details?\?/, { timeout: 90_000 });
        await page.mouse.move(0, 0);
        expect(await findingsOf(page, i === DETAILS.length - 1 ? 'page' : 'screen')).toEqual([]);
      });
    }
  });
}
