import { WORK_REPORT_ACTIONS } from '@stone/shared/production/work-reports';
import { defineStatusEnum } from '../../components/crud/status-enum.ts';

export const AUDIT_ACTION = defineStatusEnum(WORK_REPORT_ACTIONS, {
  report: { color: 'green', labelKey: 'workReports:auditAction.report' },
  undo: { color: 'red', labelKey: 'workReports:auditAction.undo' },
});
