import type { en } from './en.ts';

export const zh: typeof en = {
  notFound: {
    title: '页面不存在',
    description: '您访问的页面不存在或已被移走。',
  },
  unauthorized: {
    title: '没有权限',
    description: '您没有权限访问该页面，请联系管理员开通。',
  },
};
