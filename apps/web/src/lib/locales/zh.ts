import type { en } from './en.ts';

export const zh: typeof en = {
  networkUnstable: '网络不稳定，请稍后重试',
  systemError: '系统错误',
  relogin: {
    title: '已退出登录',
    content: '您的登录状态已失效，请重新登录。',
    ok: '重新登录',
  },
  webNotAllowed: '该账号仅可使用车间 App',
  featureNotOpen: {
    title: '功能暂未开放',
    description: '该页面暂未开放，将在后续版本中提供。',
  },
  userInfoFailed: '获取用户信息失败，请重新登录',
  actions: {
    ok: '确定',
    cancel: '取消',
    retry: '重试',
    back: '返回',
    backHome: '返回首页',
    refresh: '刷新',
  },
  languageName: { zh: '中文', en: 'English' },
  languageSwitched: '语言切换成功',
  switchLanguage: '语言：中文。切换为英文',
  languageLabel: '语言',
  appName: '石材云工厂',
  loading: '加载中…',
  empty: '暂无数据',
};
