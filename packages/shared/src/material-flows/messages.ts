/** Messages of the material flows (issue 13), in both languages. `{name}` parts are filled in by the server. */
export const FLOW_MESSAGES = {
  'flow.noInventory': {
    en: 'No slab of the project’s material and thickness is in stock to plan on',
    zh: '库存中没有与项目材质、厚度相符的大板可供排版',
  },
  'flow.slabsRequired': { en: 'Choose at least one slab', zh: '请至少选择一块大板' },
  'flow.tooManySlabs': { en: 'At most 200 slabs at a time', zh: '每次最多200块大板' },
  'flow.warehouseRequired': { en: 'Choose a warehouse', zh: '请选择仓库' },
  'flow.destinationRequired': {
    en: 'Choose either a warehouse or a workshop to move the slabs to',
    zh: '请选择调入的仓库或车间（二选一）',
  },
  'flow.rackNotInWarehouse': {
    en: 'The rack is not in the chosen warehouse',
    zh: '所选料架不属于该仓库',
  },
  'flow.slabUnknown': { en: 'No slab with this barcode', zh: '没有此条码的大板' },
  'flow.slabTaken': {
    en: 'Slab {barcode} has just been picked by someone else',
    zh: '大板{barcode}刚被他人领走',
  },
  // Issue 23: a re-scan of one's own pick, and a slab scanned after the plan is fully picked.
  'flow.slabPickedByYou': {
    en: 'You already picked slab {barcode} ({time})',
    zh: '大板{barcode}已由您领料（{time}）',
  },
  'flow.allPicked': {
    en: 'Every plan slab of this project is already picked; slab {barcode} is not needed',
    zh: '该项目的排版大板已全部领料，无需再领大板{barcode}',
  },
  'flow.fittingTaken': {
    en: 'Every plan slab that slab {barcode} holds has just been picked by someone else',
    zh: '大板{barcode}可用的排版大板刚被他人领完',
  },
  'flow.slabNotAvailable': {
    en: 'Slab {barcode} is not in stock (status: {status})',
    zh: '大板{barcode}不在库存中（状态：{status}）',
  },
  'flow.wrongMaterial': {
    en: 'Slab {barcode} is not the project’s material and thickness',
    zh: '大板{barcode}的材质或厚度与项目不符',
  },
  'flow.noPlan': {
    en: 'The project has no accepted cutting plan to pick for',
    zh: '项目尚无已采纳的排版方案，无法领料',
  },
  'flow.noLayoutFits': {
    en: 'Slab {barcode} holds none of the plan’s slabs still to be picked',
    zh: '大板{barcode}尺寸不满足任何待领的排版大板',
  },
  'flow.layoutPicked': {
    en: 'This plan slab has already been picked',
    zh: '该排版大板已领料',
  },
  'flow.removedNotice': {
    en: 'Removed from the return: {list}',
    zh: '以下大板已自动移出退料单：{list}',
  },
  'flow.reasonMachineType': {
    en: 'too large for machine type {machineType}',
    zh: '与机型{machineType}不符',
  },
  'flow.reasonNotPicked': { en: 'not picked', zh: '非已领料状态' },
  'flow.nothingReturned': {
    en: 'None of the chosen slabs can be returned to this warehouse',
    zh: '所选大板均不能退回该仓库',
  },
  'flow.returned': { en: 'Slabs returned', zh: '退料成功' },
  'flow.picked': { en: 'Slab picked', zh: '领料成功' },
  'flow.moved': { en: 'Slabs transferred', zh: '调拨成功' },
  'flow.slabsNotMovable': {
    en: 'Only slabs in stock or picked can be transferred',
    zh: '只能调拨库存中或已领料的大板',
  },
  'flow.tableBusy': {
    en: 'Table {table} already holds slab {barcode}',
    zh: '{table}台面上已有大板{barcode}',
  },
  'flow.notPickedForCut': {
    en: 'Slab {barcode} has not been picked for an approved project',
    zh: '大板{barcode}尚未为已审核的项目领料',
  },
  'flow.tableTaken': {
    en: 'Another slab was just put on this table',
    zh: '该台面刚放上了另一块大板',
  },
  'flow.slabOnTable': { en: 'Slab taken onto the table', zh: '已取料上台' },
  'flow.notCutting': {
    en: 'Only a slab on a machine table can be confirmed cut',
    zh: '只有机台上的大板才能确认切割',
  },
  'flow.cutConfirmed': { en: 'Cut confirmed', zh: '已确认切割' },
} as const satisfies Record<string, { en: string; zh: string }>;
