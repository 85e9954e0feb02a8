/**
 * Messages of kit check and packing (issue 18). `{name}` parts are filled in by the server;
 * piece states come in both languages (`stateEn`/`stateZh`), as in the life cycle's message.
 */
export const PACKING_MESSAGES = {
  'packing.scanRequired': { en: 'Scan a label', zh: '请扫描标签' },
  'packing.tooManyScans': { en: 'At most 100 scans per call', zh: '每次最多扫描 100 个' },
  'packing.badGroup': { en: 'Unknown kit group', zh: '无效的齐套分组' },
  'packing.sizeRange': {
    en: 'Box sizes are whole mm from 1 to 20,000',
    zh: '木箱尺寸为 1 到 20000 的整数毫米',
  },
  'packing.countRange': { en: 'Create 1 to 99 boxes at a time', zh: '每次可创建 1 到 99 个木箱' },
  'packing.countOrPlanned': {
    en: 'Give a number of boxes, or one per planned box',
    zh: '请填写木箱数量，或按装箱单计划箱号逐箱创建',
  },
  'packing.noPlannedBoxes': {
    en: 'Every planned box of this project already has a wooden box (or it has no packing list)',
    zh: '该项目的计划箱号均已有木箱（或尚无装箱单）',
  },
  'packing.reasonRequired': {
    en: 'Give the reason (at most 200 characters)',
    zh: '请填写原因（最多 200 字）',
  },
  'packing.unknownScan': {
    en: '{scan} is not a piece label of this enterprise; nothing was done',
    zh: '「{scan}」不是本企业的工件标签，本次未处理',
  },
  // The scan is not echoed: a box label names a box id, which another enterprise must not read back.
  'packing.unknownBox': {
    en: 'The scanned label is not a box of this enterprise; scan a box label (BX-…) first',
    zh: '扫描的标签不是本企业的木箱，请先扫描木箱标签（BX-…）',
  },
  'packing.duplicateScan': {
    en: 'Piece {code} is scanned twice in this call; nothing was done',
    zh: '工件 {code} 在本次扫描中重复，本次未处理',
  },
  'packing.notReadyState': {
    en: 'Piece {code} is not ready for the kit check: it is {stateEn}; nothing was checked',
    zh: '工件 {code} 尚不能齐套：当前为「{stateZh}」，本次未齐套',
  },
  'packing.notReadyStep': {
    en: 'Piece {code} is not ready for the kit check: it still needs {step} ({stateEn}); nothing was checked',
    zh: '工件 {code} 尚不能齐套：还需完成工序「{step}」（当前为「{stateZh}」），本次未齐套',
  },
  'packing.alreadyChecked': {
    en: 'Piece {code} is already checked ({stateEn}); nothing was checked',
    zh: '工件 {code} 已齐套检查（{stateZh}），本次未齐套',
  },
  'packing.notKitChecked': {
    en: 'Piece {code} is not kit-checked (state {stateEn}); nothing was packed',
    zh: '工件 {code} 尚未齐套（当前为「{stateZh}」），本次未装箱',
  },
  'packing.inBox': {
    en: 'Piece {code} is already in box {box}; nothing was packed',
    zh: '工件 {code} 已装入木箱 {box}，本次未装箱',
  },
  'packing.otherProject': {
    en: 'Piece {code} belongs to project {project}, not to the project of box {box}; nothing was packed',
    zh: '工件 {code} 属于项目「{project}」，不属于木箱 {box} 的项目，本次未装箱',
  },
  'packing.boxSealed': {
    en: 'Box {box} is sealed; nothing was packed',
    zh: '木箱 {box} 已封箱，本次未装箱',
  },
  'packing.boxFull': {
    en: 'Box {box} holds {count} of {max} pieces; {adding} more do not fit; nothing was packed',
    zh: '木箱 {box} 已装 {count} 件，上限 {max} 件，放不下另外 {adding} 件，本次未装箱',
  },
  'packing.boxTooHeavy': {
    en: 'Box {box} would weigh {weight} kg, limit {max} kg; nothing was packed',
    zh: '木箱 {box} 装箱后将重 {weight} 千克，超过上限 {max} 千克，本次未装箱',
  },
  'packing.boxEmpty': {
    en: 'Box {box} is empty: nothing to seal',
    zh: '木箱 {box} 为空，无法封箱',
  },
  'packing.notInBox': {
    en: 'Piece {code} is not in box {box}',
    zh: '工件 {code} 不在木箱 {box} 中',
  },
  // The unique key's own message, for two packers racing one piece past the checks.
  'packing.pieceTaken': {
    en: 'This piece was just packed into another box; nothing was packed',
    zh: '该工件刚被装入另一个木箱，本次未装箱',
  },
  'packing.boxNumberTaken': {
    en: 'These box numbers were just taken; try again',
    zh: '木箱编号刚被占用，请重试',
  },
  'packing.checked': { en: 'Kit check recorded', zh: '齐套已记录' },
  'packing.groupComplete': { en: 'The group is a complete set', zh: '该组已齐套' },
  'packing.groupShort': {
    en: 'The group is short: see the missing pieces',
    zh: '该组未齐套：请查看缺件',
  },
  'packing.boxesCreated': { en: 'Boxes created', zh: '木箱已创建' },
  'packing.packed': { en: 'Packed', zh: '装箱成功' },
  'packing.sealed': { en: 'Box sealed', zh: '已封箱' },
  'packing.unpacked': { en: 'Piece taken out of the box', zh: '已从木箱取出工件' },
} as const satisfies Record<string, { en: string; zh: string }>;
