/**
 * Messages of the stone-material catalogue and the slab filters' ranges (issue 23), in both
 * languages. Each range message names its range: a number out of range is refused, never clamped.
 */
export const STONE_MESSAGES = {
  'bigSlab.thicknessFilterRange': {
    en: 'Thickness filters are whole numbers of mm from 0 to 300',
    zh: '厚度筛选为0至300的整数毫米',
  },
  'bigSlab.sizeFilterRange': {
    en: 'Length and width filters are whole numbers of mm from 0 to 10000',
    zh: '长度和宽度筛选为0至10000的整数毫米',
  },
  'stone.codeTaken': { en: 'A material with this code exists', zh: '材质编码已存在' },
  'stone.densityRange': {
    en: 'Density is a whole number of kg/m³ from 1 to 10000',
    zh: '密度为1至10000的整数（千克/立方米）',
  },
  'stone.thicknessRange': {
    en: 'Usual thicknesses are whole numbers of mm from 1 to 300',
    zh: '常用厚度为1至300的整数毫米',
  },
  'stone.tooManyThicknesses': {
    en: 'At most 12 usual thicknesses, each once',
    zh: '常用厚度最多12个，且不能重复',
  },
  'stone.missing': {
    en: 'Choose a material from the catalogue',
    zh: '请从材质库中选择材质',
  },
  'stone.notInCatalogue': {
    en: 'This material is not in the catalogue (basic management → materials)',
    zh: '材质库中没有该材质（基础管理 → 材质）',
  },
  'stone.inUse': {
    en: 'Slabs or projects still use this material',
    zh: '仍有大板或项目使用该材质，不能删除',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
