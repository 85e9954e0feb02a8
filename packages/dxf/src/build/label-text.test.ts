import { describe, expect, it } from 'vitest';
import { labelFields, mtextToPlain, splitPieceLabel, textLines } from './label-text.ts';

describe('MTEXT to plain text', () => {
  it('strips fonts, colours, heights and groups, and breaks lines at \\P', () => {
    expect(mtextToPlain('{\\fSimSun|b0|i0;石材：雅士白}\\P厚度 20mm')).toBe(
      '石材：雅士白\n厚度 20mm',
    );
    expect(mtextToPlain('{\\C1;\\H2.5x;A}\\~B')).toBe('A B');
  });
  it('keeps escaped braces and backslashes, and writes stacked fractions with a slash', () => {
    expect(mtextToPlain('\\{x\\}\\\\ \\S1^2;')).toBe('{x}\\ 1/2');
  });
  it('replaces %% control codes in TEXT', () => {
    expect(textLines('TEXT', '%%c35 %%p0.5 90%%d')).toEqual(['⌀35 ±0.5 90°']);
  });
});

describe('label fields', () => {
  it('takes the coded line as label and keeps material and thickness apart', () => {
    expect(labelFields(['台面-01', '石材：雅士白', '厚度 20mm'])).toEqual({
      label: '台面-01',
      material: '雅士白',
      thickness: '20mm',
      texts: ['台面-01', '石材：雅士白', '厚度 20mm'],
    });
  });
  it('prefers a line with a digit over prose, and gives null when nothing is left', () => {
    expect(labelFields(['kitchen', 'N1-023']).label).toBe('N1-023');
    expect(labelFields(['Material: granite']).label).toBeNull();
  });
});

describe('piece code and name (issue 23)', () => {
  it('splits a coded first word from the description after it', () => {
    expect(splitPieceLabel('WB-01 墙板')).toEqual({ code: 'WB-01', name: '墙板' });
    expect(splitPieceLabel('  N1-023   kitchen   island ')).toEqual({
      code: 'N1-023',
      name: 'kitchen island',
    });
  });
  it('keeps a label whole when its first word is no code, or it is one word', () => {
    expect(splitPieceLabel('台面 01')).toEqual({ code: '台面 01', name: '' });
    expect(splitPieceLabel('WB-01')).toEqual({ code: 'WB-01', name: '' });
    expect(splitPieceLabel(null)).toEqual({ code: '', name: '' });
  });
});
