/** Messages of cutting-layout planning (issue 12), in both languages. */
export const PLAN_MESSAGES = {
  'plan.started': { en: 'Planning started', zh: '排版已开始' },
  'plan.cancelled': { en: 'Planning cancelled', zh: '排版已取消' },
  'plan.accepted': { en: 'Cutting plan accepted', zh: '已采用该切割方案' },
  'plan.alreadyRunning': {
    en: 'This plane is already being planned; wait for it or cancel it first',
    zh: '该平面正在排版，请等待完成或先取消',
  },
  'plan.noPieces': {
    en: 'This plane has no pieces to plan',
    zh: '该平面没有可排版的工程板',
  },
  'plan.noSlabSizes': {
    en: 'Add at least one large slab size in the project settings first',
    zh: '请先在项目设置中添加至少一种大板规格',
  },
  'plan.notRunning': {
    en: 'This planning run has already ended',
    zh: '该排版任务已结束',
  },
  'plan.notDone': {
    en: 'Only a finished planning run can be accepted',
    zh: '只能采用已完成的排版结果',
  },
  'plan.noLayout': {
    en: 'There is no cutting plan to export yet',
    zh: '暂无可导出的切割方案',
  },
  'plan.interrupted': {
    en: 'The server restarted while this plan was running; start it again',
    zh: '排版过程中服务器重启，请重新排版',
  },
  'plan.workerCrashed': {
    en: 'The planner stopped unexpectedly; try again',
    zh: '排版程序意外中止，请重试',
  },
  'plan.pieceTooLarge': {
    en: 'A piece is larger than every large slab size in the project settings',
    zh: '有工程板大于项目设置中的所有大板规格',
  },
  'plan.invalidProblem': {
    en: 'The pieces or project settings cannot be planned; check sizes, kerf and trim',
    zh: '工程板或项目设置无法排版，请检查尺寸、锯缝和修边',
  },
  'plan.tooManyPieces': {
    en: 'This plane has {count} pieces; one plan takes at most {limit}. Split the plane into smaller ones',
    zh: '该平面有 {count} 块工程板，一次排版最多 {limit} 块，请拆分为较小的平面',
  },
  'plan.timeBudgetTooShort': {
    en: 'Not even a first layout fitted in the time budget; give the plan more time or split the plane',
    zh: '在时间预算内连首个排版都无法完成，请增加排版时间或拆分平面',
  },
  'plan.projectClosed': {
    en: 'An archived or terminated project cannot be planned',
    zh: '已归档或已终止的项目不能排版',
  },
  'dxf.readCrashed': {
    en: 'The drawing could not be read (the reader stopped unexpectedly)',
    zh: '图纸读取失败（读取程序意外中止）',
  },
} as const satisfies Record<string, { en: string; zh: string }>;
