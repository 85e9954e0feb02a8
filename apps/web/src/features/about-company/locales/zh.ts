import type { en } from './en.ts';

export const zh: typeof en = {
  title: '加入或创建企业',
  intro: '您的账号还没有所属企业。您可以创建企业，或搜索您的企业并申请加入。',
  create: {
    title: '创建企业',
    hint: '创建后您将成为企业的超级管理员。',
    name: '企业名称',
    contact: '联系人',
    phone: '联系电话',
    address: '企业地址',
    submit: '创建企业',
  },
  join: {
    title: '加入企业',
    hint: '按企业名称搜索后申请加入，由企业管理员审核。',
    search: '企业名称',
    searchButton: '搜索',
    apply: '申请加入',
    prompt: '请输入企业名称搜索',
  },
  applications: {
    title: '我的申请',
    empty: '您还没有申请加入任何企业',
    appliedAt: '申请时间 {{time}}',
    reason: '原因：{{reason}}',
    cancel: '取消申请',
    cancelConfirm: '确定取消该申请吗？',
    enter: '进入控制台',
    refresh: '刷新',
    status: {
      pending: '审核中',
      approved: '已通过',
      rejected: '已拒绝',
      cancelled: '已取消',
    },
  },
  logout: '退出登录',
};
