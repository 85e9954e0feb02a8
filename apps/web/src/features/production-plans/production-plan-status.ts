import { PLAN_STATUSES } from '@stone/shared/production/plans';
import { TASK_STATUSES } from '@stone/shared/production/tasks';
import { defineStatusEnum } from '../../components/crud/status-enum.ts';

export const TASK_STATUS = defineStatusEnum(TASK_STATUSES, {
  notStarted: { color: 'default', labelKey: 'productionPlans:status.notStarted' },
  inProgress: { color: 'processing', labelKey: 'productionPlans:status.inProgress' },
  done: { color: 'success', labelKey: 'productionPlans:status.done' },
});

export const PLAN_STATUS = defineStatusEnum(PLAN_STATUSES, {
  draft: { color: 'default', labelKey: 'productionPlans:planStatus.draft' },
  released: { color: 'processing', labelKey: 'productionPlans:planStatus.released' },
  closed: { color: 'success', labelKey: 'productionPlans:planStatus.closed' },
});
