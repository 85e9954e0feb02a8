import type { en } from './en.ts';

export const zh: typeof en = {
  greeting: '欢迎，{{name}}',
  enterprise: '所属企业：{{name}}',
  quickEntries: '快捷入口',
  noEntries: '您的角色暂无可用页面，请联系管理员开通。',
  targetsLater: '月度指标将显示在这里。',
  figures: {
    title: '近 {{days}} 天的项目',
    projects: '项目数',
    pieces: '工程板数',
    slabs: '大板数',
    area: '总面积',
    yield: '出材率',
    pending: '待审核',
    chart: '按生产状态统计的项目',
    none: '这段时间还没有项目，可通过上传 DXF 图纸创建。',
  },
  production: { notStarted: '未开始', inProduction: '生产中', completed: '已完成' },
  cuts: {
    title: '切割',
    today: '今日',
    yesterday: '昨日',
    month: '本月',
    slabs: '切割大板数',
    area: '工件面积',
    yield: '出材率',
    all: '切割数据',
  },
  recent: { title: '最近的项目', all: '全部项目', none: '还没有项目。' },
};
