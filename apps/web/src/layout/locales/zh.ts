import type { en } from './en.ts';

export const zh: typeof en = {
  sidebar: { expand: '展开菜单', collapse: '收起菜单', menu: '菜单' },
  fullscreen: {
    enter: '全屏',
    exit: '退出全屏',
    unsupported: '您的浏览器不支持此功能',
  },
  userMenu: { home: '首页', personalSettings: '个人设置', logout: '退出登录' },
  skipToContent: '跳到主要内容',
  tags: {
    refresh: '刷新',
    close: '关闭',
    closeOthers: '关闭其他',
    closeAll: '关闭所有',
    more: '标签操作',
  },
  settings: {
    open: '页面设置',
    title: '页面设置',
    tagsView: '显示页签',
    fixedHeader: '固定头部',
    sidebarLogo: '侧边栏 Logo',
    themeColor: '主题色',
    reset: '恢复默认',
  },
  customerService: {
    open: '在线客服',
    notLoaded: '客服尚未加载',
  },
};
