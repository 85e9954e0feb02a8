import { MOVEMENT_KINDS, PICK_STATES } from '@stone/shared/material-flows/schemas';
import { defineStatusEnum } from '../../components/crud/status-enum.ts';

// One definition per state: the tags of the picking list and of every history table.

export const PICK_STATE = defineStatusEnum(PICK_STATES, {
  toBePicked: { color: 'gold', labelKey: 'materialFlows:pickStates.toBePicked' },
  picked: { color: 'success', labelKey: 'materialFlows:pickStates.picked' },
});

export const MOVEMENT_KIND = defineStatusEnum(MOVEMENT_KINDS, {
  pick: { color: 'blue', labelKey: 'materialFlows:kinds.pick' },
  return: { color: 'cyan', labelKey: 'materialFlows:kinds.return' },
  transfer: { color: 'purple', labelKey: 'materialFlows:kinds.transfer' },
  pickup: { color: 'processing', labelKey: 'materialFlows:kinds.pickup' },
  cut: { color: 'default', labelKey: 'materialFlows:kinds.cut' },
});
