import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  bpToPercent,
  divideRounded,
  formatMoney,
  mm2ToM2,
  parseHundredths,
  parseMoney,
  priceTimes,
  ratioToBp,
  splitByWeights,
} from './units.ts';

describe('units', () => {
  test('areas and yields read as people write them, rounded half up', () => {
    expect(mm2ToM2(0)).toBe('0.00');
    expect(mm2ToM2(5_050_000)).toBe('5.05');
    expect(mm2ToM2(4_999)).toBe('0.00');
    expect(mm2ToM2(5_000)).toBe('0.01');
    expect(mm2ToM2('123456789')).toBe('123.46');
    expect(bpToPercent(8725)).toBe('87.25');
    expect(bpToPercent(10_000)).toBe('100.00');
    expect(ratioToBp(4_750_000, 16_640_000)).toBe(2855);
    expect(ratioToBp(1, 0)).toBe(0);
  });

  test('two-decimal texts convert exactly both ways, and others are refused', () => {
    expect(parseHundredths('12.5')).toBe(1250);
    expect(parseHundredths('0.07')).toBe(7);
    expect(() => parseHundredths('12.345')).toThrow(RangeError);
    expect(() => parseHundredths('-1')).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (cents) => {
        expect(parseMoney(formatMoney(cents))).toBe(cents);
      }),
    );
  });

  test('price × quantity is exact and rounds half up to the cent', () => {
    // 12.34 CNY per metre × 3,456 mm = 42.64704 CNY.
    expect(priceTimes(1234, 3456, 1000)).toBe(4265);
    // 0.5 cent rounds up; 0.4999 down.
    expect(priceTimes(1, 500, 1000)).toBe(1);
    expect(priceTimes(1, 499, 1000)).toBe(0);
    // 88.88 CNY per m² × 12 m² of pieces in mm²: past 2^53 in between, exact at the end.
    expect(priceTimes(8888, 12_000_000_000, 1_000_000)).toBe(106_656_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 0, max: 1e9 }), (p, q) => {
        const exact = (BigInt(p) * BigInt(q) * 2n + 1000n) / 2000n;
        expect(priceTimes(p, q, 1000)).toBe(Number(exact));
      }),
    );
  });

  test('a split always adds up to the whole, parts as near their share as a cent allows', () => {
    expect(splitByWeights(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeights(1001, [5000, 3000, 2000])).toEqual([501, 300, 200]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = splitByWeights(total, weights);
          const sum = weights.reduce((a, w) => a + w, 0);
          expect(parts.reduce((a, p) => a + p, 0)).toBe(total);
          parts.forEach((part, i) =>
            expect(Math.abs(part - (total * (weights[i] as number)) / sum)).toBeLessThan(1),
          );
        },
      ),
    );
  });

  test('integer division rounds half away from zero', () => {
    expect(divideRounded(15, 10)).toBe(2);
    expect(divideRounded(14, 10)).toBe(1);
    expect(divideRounded(-15, 10)).toBe(-2);
  });
});
