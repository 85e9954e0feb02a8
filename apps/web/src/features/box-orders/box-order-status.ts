import { BOX_ORDER_STATES } from '@stone/shared/box-orders/enums';
import { defineStatusEnum } from '../../components/crud/status-enum.ts';

/** A box order's state (product-spec §4), one look everywhere. */
export const BOX_ORDER_STATE = defineStatusEnum(BOX_ORDER_STATES, {
  notAccepted: { color: 'gold', labelKey: 'boxOrders:state.notAccepted' },
  accepted: { color: 'processing', labelKey: 'boxOrders:state.accepted' },
  shipped: { color: 'success', labelKey: 'boxOrders:state.shipped' },
  cancelled: { color: 'default', labelKey: 'boxOrders:state.cancelled' },
});
