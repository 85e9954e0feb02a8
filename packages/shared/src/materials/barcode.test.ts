import { describe, expect, it } from 'vitest';
import { translate } from '../messages.ts';
import { pickSlabBody, takeSlabBody } from '../material-flows/schemas.ts';
import { barcodeText } from './barcode.ts';
import { createBigSlabBody } from './slabs.ts';

/** Issue 23: a barcode is what Code128 prints, in every body that carries one. */
describe('barcodes', () => {
  it('takes printable ASCII: letters, digits and symbols', () => {
    for (const ok of ['HL-01', 'A_b.9/+%$', '!~'])
      expect(barcodeText().safeParse(ok).success).toBe(true);
  });

  it('refuses emoji, Chinese, full-width and spaces with one message in zh and en', () => {
    for (const bad of ['HL-01😀', '大板01', 'ＨＬ01', 'A B', 'é']) {
      const result = barcodeText().safeParse(bad);
      expect(result.error?.issues[0]?.message, bad).toBe('bigSlab.barcodeFormat');
    }
    expect(translate('bigSlab.barcodeFormat', 'en')).toMatch(/ASCII/);
    expect(translate('bigSlab.barcodeFormat', 'zh')).toMatch(/英文字母/);
  });

  it('is the rule of the slab form, the picking scan and the machine-table scan', () => {
    const issue = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      r.error?.issues.find((i) => i.path[0] === 'barcode')?.message;
    expect(issue(createBigSlabBody.safeParse({ barcode: '😀' }))).toBe('bigSlab.barcodeFormat');
    expect(issue(pickSlabBody.safeParse({ projectId: 'p', barcode: '😀' }))).toBe(
      'bigSlab.barcodeFormat',
    );
    expect(issue(takeSlabBody.safeParse({ deviceId: 'd', table: 'A', barcode: '😀' }))).toBe(
      'bigSlab.barcodeFormat',
    );
  });
});
