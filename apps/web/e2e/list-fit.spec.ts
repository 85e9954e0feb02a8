import { expect, test, type Browser, type Page } from '@playwright/test';
import { openInApp, overflowsX, signInAsAdmin } from './helpers.ts';

/**
 * Every list screen of the demo admin (issue 23 item 8), with the tab that holds the list. They
 * open inside the app one after another, so two in a row are never tabs of one screen (see
 * `openInApp`).
 */
const LISTS = [
  '/produceManagement/produceProject',
  '/basicManagement',
  '/aboutMaterial/picking',
  '/basicManagement?tab=racks',
  '/basicManagement/processCategory',
  '/basicManagement?tab=workshops',
  '/deviceManagement',
  '/orgManagement/memberManagement',
  '/rolesManagement',
  '/extendedApplication',
  '/aboutMaterial/transfer',
  '/aboutMaterial/return',
  '/producePlan/devicePicking',
  '/producePlan/reportWork',
  '/produceData/cuttingData',
  '/codeManagement',
  '/frameManagement',
  '/producePlan/plans',
  '/producePlan/cuttingTasks',
  '/producePlan/secondTasks',
  '/producePlan/packTasks',
  '/produceManagement/produceProject?view=boxOrders',
  '/produceManagement/orderManage',
  '/produceManagement/solutionSettlement',
  '/docManagement/oemOrderDoc',
  '/docManagement/prodOrderDoc',
] as const;

const screenOf = (path: string) => path.split('?')[0];
if (LISTS.some((path, i) => i > 0 && screenOf(path) === screenOf(LISTS[i - 1] ?? '')))
  throw new Error('list-fit: two tabs of one screen in a row would not wait for the second');

type Fit = { table: number; box: number; actionsInView: boolean; hasChooser: boolean };

/** Each list's width against its box, and whether its actions column shows whole. */
async function measureLists(page: Page): Promise<Fit[]> {
  // Lists load lazily; a busy machine may take a while.
  await expect(page.locator('.ant-table-wrapper').first()).toBeVisible({ timeout: 90_000 });
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 90_000 });
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.ant-table-wrapper')]
      .filter((wrapper) => wrapper.offsetParent !== null)
      .map((wrapper) => {
        const scroller =
          wrapper.querySelector<HTMLElement>('.ant-table-content') ??
          wrapper.querySelector<HTMLElement>('.ant-table-body') ??
          wrapper;
        const table = scroller.querySelector('table');
        const headers = [...wrapper.querySelectorAll<HTMLElement>('thead th')];
        // Only a pinned last column is an actions column; a list without actions may scroll.
        const lastHeader = headers.at(-1);
        const pinned = !!lastHeader?.className.includes('ant-table-cell-fix');
        const last = pinned ? lastHeader?.getBoundingClientRect() : undefined;
        const box = scroller.getBoundingClientRect();
        return {
          table: Math.ceil(table?.scrollWidth ?? scroller.scrollWidth),
          box: Math.floor(scroller.clientWidth),
          actionsInView:
            !pinned || (!!last && last.right <= box.right + 1 && last.left >= box.left - 1),
          // Paged lists offer the column chooser; a picker (no pages) shows all it has.
          hasChooser:
            !wrapper.querySelector('.ant-pagination') ||
            !!wrapper.parentElement?.querySelector('[data-testid="column-chooser"]'),
        };
      }),
  );
}

async function expectListsFit(browser: Browser, locale: 'zh-CN' | 'en-US', width: number) {
  const context = await browser.newContext({ locale, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAsAdmin(page);
  const misfits: Record<string, Fit[]> = {};
  for (const path of LISTS) {
    await openInApp(page, path, locale);
    const fits = await measureLists(page);
    // At 1440 px the default columns fit; narrower, the list scrolls in its box, never the page.
    const bad = fits.filter(
      (f) => !f.actionsInView || !f.hasChooser || (width >= 1440 && f.table > f.box),
    );
    if (bad.length > 0 || (await page.evaluate(overflowsX))) misfits[path] = fits;
  }
  await context.close();
  expect(misfits).toEqual({});
}

// English at 1440 px (its words are the longest), Chinese at 768 px: both languages, two passes,
// to keep the suite's time down; the accessibility spec opens every screen in both anyway.
test('every list fits 1440 px with its actions in view (en-US)', async ({ browser }) => {
  test.setTimeout(600_000);
  await expectListsFit(browser, 'en-US', 1440);
});

test('at 768 px every list scrolls in its own box with the actions pinned in view (zh-CN)', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  await expectListsFit(browser, 'zh-CN', 768);
});
