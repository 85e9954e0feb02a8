import type { en } from './en.ts';

export const zh: typeof en = {
  opening: '正在打开生产看板…',
  opened: '生产看板已在新窗口打开',
  openedHint: '如果没有打开，可能是浏览器拦截了弹出窗口。',
  openAgain: '打开生产看板',
  unavailable: '生产看板暂不可用',
};
