import type { en } from './en.ts';

export const zh: typeof en = {
  search: '查询',
  reset: '重置',
  save: '保存',
  cancel: '取消',
  actions: '操作',
  edit: '编辑',
  delete: '删除',
  export: '导出',
  refresh: '刷新',
  confirmTitle: '请确认',
  total: '共 {{count}} 条',
  totalCapped: '共 {{shown}}+ 条',
  all: '全部',
  columns: '列设置',
  resetColumns: '恢复默认列',
};
