import { BOX_STATES, PACK_STATES } from '@stone/shared/packing/enums';
import { defineStatusEnum } from '../../components/crud/status-enum.ts';

/** A kit group's pack state (product-spec §4), one look everywhere. */
export const PACK_STATE = defineStatusEnum(PACK_STATES, {
  toAlign: { color: 'default', labelKey: 'packing:packState.toAlign' },
  aligning: { color: 'gold', labelKey: 'packing:packState.aligning' },
  toPack: { color: 'magenta', labelKey: 'packing:packState.toPack' },
  packing: { color: 'processing', labelKey: 'packing:packState.packing' },
  packed: { color: 'success', labelKey: 'packing:packState.packed' },
});

export const BOX_STATE = defineStatusEnum(BOX_STATES, {
  empty: { color: 'default', labelKey: 'packing:boxState.empty' },
  packing: { color: 'processing', labelKey: 'packing:boxState.packing' },
  packed: { color: 'success', labelKey: 'packing:boxState.packed' },
  shipped: { color: 'blue', labelKey: 'packing:boxState.shipped' },
});
