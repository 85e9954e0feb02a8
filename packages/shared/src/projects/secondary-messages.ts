/** Messages of secondary processing and abnormal pieces (issue 18). */
export const SECONDARY_MESSAGES = {
  'secondary.reasonRequired': {
    en: 'Say why the piece is abnormal',
    zh: '请填写工件异常原因',
  },
  'secondary.reasonTooLong': {
    en: 'The reason is at most 200 characters',
    zh: '异常原因最多 200 个字',
  },
  'secondary.pieceNotFound': {
    en: 'The piece is not one of this enterprise (deleted, or a wrong id)',
    zh: '该工件不属于本企业（已删除或编号有误）',
  },
  'secondary.notInPlan': {
    en: 'Secondary processing (module 303) is not in your enterprise plan',
    zh: '企业套餐未开通二次加工（模块 303）',
  },
  'secondary.flagged': { en: 'Piece marked abnormal', zh: '工件已标记异常' },
  'secondary.cleared': { en: 'Abnormal flag cleared', zh: '已取消工件异常' },
} as const;
