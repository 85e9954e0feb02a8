import type { en } from './en.ts';

export const zh: typeof en = {
  fields: {
    name: '角色名称',
    memberCount: '成员数',
    createdAt: '创建时间',
    permissions: '权限',
  },
  builtIn: '内置',
  superAdmin: '超级管理员',
  add: '新建角色',
  edit: '编辑',
  delete: '删除',
  addTitle: '新建角色',
  editTitle: '编辑角色',
  confirmDelete: '确定删除角色 {{name}}？',
  permissionHint:
    '勾选该角色可以打开的页面，以及在各页面下可执行的操作。勾选操作即同时授予其所在页面。',
  actionNames: {
    add: '新增',
    abnormal: '标记工件异常',
    edit: '编辑',
    delete: '删除',
    approve: '审核',
    archive: '归档',
    disable: '启用或禁用',
    remove: '移出',
    export: '导出',
    department: '管理部门',
    review: '审核加入申请',
    allocate: '分配席位',
    pick: '领料',
    return: '退料',
    transfer: '调拨',
    take: '机台取料',
    cut: '确认切割',
  },
};
