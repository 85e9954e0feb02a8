import { describe, expect, it } from 'vitest';
import divisions from './china-divisions.json';
import { divisionName, PROVINCES } from './division-names.ts';

const LATIN = /^[A-Za-z ()]+$/;

describe('province names in the region picker', () => {
  it('has all 34 province-level divisions, each with an English name written in Latin letters', () => {
    expect(Object.keys(PROVINCES)).toHaveLength(34);
    for (const { en } of Object.values(PROVINCES)) expect(en).toMatch(LATIN);
  });

  it('shows every province of the division data in English, and as the data names it in Chinese', () => {
    expect(divisions).toHaveLength(31);
    for (const { code, name } of divisions) {
      expect(divisionName(code, name, 'en')).toMatch(LATIN);
      expect(divisionName(code, name, 'zh')).toBe(name);
      // The table's codes are the package's: same code, same place.
      expect(PROVINCES[code as keyof typeof PROVINCES].zh).toBe(name);
    }
  });

  it('names a few well-known ones as an English reader expects', () => {
    expect(divisionName('11', '北京市', 'en')).toBe('Beijing');
    expect(divisionName('44', '广东省', 'en')).toBe('Guangdong');
    expect(divisionName('61', '陕西省', 'en')).toBe('Shaanxi');
    expect(divisionName('14', '山西省', 'en')).toBe('Shanxi');
    expect(divisionName('81', '香港特别行政区', 'en')).toBe('Hong Kong');
  });

  it("translates a municipality's generic city level, and keeps real city names in Chinese", () => {
    const beijing = divisions.find((d) => d.code === '11');
    const districts = beijing?.children[0];
    expect(districts && divisionName(districts.code, districts.name, 'en')).toBe('Districts');
    expect(divisionName('4401', '广州市', 'en')).toBe('广州市');
  });
});
