import type { en } from './en.ts';

export const zh: typeof en = {
  title: '石材云工厂',
  subtitle: '切割、加工、包装，一个平台全掌握',
  tabs: { password: '密码登录', sms: '验证码登录' },
  fields: {
    account: '用户名或手机号',
    password: '密码',
    phone: '手机号',
    username: '用户名',
    confirmPassword: '确认密码',
  },
  placeholders: {
    account: '请输入用户名或手机号',
    password: '请输入密码',
    phone: '请输入手机号',
    username: '字母、数字或下划线',
    newPassword: '6-20位字母和数字',
    confirmPassword: '请再次输入密码',
  },
  required: {
    account: '请输入用户名或手机号',
    password: '请输入密码',
  },
  actions: {
    login: '登录',
    register: '注册',
    toRegister: '还没有账号？立即注册',
    toLogin: '已有账号？去登录',
  },
  registerTitle: '注册账号',
  agreement: {
    prefix: '我已阅读并同意',
    link: '《用户注册协议》和《隐私政策》',
  },
};
