import type { en } from './en.ts';

export const zh: typeof en = {
  greeting: '欢迎，{{name}}',
  enterprise: '所属企业：{{name}}',
  quickEntries: '快捷入口',
  noEntries: '您的角色暂无可用页面，请联系管理员开通。',
  targetsLater: '月度指标和生产数据将显示在这里。',
};
