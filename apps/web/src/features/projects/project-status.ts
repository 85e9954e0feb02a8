import {
  CAD_UPLOAD_STATUSES,
  PLANNING_STATES,
  PRODUCTION_STATES,
  PROJECT_TYPES,
  REVIEW_STATES,
} from '@stone/shared/projects/enums';
import { PLAN_SLAB_STATES } from '@stone/shared/projects/progress';
import { MOVEMENT_KINDS } from '@stone/shared/material-flows/schemas';
import { defineStatusEnum } from '../../components/crud/status-enum.ts';

// One definition per status: tags, tabs, filters and selects of the project screens read these.

export const REVIEW_STATUS = defineStatusEnum(REVIEW_STATES, {
  pending: { color: 'gold', labelKey: 'projects:review.pending' },
  reviewed: { color: 'blue', labelKey: 'projects:review.reviewed' },
  done: { color: 'green', labelKey: 'projects:review.done' },
});

export const PRODUCTION_STATUS = defineStatusEnum(PRODUCTION_STATES, {
  notStarted: { color: 'default', labelKey: 'projects:production.notStarted' },
  inProduction: { color: 'processing', labelKey: 'projects:production.inProduction' },
  completed: { color: 'success', labelKey: 'projects:production.completed' },
});

export const PROJECT_TYPE = defineStatusEnum(PROJECT_TYPES, {
  engineering: { color: 'purple', labelKey: 'projects:type.engineering' },
  precision: { color: 'cyan', labelKey: 'projects:type.precision' },
});

export const PLANNING_STATUS = defineStatusEnum(PLANNING_STATES, {
  toPlan: { color: 'default', labelKey: 'projects:planning.toPlan' },
  planning: { color: 'processing', labelKey: 'projects:planning.planning' },
  planned: { color: 'success', labelKey: 'projects:planning.planned' },
});

export const UPLOAD_STATUS = defineStatusEnum(CAD_UPLOAD_STATUSES, {
  reading: { color: 'processing', labelKey: 'projects:upload.reading' },
  read: { color: 'success', labelKey: 'projects:upload.read' },
  failed: { color: 'error', labelKey: 'projects:upload.failed' },
});

export const PLAN_SLAB_STATUS = defineStatusEnum(PLAN_SLAB_STATES, {
  toBePicked: { color: 'default', labelKey: 'projects:planSlabState.toBePicked' },
  picked: { color: 'blue', labelKey: 'projects:planSlabState.picked' },
  cutting: { color: 'processing', labelKey: 'projects:planSlabState.cutting' },
  cut: { color: 'success', labelKey: 'projects:planSlabState.cut' },
});

export const MOVEMENT_KIND = defineStatusEnum(MOVEMENT_KINDS, {
  pick: { color: 'blue', labelKey: 'projects:movementKind.pick' },
  return: { color: 'orange', labelKey: 'projects:movementKind.return' },
  transfer: { color: 'purple', labelKey: 'projects:movementKind.transfer' },
  pickup: { color: 'processing', labelKey: 'projects:movementKind.pickup' },
  cut: { color: 'success', labelKey: 'projects:movementKind.cut' },
});
