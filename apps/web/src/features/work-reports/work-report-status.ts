import { PIECE_LIFECYCLE } from '@stone/shared/production/piece-lifecycle';
import { WORK_REPORT_ACTIONS } from '@stone/shared/production/work-reports';
import { defineStatusEnum } from '../../components/crud/status-enum.ts';

// The piece life cycle's labels live in this feature too: a feature never reads another's texts.
export const PIECE_STATUS = defineStatusEnum(PIECE_LIFECYCLE, {
  pendingPickup: { color: 'default', labelKey: 'workReports:pieceStatus.pendingPickup' },
  pendingCut: { color: 'default', labelKey: 'workReports:pieceStatus.pendingCut' },
  cutting: { color: 'processing', labelKey: 'workReports:pieceStatus.cutting' },
  cut: { color: 'blue', labelKey: 'workReports:pieceStatus.cut' },
  pendingProcessing: { color: 'gold', labelKey: 'workReports:pieceStatus.pendingProcessing' },
  processing: { color: 'purple', labelKey: 'workReports:pieceStatus.processing' },
  processed: { color: 'geekblue', labelKey: 'workReports:pieceStatus.processed' },
  pendingCompleteSet: { color: 'gold', labelKey: 'workReports:pieceStatus.pendingCompleteSet' },
  incompleteSet: { color: 'orange', labelKey: 'workReports:pieceStatus.incompleteSet' },
  completeSet: { color: 'cyan', labelKey: 'workReports:pieceStatus.completeSet' },
  pendingBinding: { color: 'gold', labelKey: 'workReports:pieceStatus.pendingBinding' },
  pendingPacking: { color: 'gold', labelKey: 'workReports:pieceStatus.pendingPacking' },
  packing: { color: 'processing', labelKey: 'workReports:pieceStatus.packing' },
  packed: { color: 'success', labelKey: 'workReports:pieceStatus.packed' },
});

export const AUDIT_ACTION = defineStatusEnum(WORK_REPORT_ACTIONS, {
  report: { color: 'green', labelKey: 'workReports:auditAction.report' },
  undo: { color: 'red', labelKey: 'workReports:auditAction.undo' },
});
