import type { en } from './en.ts';

export const zh: typeof en = {
  label: '验证码',
  placeholder: '6位验证码',
  getCode: '获取验证码',
  resend: '{{seconds}} 秒后重发',
  slider: {
    title: '安全验证',
    hint: '拖动滑块完成拼图',
    handle: '拼图滑块：使用方向键移动，回车确认',
    refresh: '换一张',
    loading: '拼图加载中…',
    loadFailed: '拼图加载失败',
  },
};
