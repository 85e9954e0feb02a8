import type { BoxOrderItem } from '@stone/shared/box-orders/box-orders';
import {
  BOX_ORDER_DELETABLE,
  BOX_ORDER_EDITABLE,
  canTransition,
} from '@stone/shared/box-orders/enums';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/crud/row-actions.tsx';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import {
  useAcceptBoxOrder,
  useCancelBoxOrder,
  useDeleteBoxOrder,
  useShipBoxOrder,
} from '../api.ts';
import { BOX_ORDER_ROUTE } from '../box-order-routes.ts';

/**
 * The state changes an order offers, from the shared transition table, each only to those
 * allowed: accept and ship (the packer's `ship`), cancel and delete (`boxOrder`, after a
 * confirmation). `onEdit` and `onDeleted` let the screen open its form or leave a deleted order.
 */
export function useBoxOrderActions(
  handlers: { onEdit?: (o: BoxOrderItem) => void; onDeleted?: () => void } = {},
) {
  const { t } = useTranslation('boxOrders');
  const confirm = useConfirm();
  const accept = useAcceptBoxOrder();
  const ship = useShipBoxOrder();
  const cancel = useCancelBoxOrder();
  const remove = useDeleteBoxOrder();
  const { perm } = BOX_ORDER_ROUTE;

  return (o: BoxOrderItem): RowAction[] => {
    const body = { id: o.id, version: o.version };
    const actions: RowAction[] = [];
    if (handlers.onEdit && BOX_ORDER_EDITABLE.includes(o.status)) {
      const edit = handlers.onEdit;
      actions.push({
        key: 'edit',
        label: t('actions.edit'),
        perm: perm.boxOrder,
        onClick: () => edit(o),
      });
    }
    if (canTransition(o.status, 'accept'))
      actions.push({
        key: 'accept',
        label: t('actions.accept'),
        perm: perm.ship,
        onClick: () => void accept.mutateAsync(body).catch(() => undefined),
      });
    if (canTransition(o.status, 'ship'))
      actions.push({
        key: 'ship',
        label: t('actions.ship'),
        perm: perm.ship,
        onClick: () =>
          confirm(t('confirm.ship', { number: o.number }), () => ship.mutateAsync(body), false),
      });
    if (canTransition(o.status, 'cancel'))
      actions.push({
        key: 'cancel',
        label: t('actions.cancel'),
        danger: true,
        perm: perm.boxOrder,
        onClick: () =>
          confirm(t('confirm.cancel', { number: o.number }), () => cancel.mutateAsync(body)),
      });
    if (BOX_ORDER_DELETABLE.includes(o.status))
      actions.push({
        key: 'delete',
        label: t('actions.delete'),
        danger: true,
        perm: perm.boxOrder,
        onClick: () =>
          confirm(t('confirm.delete', { number: o.number }), async () => {
            await remove.mutateAsync(body);
            handlers.onDeleted?.();
          }),
      });
    return actions;
  };
}
