/** Messages of the process catalogue (issue 17), zh and en. Each refusal names what is allowed. */
export const PROCESS_MESSAGES = {
  'process.feeFormat': {
    en: 'Fee is required: digits with at most 2 decimals, up to 999999.99',
    zh: '单价必填：数字，最多两位小数，不超过999999.99',
  },
  'process.costFormat': {
    en: 'Outsourcing costs are required, not below 0, with at most 2 decimals (up to 999999.99)',
    zh: '外协费用必填，不能小于0，最多两位小数（不超过999999.99）',
  },
  'process.codeSpaces': {
    en: 'Line code is required and may not contain spaces',
    zh: '线路编码必填且不能包含空格',
  },
  'process.sizeValue': {
    en: 'Sizes are whole numbers of mm from 0 to 20000',
    zh: '尺寸为0至20000的整数毫米',
  },
  'process.sizeRange': {
    en: 'Size range: the minimum may not exceed the maximum',
    zh: '尺寸范围：最小值不能大于最大值',
  },
  'process.codeTaken': { en: 'A process with this code exists', zh: '工序编码已存在' },
  'process.nameTaken': { en: 'A process with this name exists', zh: '工序名称已存在' },
  'process.inUse': {
    en: 'This process is used by a process code or a project and cannot be deleted',
    zh: '该工序已被工艺编码或项目使用，不能删除',
  },
  'process.unknown': {
    en: 'Choose processes from the process catalogue',
    zh: '请从工序库中选择工序',
  },
  'process.routeRepeats': {
    en: 'A route names each process at most once, at most 30 steps',
    zh: '工艺路线中每道工序只能出现一次，最多30道',
  },
  'processCode.codeFormat': {
    en: 'Process code is required and may not contain spaces',
    zh: '工艺编码必填且不能包含空格',
  },
  'processCode.codeTaken': { en: 'This process code exists', zh: '工艺编码已存在' },
  'processCode.inUse': {
    en: 'Pieces carry this process code; it cannot be deleted',
    zh: '已有工程板使用该工艺编码，不能删除',
  },
  'processCode.unknown': {
    en: 'Choose a process code from the catalogue',
    zh: '请从工艺编码库中选择',
  },
  'processContent.nameTaken': { en: 'This processing content exists', zh: '加工内容已存在' },
  'processContent.sortRange': {
    en: 'Sort is a whole number from 0 to 9999',
    zh: '排序为0至9999的整数',
  },
  'craft.codeTaken': { en: 'A craft design with this code exists', zh: '工艺设计编码已存在' },
  'defaults.batchRange': {
    en: 'A batch holds 1 to 500 pieces',
    zh: '批量报工为1至500片',
  },
  'defaults.capacityRange': {
    en: 'A forklift carries 1 to 999 pieces',
    zh: '叉车每次运载1至999片',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
