/** Messages of iron frames (issue 18); `{name}` parts are filled in by the server. */
export const FRAME_MESSAGES = {
  'frame.scanRequired': { en: 'Scan a label', zh: '请扫描标签' },
  'frame.scanPieces': {
    en: 'Scan the pieces first, then the frame',
    zh: '请先扫描工件，再扫描铁架',
  },
  'frame.bindLimit': {
    en: 'One binding holds at most 200 pieces',
    zh: '每次绑定最多 200 件',
  },
  'frame.countRange': { en: 'Create 1 to 200 frames at a time', zh: '每次可新建 1 至 200 个铁架' },
  'frame.pickFrames': { en: 'Choose the frames to print', zh: '请选择要打印的铁架' },
  'frame.destinationRequired': {
    en: 'Scan a process QR code or choose a workshop as the destination',
    zh: '请扫描工序二维码或选择车间作为目的地',
  },
  'frame.unknownFrame': {
    en: '{scan} is not a frame label of this enterprise; nothing was changed',
    zh: '「{scan}」不是本企业的铁架标签，本次未做更改',
  },
  'frame.unknownPiece': {
    en: '{scan} is not a piece label of this enterprise; nothing was bound',
    zh: '「{scan}」不是本企业的工件标签，本次未绑定',
  },
  'frame.unknownProcess': {
    en: '{scan} is not a process of this enterprise',
    zh: '「{scan}」不是本企业的工序',
  },
  'frame.workshopGone': {
    en: 'The chosen workshop no longer exists; choose it again',
    zh: '所选车间已不存在，请重新选择',
  },
  'frame.duplicatePiece': {
    en: 'Piece {code} is scanned twice; nothing was bound',
    zh: '工件 {code} 重复扫描，本次未绑定',
  },
  'frame.isReturned': {
    en: 'Frame {number} is returned and out of circulation; put it back in use first',
    zh: '铁架 {number} 已归还、不在流转中，请先恢复使用',
  },
  'frame.pieceOnFrame': {
    en: 'Piece {code} is already on frame {number}; nothing was bound',
    zh: '工件 {code} 已绑定在铁架 {number} 上，本次未绑定',
  },
  'frame.otherProject': {
    en: 'Piece {code} belongs to project {project}, but frame {number} holds project {frameProject}; nothing was bound',
    zh: '工件 {code} 属于项目「{project}」，而铁架 {number} 装的是项目「{frameProject}」，本次未绑定',
  },
  'frame.mixedProjects': {
    en: 'Pieces {code} and {other} belong to different projects; a frame holds one project',
    zh: '工件 {code} 与 {other} 属于不同项目，一个铁架只装一个项目',
  },
  'frame.pieceNotReady': {
    en: 'Piece {code} is {stateEn}: only cut pieces waiting for a frame can be bound',
    zh: '工件 {code} 当前为「{stateZh}」，只有已切割、待绑定的工件可以绑定',
  },
  'frame.notEmpty': {
    en: 'Frame {number} still holds {count} pieces; it can be returned only when empty',
    zh: '铁架 {number} 上还有 {count} 件工件，清空后才能归还',
  },
  'frame.notReturnable': {
    en: 'Frame {number} is not returnable',
    zh: '铁架 {number} 不可归还',
  },
  'frame.notReturned': { en: 'Frame {number} is in use already', zh: '铁架 {number} 已在使用中' },
  'frame.used': {
    en: 'Frame {number} has been used; only frames never used can be deleted',
    zh: '铁架 {number} 已使用过，只能删除从未使用的铁架',
  },
  'frame.notOnFrame': {
    en: 'Piece {code} is not on frame {number}',
    zh: '工件 {code} 不在铁架 {number} 上',
  },
  // The unique keys' own messages, for scans racing past the checks.
  'frame.pieceTaken': {
    en: 'A scanned piece was just bound to another frame; nothing was bound',
    zh: '扫描的工件刚被绑定到其他铁架，本次未绑定',
  },
  'frame.numberTaken': {
    en: 'Another batch took these frame numbers; try again',
    zh: '铁架编号已被其他批次占用，请重试',
  },
  'frame.created': { en: 'Frames created', zh: '铁架已新建' },
  'frame.bound': { en: 'Pieces bound to the frame', zh: '工件已绑定到铁架' },
  'frame.moved': { en: 'Frame moved', zh: '铁架已转移' },
  'frame.unbound': { en: 'Piece taken off the frame', zh: '工件已解绑' },
  'frame.returned': { en: 'Frame returned', zh: '铁架已归还' },
  'frame.restored': { en: 'Frame back in use', zh: '铁架已恢复使用' },
} as const satisfies Record<string, { en: string; zh: string }>;
