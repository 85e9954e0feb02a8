/**
 * Range messages of the project settings (issue 23): each names its field's range, since a
 * number out of range is refused, never clamped. The ranges are SETTINGS_RANGES (settings.ts).
 */
export const SETTINGS_MESSAGES = {
  'settings.thicknessRange': {
    en: 'Thickness is from 0 to 500 mm',
    zh: '厚度为0至500毫米',
  },
  'settings.kerfRange': { en: 'Saw kerf is from 0 to 50 mm', zh: '锯缝为0至50毫米' },
  'settings.trimRange': { en: 'Edge trim is from 0 to 500 mm', zh: '修边为0至500毫米' },
  'settings.slabSideRange': {
    en: 'Slab length and width are from 1 to 10000 mm',
    zh: '大板长度和宽度为1至10000毫米',
  },
  'settings.slabCountRange': {
    en: 'The slab count is a whole number from 1 to 100000',
    zh: '大板数量为1至100000的整数',
  },
  'settings.perBoxRange': {
    en: 'Pieces per box is a whole number from 1 to 999',
    zh: '每箱板件数为1至999的整数',
  },
  'settings.boxWeightRange': {
    en: 'The box weight is from 1 to 100000 kg',
    zh: '每箱重量为1至100000千克',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
