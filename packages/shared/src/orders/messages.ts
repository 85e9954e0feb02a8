/** Messages of orders and price lock (issue 19); `{name}` parts are filled in by the server. */
export const ORDER_MESSAGES = {
  'order.priceFormat': {
    en: 'Enter a unit price of 0 or more with at most 2 decimals, e.g. 128.50',
    zh: '单价须为不小于 0 的数字，最多两位小数，如 128.50',
  },
  'order.badDate': { en: 'Use a date like 2026-11-27', zh: '日期格式应为 2026-11-27' },
  'order.typeRequired': {
    en: 'Choose the order type: OEM or finished product',
    zh: '请选择订单类型：代工或成品',
  },
  'order.pickProjects': { en: 'Choose the projects to add', zh: '请选择要加入的项目' },
  'order.tooManyProjects': {
    en: 'Add at most 100 projects at a time',
    zh: '每次最多加入 100 个项目',
  },
  'order.projectInOrder': {
    en: 'Project {project} is already in order {number}; a project can be in one order only. Nothing was added',
    zh: '项目「{project}」已在订单 {number} 中，一个项目只能属于一个订单，本次未加入',
  },
  'order.projectTaken': {
    en: 'One of these projects was just added to another order; nothing was added',
    zh: '其中有项目刚被加入其他订单，本次未加入',
  },
  'order.projectNotInOrder': {
    en: 'Project {project} is not in this order',
    zh: '项目「{project}」不在本订单中',
  },
  'order.projectGone': {
    en: 'A chosen project no longer exists; choose again',
    zh: '所选项目已不存在，请重新选择',
  },
  'order.priceLocked': {
    en: 'This order is price-locked: every project shares the unit price {price} now in force',
    zh: '本订单已锁价：所有项目统一使用当前单价 {price}',
  },
  'order.notLocked': {
    en: 'This order is not price-locked; set each project’s own price',
    zh: '本订单未锁价，请逐个设置项目单价',
  },
  'order.noLockedPrice': {
    en: 'No unit price is locked yet: set a project’s price first',
    zh: '尚未锁定单价，请先设置任一项目的单价',
  },
  'order.lockFixed': {
    en: 'Price lock can be switched only before any unit price is set',
    zh: '已设置单价的订单不能切换锁价',
  },
  'order.hasSettled': {
    en: 'Order {number} has projects in a settlement and cannot be deleted',
    zh: '订单 {number} 有项目已进入结算，不能删除',
  },
  'order.projectSettled': {
    en: 'Project {project} is in a settlement; its order and price can no longer change',
    zh: '项目「{project}」已进入结算，不能再移出订单或修改单价',
  },
  'order.numberTaken': {
    en: 'Another order took this number at the same moment; try again',
    zh: '订单编号刚被占用，请重试',
  },
  'order.created': { en: 'Order created', zh: '订单已创建' },
  'order.projectsAdded': { en: 'Projects added to the order', zh: '项目已加入订单' },
  'order.projectRemoved': { en: 'Project removed from the order', zh: '项目已移出订单' },
  'order.priceSaved': { en: 'Unit price saved', zh: '单价已保存' },
} as const satisfies Record<string, { en: string; zh: string }>;
