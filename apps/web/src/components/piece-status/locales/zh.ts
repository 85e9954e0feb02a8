import type { en } from './en.ts';

export const zh: typeof en = {
  pendingPickup: '待领料',
  pendingCut: '待切割',
  cutting: '切割中',
  cut: '已切割',
  pendingProcessing: '待加工',
  processing: '加工中',
  processed: '已加工',
  pendingCompleteSet: '待齐套',
  incompleteSet: '未齐套',
  completeSet: '已齐套',
  pendingBinding: '待绑定',
  pendingPacking: '待装箱',
  packing: '装箱中',
  packed: '已装箱',
  shipped: '已发货',
};
