/** Messages of production plans and workshop tasks (issue 18); `{name}` parts filled by the server. */
export const PLAN_TASK_MESSAGES = {
  'productionPlan.nameRequired': {
    en: 'Give the plan a name (at most 64 characters)',
    zh: '请填写计划名称（最多 64 字）',
  },
  'productionPlan.badDay': { en: 'Give a date as YYYY-MM-DD', zh: '日期格式应为 YYYY-MM-DD' },
  'productionPlan.endBeforeStart': {
    en: 'The end date is before the start date',
    zh: '结束日期早于开始日期',
  },
  'productionPlan.planesRequired': { en: 'Choose at least one plane', zh: '请至少选择一个立面' },
  'productionPlan.tooManyPlanes': {
    en: 'At most 200 planes are released at once',
    zh: '每次最多下发 200 个立面',
  },
  'productionPlan.numberTaken': {
    en: 'Another plan took this number at the same moment; save again',
    zh: '计划编号刚被占用，请重新保存',
  },
  'productionPlan.notEditable': {
    en: 'Plan {number} is closed and can no longer be changed',
    zh: '计划 {number} 已关闭，不能再修改',
  },
  'productionPlan.notDraft': {
    en: 'Plan {number} is already released; only a draft can be deleted or released',
    zh: '计划 {number} 已下发，只有草稿可以删除或下发',
  },
  'productionPlan.notReleased': {
    en: 'Plan {number} is not released, so it cannot be closed',
    zh: '计划 {number} 尚未下发，不能关闭',
  },
  'productionPlan.noTasks': {
    en: 'Plan {number} has no tasks yet: release planes to workshops first',
    zh: '计划 {number} 还没有任务，请先把立面下发到车间',
  },
  'productionPlan.unknownPlane': {
    en: 'A chosen plane is not a plane of this enterprise; nothing was released',
    zh: '所选立面不属于本企业，本次未下发',
  },
  'productionPlan.projectNotLive': {
    en: 'Project {project} is not in production (pending review, archived or terminated); nothing was released',
    zh: '项目「{project}」不在生产中（待审核、已归档或已终止），本次未下发',
  },
  'productionPlan.unknownWorkshop': {
    en: 'The chosen workshop is not a workshop of this enterprise',
    zh: '所选车间不属于本企业',
  },
  'productionPlan.wrongWorkshop': {
    en: 'Workshop {workshop} is a {category} workshop and cannot take {stage} tasks',
    zh: '车间「{workshop}」为{categoryZh}车间，不能承接{stageZh}任务',
  },
  'productionPlan.onlySecondaryTransferable': {
    en: 'Only a secondary processing task can be transferable',
    zh: '只有二次加工任务可以设为可转移',
  },
  'productionPlan.duplicateTask': {
    en: 'Plane {plane} of {project} already has an open {stage} task (plan {number}); nothing was released',
    zh: '项目「{project}」的立面「{plane}」已有未关闭的{stageZh}任务（计划 {number}），本次未下发',
  },
  // The unique key's own message, for two releases racing past the check.
  'productionPlan.taskTaken': {
    en: 'A plane already has an open task of this stage; nothing was released',
    zh: '立面已有该阶段未关闭的任务，本次未下发',
  },
  'productionPlan.taskStarted': {
    en: 'The task of plane {plane} has started and can no longer be removed',
    zh: '立面「{plane}」的任务已开始，不能再移除',
  },
  'productionPlan.created': { en: 'Plan created', zh: '计划已创建' },
  'productionPlan.released': { en: 'Plan released to the workshops', zh: '计划已下发到车间' },
  'productionPlan.closed': { en: 'Plan closed', zh: '计划已关闭' },
  'productionPlan.tasksAdded': { en: 'Planes released to the workshop', zh: '立面已下发到车间' },
  'workshopTask.reasonRequired': {
    en: 'Give the reason for the transfer (at most 200 characters)',
    zh: '请填写转移原因（最多 200 字）',
  },
  'workshopTask.notTransferable': {
    en: 'The task of plane {plane} is not transferable: it stays with workshop {workshop}',
    zh: '立面「{plane}」的任务不可转移，须由车间「{workshop}」完成',
  },
  'workshopTask.sameWorkshop': {
    en: 'The task is already with workshop {workshop}',
    zh: '任务已在车间「{workshop}」',
  },
  'workshopTask.alreadyDone': {
    en: 'The task of plane {plane} is done; nothing was changed',
    zh: '立面「{plane}」的任务已完成，未作更改',
  },
  'workshopTask.alreadyStarted': {
    en: 'The task of plane {plane} has already started',
    zh: '立面「{plane}」的任务已开始',
  },
  'workshopTask.planClosed': {
    en: 'Plan {number} is closed; its tasks can no longer change',
    zh: '计划 {number} 已关闭，其任务不能再更改',
  },
  'workshopTask.started': { en: 'Task started', zh: '任务已开始' },
  'workshopTask.transferred': { en: 'Task transferred', zh: '任务已转移' },
} as const satisfies Record<string, { en: string; zh: string }>;

/** Stage and workshop-category names for the messages' `{stage}`/`{category}` parts. */
export const STAGE_NAMES = {
  cutting: { en: 'cutting', zh: '切割' },
  secondary: { en: 'secondary processing', zh: '二次加工' },
  packing: { en: 'packing', zh: '打包' },
} as const;
export const CATEGORY_NAMES: Record<string, { en: string; zh: string }> = {
  cutting: { en: 'cutting', zh: '切割' },
  processing: { en: 'processing', zh: '加工' },
  packing: { en: 'packing', zh: '打包' },
  general: { en: 'general', zh: '综合' },
};
