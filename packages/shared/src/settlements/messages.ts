/** Messages of settlement documents (issue 19). `{name}` parts are filled in by the server. */
export const SETTLEMENT_MESSAGES = {
  'settlement.created': { en: 'Settlement document created', zh: '结算单已创建' },
  'settlement.settled': { en: 'Document settled', zh: '结算单已结算' },
  'settlement.arrived': { en: 'Marked as account arrived', zh: '已标记为到账' },
  'settlement.notArrived': { en: 'Marked as account not arrived', zh: '已标记为未到账' },
  'settlement.deleted': { en: 'Settlement document deleted', zh: '结算单已删除' },
  'settlement.projectsRequired': {
    en: 'Choose 1 to 200 projects of the order',
    zh: '请选择该订单的 1 到 200 个方案',
  },
  'settlement.projectNotInOrder': {
    en: 'A chosen project does not belong to this order; nothing was created',
    zh: '所选方案不属于该订单，未创建结算单',
  },
  'settlement.projectUnpriced': {
    en: 'Project "{name}" has no unit price yet; price it in the order first',
    zh: '方案「{name}」尚无单价，请先在订单中定价',
  },
  'settlement.projectTaken': {
    en: 'Project "{name}" is already in settlement document {number}',
    zh: '方案「{name}」已在结算单 {number} 中',
  },
  'settlement.projectTakenRace': {
    en: 'A chosen project was just put in another settlement document; nothing was created',
    zh: '所选方案刚被加入另一张结算单，未创建结算单',
  },
  'settlement.numberTaken': {
    en: 'Another document took this number at the same moment; please try again',
    zh: '结算单号被同时占用，请重试',
  },
  'settlement.alreadySettled': {
    en: 'This document is already settled',
    zh: '该结算单已结算',
  },
  'settlement.notSettled': {
    en: 'Only a settled document can have its account marked',
    zh: '仅已结算的结算单可标记到账状态',
  },
  'settlement.alreadyArrived': { en: 'The account is already marked arrived', zh: '已是到账状态' },
  'settlement.alreadyNotArrived': {
    en: 'The account is already marked not arrived',
    zh: '已是未到账状态',
  },
  'settlement.deleteSettled': {
    en: 'A settled document cannot be deleted',
    zh: '已结算的结算单不能删除',
  },
  'settlement.fontMissing': {
    en: 'No Chinese font is installed on the server; the PDF cannot be made',
    zh: '服务器未安装中文字体，无法生成 PDF',
  },
  'settlement.orderNotFound': { en: 'The order does not exist', zh: '订单不存在' },
} as const satisfies Record<string, { en: string; zh: string }>;
