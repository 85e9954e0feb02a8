import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { processQrValue } from '@stone/shared/processes/enums';
import { pieceScanCode } from '@stone/shared/production/piece-label';
import { en as flowEn } from '../src/features/material-flows/locales/en.ts';
import { zh as flowZh } from '../src/features/material-flows/locales/zh.ts';
import { buttonName, call, choose, signInAsAdmin } from './helpers.ts';

// Issue 18, end to end: a kitchen project's slabs are cut on a saw; its pieces are bound to an
// iron frame and the frame moved to polishing by scan; the pieces are reported at the saw and
// at polishing, kit-checked, packed into the wooden boxes of the packing list by scan, and the
// box-by-box packing list opens for print. Every step is a scan on the screen a worker uses.
type Piece = { id: string; code: string };
type Box = { id: string; number: number; name: string; scanCode: string };

/** A reviewed kitchen project of its own (test hook), its slabs delivered and picked. */
async function kitchenReadyToCut(request: APIRequestContext, tag: string) {
  const { token } = await call<{ token: string }>(request, '', 'webAuth/loginByPassword', {
    account: 'admin',
    password: 'Admin123',
  });
  const orderNo = `SO-E2E-${tag}`;
  const hook = await request.post('/api/test/create-walkthrough-project', {
    data: { name: `厨房台面 Kitchen ${tag}`, orderNo },
  });
  const { projectId } = (await hook.json()) as { projectId: string };
  const options = await call<{
    warehouses: { id: string; code: string }[];
    materials: { id: string; code: string }[];
  }>(request, token, 'webBigSlab/getBigSlabOptions', {});
  const picking = await call<{ rows: { layoutId: string; lengthMm: number; widthMm: number }[] }>(
    request,
    token,
    'webPicking/getPickingList',
    { projectId },
  );
  const barcodes: string[] = [];
  for (const [i, row] of picking.rows.entries()) {
    const barcode = `${orderNo}-S${i + 1}`;
    await call(request, token, 'webBigSlab/createBigSlab', {
      blockNo: 'E2E',
      bundleNo: tag.slice(-6),
      slabNo: String(i + 1),
      barcode,
      materialId: options.materials.find((m) => m.code === 'YS')?.id,
      thicknessMm: 20,
      lengthMm: Math.ceil(row.lengthMm) + 100,
      widthMm: Math.ceil(row.widthMm) + 100,
      warehouseId: options.warehouses.find((w) => w.code === 'WH01')?.id,
    });
    await call(request, token, 'webPicking/pickSlab', {
      projectId,
      barcode,
      layoutId: row.layoutId,
    });
    barcodes.push(barcode);
  }
  return { token, projectId, orderNo, barcodes };
}

/** The project's pieces, by kit group (a planned box of its packing list). */
async function piecesByGroup(request: APIRequestContext, token: string, projectId: string) {
  const kit = await call<{ groups: { key: string; boxNo: number | null }[] }>(
    request,
    token,
    'webMesPack/getKitGroups',
    { projectId },
  );
  const groups: { boxNo: number | null; pieces: Piece[] }[] = [];
  for (const group of kit.groups) {
    const { pieces } = await call<{ pieces: Piece[] }>(
      request,
      token,
      'webMesPack/getGroupPieces',
      {
        projectId,
        groupKey: group.key,
      },
    );
    groups.push({ boxNo: group.boxNo, pieces });
  }
  return groups;
}

/** Types a label into a scanner field and presses Enter, as a hand scanner does. */
async function scanInto(page: Page, input: string, text: string) {
  const field = page.locator(input);
  await field.fill(text);
  await field.press('Enter');
  await expect(field).toHaveValue('');
}

