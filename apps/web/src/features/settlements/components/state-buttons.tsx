import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SettlementItem } from '@stone/shared/settlements/settlements';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useDeleteSettlement, useMarkArrived, useMarkNotArrived, useSettle } from '../api.ts';
import { SETTLEMENT_ROUTE } from '../settlement-routes.ts';

type Props = {
  doc: Pick<SettlementItem, 'id' | 'number' | 'status' | 'accountArrived'>;
  size?: 'small' | 'middle';
  onDeleted?: () => void;
};

/** Settle, account arrived / not arrived and delete, each confirmed, each where it applies. */
export function StateButtons({ doc, size = 'middle', onDeleted }: Props) {
  const { t } = useTranslation('settlements');
  const can = useCan();
  const confirm = useConfirm();
  const settle = useSettle();
  const arrived = useMarkArrived();
  const notArrived = useMarkNotArrived();
  const remove = useDeleteSettlement();
  const number = doc.number;
  const link = size === 'small' ? ('link' as const) : ('default' as const);
  return (
    <Space size={4} className="settlement-no-print" wrap>
      {doc.status === 'unsettled' && can(...SETTLEMENT_ROUTE.perm.settle) && (
        <Button
          size={size}
          type={size === 'small' ? 'link' : 'primary'}
          onClick={() =>
            confirm(
              t('confirm.settle', { number }),
              () => settle.mutateAsync({ id: doc.id }),
              false,
            )
          }
        >
          {t('action.settle')}
        </Button>
      )}
      {doc.status === 'settled' && can(...SETTLEMENT_ROUTE.perm.arrive) && (
        <Button
          size={size}
          type={link}
          onClick={() =>
            doc.accountArrived
              ? confirm(
                  t('confirm.notArrived', { number }),
                  () => notArrived.mutateAsync({ id: doc.id }),
                  false,
                )
              : confirm(
                  t('confirm.arrived', { number }),
                  () => arrived.mutateAsync({ id: doc.id }),
                  false,
                )
          }
        >
          {t(doc.accountArrived ? 'action.notArrived' : 'action.arrived')}
        </Button>
      )}
      {doc.status === 'unsettled' && can(...SETTLEMENT_ROUTE.perm.delete) && (
        <Button
          size={size}
          type={link}
          danger
          onClick={() =>
            confirm(t('confirm.delete', { number }), async () => {
              await remove.mutateAsync({ id: doc.id });
              onDeleted?.();
            })
          }
        >
          {t('action.delete')}
        </Button>
      )}
    </Space>
  );
}
