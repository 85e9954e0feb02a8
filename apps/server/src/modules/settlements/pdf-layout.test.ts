import { describe, expect, test } from 'vitest';
import { documentPages, FIRST_PAGE_SLOTS, PAGE_SLOTS, paginate } from './pdf-layout.ts';
import { fit } from './settlement-pdf.ts';
import { cjkFont, fontFile } from './settlement-font.ts';

const lines = (kind: 'project' | 'process' | 'box', n: number) =>
  Array.from({ length: n }, () => ({ kind }));

/** docs/adr/0021: pages are fixed row slots, so the stored count is the printed count. */
describe('settlement PDF layout', () => {
  test('an empty or small document is one page', () => {
    expect(documentPages([])).toBe(1);
    expect(documentPages(lines('project', FIRST_PAGE_SLOTS - 2))).toBe(1);
  });

  test('a section carried to the next page repeats its title and header', () => {
    const pages = paginate([...lines('project', FIRST_PAGE_SLOTS - 2), ...lines('process', 3)]);
    expect(pages).toHaveLength(2);
    expect(pages[1]![0]!.kind).toBe('process');
    expect(pages[1]![0]!.lines).toHaveLength(3);
    const long = paginate(lines('box', FIRST_PAGE_SLOTS - 2 + (PAGE_SLOTS - 2) * 3));
    expect(long).toHaveLength(4);
  });

  test('a long name is cut to one line of its column', () => {
    const cut = fit('大理石墙面超长方案名称'.repeat(10), 150);
    expect(cut.endsWith('…')).toBe(true);
    expect([...cut].length).toBeLessThan(20);
    expect(fit('B-1', 100)).toBe('B-1');
  });

  test('the CJK font is the npm package TrueType file', () => {
    const font = cjkFont();
    expect(font).not.toBeNull();
    expect(fontFile(font!)).toMatch(/NotoSansSC_400Regular\.ttf$/);
  });
});