for (const [language, F, locale, viewport] of [
  ['zh', flowZh, 'zh-CN', { width: 1440, height: 900 }],
  ['en', flowEn, 'en-US', { width: 768, height: 1024 }],
] as const) {
  test.describe(`the factory floor in ${language}`, () => {
    test.use({ locale, viewport });

    test('cut → bind to a frame → move → report → kit check → pack → packing list', async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      const tag = `${language}-${Date.now() % 1e8}`;
      const kitchen = await kitchenReadyToCut(request, tag);
      const { token, projectId } = kitchen;
      await signInAsAdmin(page);

      // The saw: each picked slab onto SAW-02's table B and its cut confirmed.
      await page.goto('/producePlan/devicePicking');
      await choose(page, '#flow_device', 'SAW-02');
      const tableB = page.locator('.flow-table-B');
      for (const barcode of kitchen.barcodes) {
        await tableB.locator('#flow_take_B').fill(barcode);
        await tableB.locator('#flow_take_B').press('Enter');
        await expect(tableB.locator('.flow-table-barcode')).toHaveText(barcode);
        await tableB.getByRole('button', { name: buttonName(F.device.cut) }).click();
        // This slab's confirmation, not the last slab's still fading out (CI clicked that one).
        const dialog = page.locator('.ant-modal-confirm').filter({ hasText: barcode });
        await dialog.locator('.ant-btn-primary').click();
        await expect(dialog).toHaveCount(0);
        await expect(tableB).toContainText(F.device.emptyTable);
      }
      const groups = await piecesByGroup(request, token, projectId);
      const pieces = groups.flatMap((g) => g.pieces);
      expect(pieces.length).toBeGreaterThan(0);

      // A frame: every piece bound by scanning its label, then the frame's; then the frame
      // moved to polishing by scanning it and the polishing process's QR code.
      const frame = await call<{ numbers: string[] }>(request, token, 'webIronFrame/createFrames', {
        count: 1,
        classNo: 'A',
        returnable: true,
        location: '',
      });
      const frameLabel = `FR-${frame.numbers[0]}`;
      await page.goto('/frameManagement');
      await page.getByRole('tab').nth(1).click();
      const frameInput = '.frame-scan__input input';
      for (const piece of pieces) await scanInto(page, frameInput, pieceScanCode(piece.id));
      await scanInto(page, frameInput, frameLabel);
      const frameResults = page.locator('.frame-scan__results li');
      await expect(frameResults.first()).toContainText(frame.numbers[0]!);
      await expect(frameResults.first().locator('.ant-typography-success')).toBeVisible();
      await page.locator('.frame-scan .ant-segmented-item').nth(1).click();
      await scanInto(page, frameInput, frameLabel);
      await scanInto(page, frameInput, processQrValue('POLISH'));
      await expect(frameResults.first().locator('.ant-typography-success')).toBeVisible();
      await expect(frameResults.first()).toContainText('抛光');

      // Work reports: the saw's step, then polishing, each piece by its label.
      await page.goto('/producePlan/reportWork');
      const reportInput = '.work-scan__input input';
      for (const code of ['CUT', 'POLISH']) {
        await scanInto(page, reportInput, processQrValue(code));
        for (const piece of pieces) {
          await scanInto(page, reportInput, pieceScanCode(piece.id));
          await expect(page.locator('.work-results__item').first()).toHaveClass(/--ok/);
          await expect(page.locator('.work-results__item').first()).toContainText(piece.code);
        }
      }

      // Kit check by scan: every group of the packing list becomes complete.
      await page.goto(`/mesPack?projectId=${projectId}`);
      const packInput = '.pack-scan__input input';
      for (const piece of pieces) {
        await scanInto(page, packInput, pieceScanCode(piece.id));
        await expect(page.getByTestId('scan-ok').filter({ hasText: piece.code })).toHaveCount(1);
      }
      // The last scan of a planned box completes it, named as the screen names it.
      await expect(page.getByTestId('scan-ok').first()).not.toContainText('box:');

      // Packing: a wooden box per planned box, each filled by scanning its label and its pieces.
      await call(request, token, 'webMesPack/createBoxes', {
        projectId,
        boxType: 'standard',
        lengthMm: 3300,
        widthMm: 1000,
        heightMm: 400,
        perPlannedBox: true,
      });
      const boxes = await call<{ list: Box[] }>(request, token, 'webMesPack/getBoxList', {
        projectId,
        pageNum: 1,
        pageSize: 50,
      });
      await page.locator('.pack-scan .ant-segmented-item').nth(1).click();
      for (const group of groups) {
        const box = boxes.list.find((b) => b.number === group.boxNo)!;
        await scanInto(page, packInput, box.scanCode);
        await expect(page.getByTestId('current-box')).toContainText(box.name);
        for (const piece of group.pieces) {
          await scanInto(page, packInput, pieceScanCode(piece.id));
          const line = page.getByTestId('scan-ok').filter({ hasText: piece.code }).first();
          await expect(line).toContainText(box.name);
        }
      }

      // The box-by-box packing list, ready for A4: every box with its pieces.
      await page.goto(`/packedBoxDetails?projectId=${projectId}`);
      const sheet = page.locator('.ant-modal');
      for (const box of boxes.list) await expect(sheet).toContainText(box.name);
      for (const piece of pieces) await expect(sheet).toContainText(piece.code);
      await expect(sheet.locator('.ant-btn-primary')).toBeEnabled();

      // The project's figures followed: every piece is packed.
      const detail = await call<{ planes: { pieceCount: number; boxedCount: number }[] }>(
        request,
        token,
        'webProduce/getSolutionDetail',
        { id: projectId },
      );
      for (const plane of detail.planes) expect(plane.boxedCount).toBe(plane.pieceCount);
    });
  });
}
