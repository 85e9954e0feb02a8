/**
 * Messages of box (packing) orders (issue 19, product-spec §5). `{name}` parts are filled in by
 * the server; order states come in both languages (`stateEn`/`stateZh`).
 */
export const BOX_ORDER_MESSAGES = {
  'boxOrder.projectRequired': { en: 'Choose the project', zh: '请选择项目名称' },
  'boxOrder.receivingUnitRequired': {
    en: 'Enter the receiving unit',
    zh: '请输入收货单位',
  },
  'boxOrder.setAddressFirst': { en: 'Set an address first', zh: '请先设置收货地址' },
  'boxOrder.boxRequired': { en: 'Add at least one box', zh: '请至少添加一个箱子' },
  'boxOrder.tooManyBoxes': { en: 'At most 99 boxes per order', zh: '每个订单最多 99 个箱子' },
  'boxOrder.boxNoDuplicate': {
    en: 'Box numbers must be unique',
    zh: '箱号不能重复',
  },
  'boxOrder.boxIncomplete': {
    en: 'Box info incomplete: every box needs a number, sizes and a type',
    zh: '箱子信息不完整：每个箱子需填写箱号、尺寸和木箱类型',
  },
  'boxOrder.sizeRange': {
    en: 'Sizes are whole mm from 1 to 20,000',
    zh: '尺寸为 1 到 20000 的整数毫米',
  },
  'boxOrder.piecesRange': { en: 'Pieces are 0 to 100,000', zh: '片数为 0 到 100000' },
  'boxOrder.areaFormat': {
    en: 'Area is m² with at most two decimals',
    zh: '面积为平方米，最多两位小数',
  },
  'boxOrder.textTooLong': { en: 'Text too long', zh: '内容过长' },
  'boxOrder.tooManyRows': { en: 'At most 200 material rows per box', zh: '每箱最多 200 行材料' },
  'boxOrder.illegalTransition': {
    en: 'The box order is {stateEn}: it cannot be {actionEn}',
    zh: '该打包订单当前为「{stateZh}」，不能{actionZh}',
  },
  'boxOrder.notEditable': {
    en: 'The box order is {stateEn}: only an order not yet accepted can be edited',
    zh: '该打包订单当前为「{stateZh}」，只有未接单的订单可以修改',
  },
  'boxOrder.notDeletable': {
    en: 'The box order is {stateEn}: only an order not accepted or cancelled can be deleted; nothing was deleted',
    zh: '该打包订单当前为「{stateZh}」，只能删除未接单或已取消的订单，未删除',
  },
  'boxOrder.numberTaken': {
    en: 'This order number was just taken; try again',
    zh: '订单编号刚被占用，请重试',
  },
  'boxOrder.boxNoTaken': {
    en: 'A box with this number was just added to the order; reload and try again',
    zh: '该箱号刚被添加到订单中，请刷新后重试',
  },
  'boxOrder.woodenBoxTaken': {
    en: 'Wooden box {box} is already in box order {order}',
    zh: '木箱 {box} 已在打包订单 {order} 中',
  },
  'boxOrder.woodenBoxTakenRace': {
    en: 'A wooden box was just put into another box order; reload and try again',
    zh: '木箱刚被加入其他打包订单，请刷新后重试',
  },
  'boxOrder.woodenBoxNotPacked': {
    en: 'Wooden box {box} is not a sealed box of this project',
    zh: '木箱 {box} 不是本项目已封箱的木箱',
  },
  'boxOrder.importFileMissing': { en: 'Upload the packing list first', zh: '请先上传装箱单' },
  'boxOrder.importUnreadable': {
    en: 'The file cannot be read as an .xlsx sheet',
    zh: '无法读取该文件，请上传 .xlsx 表格',
  },
  'boxOrder.importColumnMissing': {
    en: 'The sheet has no "{column}" column',
    zh: '表格缺少「{column}」列',
  },
  'boxOrder.importEmpty': { en: 'The sheet has no rows', zh: '表格中没有数据' },
  'boxOrder.importTooManyRows': {
    en: 'At most 2,000 rows per packing list',
    zh: '装箱单最多 2000 行',
  },
  'boxOrder.importInvalid': {
    en: 'Packing info incomplete, check and upload again.',
    zh: '装箱信息不完整，请检查后重新上传。',
  },
  'boxOrder.importIrregular': {
    en: 'Irregular boards are entered by hand',
    zh: '异形板请手动录入',
  },
  'boxOrder.importRequired': { en: 'Required', zh: '必填' },
  'boxOrder.importWholeNumber': { en: 'Enter a whole number', zh: '请输入整数' },
  'boxOrder.importAsk': {
    en: 'The order already has {count} boxes: keep them or overwrite them?',
    zh: '该订单已有 {count} 个箱子：保留还是覆盖？',
  },
  'boxOrder.importTooManyBoxes': {
    en: 'The order would have {count} boxes; at most 99',
    zh: '导入后订单将有 {count} 个箱子，最多 99 个',
  },
  'boxOrder.created': { en: 'Box order created', zh: '打包订单已创建' },
  'boxOrder.saved': { en: 'Box order saved', zh: '打包订单已保存' },
  'boxOrder.imported': { en: 'Packing list imported', zh: '装箱单已导入' },
  'boxOrder.accepted': { en: 'Order accepted', zh: '已接单' },
  'boxOrder.shipped': { en: 'Order shipped', zh: '已发货' },
  'boxOrder.cancelled': { en: 'Order cancelled', zh: '订单已取消' },
  'boxOrder.deleted': { en: 'Order deleted', zh: '订单已删除' },
} as const satisfies Record<string, { en: string; zh: string }>;

/** The transitions' names for the illegal-transition message. */
export const BOX_ORDER_ACTION_NAMES = {
  accept: { en: 'accepted', zh: '接单' },
  ship: { en: 'shipped', zh: '发货' },
  cancel: { en: 'cancelled', zh: '取消' },
} as const;
