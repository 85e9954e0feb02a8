import { expect, test } from 'vitest';
import { coefficientText, coefficientToBp, splitTeamPay } from './teams.ts';

test('a coefficient is percent text above 0 and at most 100 with at most two decimals', () => {
  expect(['35.5', '0.01', '100', ' 40 '].map((v) => coefficientText.safeParse(v).success)).toEqual([
    true,
    true,
    true,
    true,
  ]);
  for (const bad of ['0', '-5', '100.001', '100.01', 'abc', '', '1e2'])
    expect(coefficientText.safeParse(bad).success, bad).toBe(false);
  expect(coefficientToBp('35.5')).toBe(3550);
});

test('team pay splits by the coefficients in whole cents that add up exactly', () => {
  const members = [
    { workerId: 'a', coefficientBp: 4000 },
    { workerId: 'b', coefficientBp: 3500 },
    { workerId: 'c', coefficientBp: 2500 },
  ];
  const parts = splitTeamPay(10001, members);
  expect(parts.map((p) => p.cents)).toEqual([4001, 3500, 2500]);
  expect(parts.reduce((a, p) => a + p.cents, 0)).toBe(10001);
  expect(splitTeamPay(500, [])).toEqual([]);
});
