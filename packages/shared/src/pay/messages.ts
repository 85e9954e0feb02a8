/** Messages of pay, performance and monthly targets (issue 20). */
export const PAY_MESSAGES = {
  'pay.badDay': { en: 'Enter a date as YYYY-MM-DD', zh: '请按 年-月-日 格式填写日期' },
  'pay.badRange': {
    en: 'The start date must not be after the end date, and a range is at most a year',
    zh: '开始日期不能晚于结束日期，且范围最长一年',
  },
  'pay.notYours': {
    en: 'You may only see your own pay',
    zh: '您只能查看自己的绩效',
  },
  'pay.badMonth': { en: 'Enter a month as YYYY-MM', zh: '请按 年-月 格式填写月份' },
  'pay.targetNegative': {
    en: 'A target cannot be negative',
    zh: '目标值不能为负数',
  },
  'pay.targetValue': {
    en: 'Enter a target of at most two decimals, e.g. 1200.50',
    zh: '目标值最多两位小数，例如 1200.50',
  },
  'pay.targetTaken': {
    en: 'This month already has a target for that module; edit it instead',
    zh: '该月份此模块已有目标，请直接编辑',
  },
  'pay.targetGone': { en: 'The target no longer exists', zh: '该目标已不存在' },
  'pay.targetSaved': { en: 'Target saved', zh: '目标已保存' },
} as const;
