import type { en } from './en.ts';

export const zh: typeof en = {
  quota: { memberSeats: '成员席位', deviceLinks: '设备连接' },
  total: '总数',
  used: '已使用',
  available: '可用',
  seats: '席位分配',
  seatHint: '分配席位的成员可以使用网页控制台；未分配的成员只能使用车间应用。',
  fields: { nickname: '姓名', phone: '手机号', staffNo: '工号', role: '角色', seat: '席位' },
  hasSeat: { true: '已分配', false: '未分配' },
  allocate: '分配',
  reclaim: '回收',
  confirmAllocate: '确定为 {{name}} 分配席位？',
  confirmReclaim: '确定回收 {{name}} 的席位？回收后其只能使用车间应用。',
  superAdmin: '超级管理员',
  seatFixed: '始终保留席位',
};
