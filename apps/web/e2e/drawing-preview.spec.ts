import { expect, test } from '@playwright/test';
import { MESSAGES } from '@stone/shared/messages';
import { en } from '../src/features/projects/locales/en.ts';
import { zh } from '../src/features/projects/locales/zh.ts';
import { buttonName, signInWithPassword } from './helpers.ts';

/**
 * Issue 23: a drawing that declares no units (dxf-samples README: skym_blocks2.dxf, $INSUNITS 0,
 * two block outlines of 80 × 20 and 80 × 30 as drawn) is previewed before the project exists,
 * refused until its units are chosen, and then created with the area the chosen units give.
 */
const UNITLESS = '/work/shared/dxf-samples/skym_blocks2.dxf';

for (const [language, T, locale] of [
  ['zh', zh, 'zh-CN'],
  ['en', en, 'en-US'],
] as const) {
  test.describe(`drawing preview in ${language}`, () => {
    test.use({ locale });
    test('a unitless drawing is previewed and needs its units', async ({ page }) => {
      test.setTimeout(120_000);
      await signInWithPassword(page, 'admin', 'Admin123');
      await expect(page).toHaveURL(/\/index$/);
      await page.goto('/produceManagement/produceProject');
      await page.getByRole('button', { name: buttonName(T.actions.add) }).click();
      const drawer = page.locator('.ant-drawer');
      await drawer.locator('#createProject_name').fill(`Unitless ${language} ${Date.now() % 1e7}`);
      await drawer.locator('input[type="file"]').setInputFiles(UNITLESS);

      // The preview: no units declared, a guess offered, the area withheld until units are chosen.
      await expect(drawer.getByText(T.preview.noUnits)).toBeVisible({ timeout: 30_000 });
      const summary = drawer.getByTestId('preview-summary');
      await expect(summary).toHaveText(
        T.preview.summaryNoUnits.replace('{{count}}', '2').replace('{{total}}', '2'),
      );
      await expect(drawer.getByTestId('piece-outline')).toHaveCount(2);

      // Created without units: refused with the server's sentence, nothing made.
      await drawer.getByRole('button', { name: buttonName(T.create.submit) }).click();
      const refusal = MESSAGES['project.unitsRequired'][language].replace(
        '{plane}',
        T.create.defaultPlaneName.replace('{{n}}', '1'),
      );
      // The server's sentence, as the toast shows it.
      await expect(page.getByText(refusal).first()).toBeVisible();

      // cm, as guessed: 80 × 20 and 80 × 30 cm are 0.16 + 0.24 m² less the rounded corners.
      const cm = T.preview.suggested.replace('{{unit}}', T.preview.units.cm);
      await drawer.getByLabel(cm).check();
      await expect(summary).toHaveText(
        T.preview.summary
          .replace('{{count}}', '2')
          .replace('{{total}}', '2')
          .replace('{{area}}', '0.36'),
      );
      await drawer.getByRole('button', { name: buttonName(T.create.submit) }).click();
      await expect(drawer.getByTestId('create-report')).toBeVisible({ timeout: 60_000 });
    });
  });
}
