/** Messages of cutting records and the piece life cycle (issue 17). `{name}` parts are filled in by the server. */
export const CUTTING_MESSAGES = {
  'cutting.alreadyCut': {
    en: 'Slab {barcode} was already confirmed cut at {cutAt}; nothing was changed',
    zh: '大板 {barcode} 已于 {cutAt} 确认切割，本次未做任何更改',
  },
  'cutting.recordTaken': {
    en: 'This slab already has a cutting record; nothing was changed',
    zh: '该大板已有切割记录，本次未做任何更改',
  },
  // Both states are named in the caller's language: the server fills both pairs in.
  'cutting.illegalTransition': {
    en: 'Piece {code} is {fromEn} and cannot become {toEn}',
    zh: '工件 {code} 当前为「{fromZh}」，不能变为「{toZh}」',
  },
  'cutting.badDay': { en: 'Use a date like 2026-11-27', zh: '日期格式应为 2026-11-27' },
  'cutting.badRange': {
    en: 'The start date must not be after the end date, and a range is at most a year',
    zh: '开始日期不能晚于结束日期，且范围最多一年',
  },
  'cutting.sheetName': { en: 'Cutting data', zh: '切割数据' },
} as const satisfies Record<string, { en: string; zh: string }>;
