/**
 * Messages of work reports (issue 17). `{name}` parts are filled in by the server; piece states
 * come as both language's names (`stateEn`/`stateZh`), as in the life cycle's own message.
 */
export const WORK_REPORT_MESSAGES = {
  'workReport.scanRequired': { en: 'Scan a piece label', zh: '请扫描工件标签' },
  'workReport.processRequired': {
    en: 'Choose or scan the process being reported',
    zh: '请选择或扫描要报工的工序',
  },
  'workReport.batchTooLarge': {
    en: 'This batch has {count} pieces; the limit is {max} (set under Work reporting)',
    zh: '本批共 {count} 件，超过上限 {max} 件（在「通用报工」中设置）',
  },
  // Zod's bound, whatever the enterprise's own limit (defaults.ts caps that at 500 too).
  'workReport.batchLimit': { en: 'A batch holds at most 500 pieces', zh: '每批最多 500 件' },
  'workReport.unknownScan': {
    en: '{scan} is not a piece label of this enterprise; nothing was reported',
    zh: '「{scan}」不是本企业的工件标签，本次未报工',
  },
  'workReport.unknownProcess': {
    en: '{scan} is not a process of this enterprise',
    zh: '「{scan}」不是本企业的工序',
  },
  'workReport.processGone': {
    en: 'The chosen process is no longer in the catalogue; choose it again',
    zh: '所选工序已不在工序目录中，请重新选择',
  },
  'workReport.singleOnly': {
    en: '{process} is reported one piece per scan',
    zh: '工序「{process}」为单件扫码报工，每次只能报一件',
  },
  'workReport.duplicateScan': {
    en: 'Piece {code} is scanned twice in this batch; nothing was reported',
    zh: '工件 {code} 在本批中重复扫描，本次未报工',
  },
  'workReport.noRoute': {
    en: 'Piece {code} has no process code, so it has no route to report on',
    zh: '工件 {code} 没有工艺编码，无可报工的工序路线',
  },
  'workReport.notInRoute': {
    en: '{process} is not on the route of piece {code} ({route}); nothing was reported',
    zh: '工序「{process}」不在工件 {code} 的路线（{route}）中，本次未报工',
  },
  'workReport.notCut': {
    en: 'Piece {code} is {stateEn}: work is reported once it is cut',
    zh: '工件 {code} 当前为「{stateZh}」，切割后才能报工',
  },
  'workReport.notAtProcess': {
    en: 'Piece {code} is at {expected}, not {process}; nothing was reported',
    zh: '工件 {code} 当前在工序「{expected}」，不在「{process}」，本次未报工',
  },
  'workReport.kitCheckStage': {
    en: '{process} is a kit-check step: scan it on the kit-check screen; nothing was reported',
    zh: '「{process}」是齐套工序，请在齐套扫码界面扫码；本次未报工',
  },
  'workReport.packingStage': {
    en: '{process} is a packing step: pack the piece into a box to report it; nothing was reported',
    zh: '「{process}」是打包工序，工件装箱时自动报工；本次未报工',
  },
  'workReport.routeDone': {
    en: 'Piece {code} has finished its route; nothing was reported',
    zh: '工件 {code} 的工序路线已全部完成，本次未报工',
  },
  'workReport.alreadyReported': {
    en: 'Piece {code} was already reported at {process} by {worker} at {time}; nothing was reported',
    zh: '工件 {code} 已于 {time} 由 {worker} 报工「{process}」，本次未报工',
  },
  // The unique key's own message, for two scans racing past the check.
  'workReport.reportTaken': {
    en: 'This piece was already reported at this process; nothing was reported',
    zh: '该工件的此工序已报工，本次未报工',
  },
  'workReport.reasonRequired': {
    en: 'Give the reason for the undo (at most 200 characters)',
    zh: '请填写撤销原因（最多 200 字）',
  },
  'workReport.notLatest': {
    en: 'Undo the later report of piece {code} ({later}) first: reports are undone latest first',
    zh: '请先撤销工件 {code} 较晚的报工（{later}）：报工须从最近一次起撤销',
  },
  'workReport.reported': { en: 'Work reported', zh: '报工成功' },
  'workReport.undone': { en: 'Report undone', zh: '已撤销报工' },
} as const satisfies Record<string, { en: string; zh: string }>;
