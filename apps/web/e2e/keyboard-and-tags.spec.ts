import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin } from './helpers.ts';

const LOAD = { timeout: 90_000 };

/** Whether the focused element draws a ring (outline or box-shadow) a sighted keyboard user sees. */
const focusRingOf = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return { text: el.textContent?.trim() ?? '', ring: outline || style.boxShadow !== 'none' };
  });

for (const [locale, skip] of [
  ['zh-CN', '跳到主要内容'],
  ['en-US', 'Skip to content'],
] as const) {
  test.describe(locale, () => {
    test.use({ locale, viewport: { width: 1440, height: 900 } });

    test(`the skip link, the sidebar's arrow keys and the home tiles show focus (${locale})`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await signInAsAdmin(page);
      // A fresh load, as a keyboard user arrives: focus starts at the top of the document, not
      // on the sign-in form's button the client-side navigation left it on.
      await page.goto('/index');
      const tile = page.locator('main .ant-col > a').first();
      await expect(tile).toBeVisible(LOAD);

      // The first Tab stop skips the sidebar.
      await page.keyboard.press('Tab');
      const skipLink = page.getByRole('link', { name: skip });
      await expect(skipLink).toBeFocused();
      await expect(skipLink).toBeInViewport();

      // The sidebar menu: arrow keys move between entries, each with a visible ring.
      await page.getByRole('menu').first().focus();
      // antd's menu moves focus in the next animation frame: wait for it, not a fixed delay.
      const menuItemFocused = () =>
        page.evaluate(() => !!document.activeElement?.closest('[role="menuitem"]'));
      await page.keyboard.press('ArrowDown');
      await expect.poll(menuItemFocused).toBe(true);
      const first = await focusRingOf(page);
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await focusRingOf(page))?.text).not.toBe(first?.text);
      const second = await focusRingOf(page);
      expect(first?.ring && second?.ring).toBe(true);

      // The shortcut tiles are links with a ring.
      await tile.focus();
      expect((await focusRingOf(page))?.ring).toBe(true);
    });

    test(`the tag bar scrolls the current page's tag into view (${locale})`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width: 1024, height: 800 });
      await signInAsAdmin(page);
      const paths = [
        '/produceData/cuttingData',
        '/produceData/mesDigitalFactory',
        '/docManagement/oemOrderDoc',
        '/docManagement/prodOrderDoc',
        '/performanceManagement',
        '/spCraftsManagement',
        '/codeManagement',
        '/teamManManagement',
        '/frameManagement',
        '/monthStandard',
      ];
      for (const path of paths) {
        await page.evaluate((to) => {
          window.history.pushState({}, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await expect(page.locator(`.tags-view [data-path="${path}"]`)).toBeInViewport(LOAD);
      }
      // Back to the first visited page: its tag, scrolled off to the left, comes back into view.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, paths[0]!);
      await expect(page.locator(`.tags-view [data-path="${paths[0]}"]`)).toBeInViewport(LOAD);
      const list = page.locator('.tags-view__list');
      expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    });
  });
}
