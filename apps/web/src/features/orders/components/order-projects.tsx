import { Button, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataOf } from '@stone/shared';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useRemoveOrderProject, useSetProjectPrice } from '../api.ts';
import { PriceCell } from './price-cell.tsx';

type Detail = DataOf<'webOrder/getOrderDetail'>;
type Row = Detail['projects'][number];

/**
 * The order's projects with area, unit price and amount. A price is edited in place unless the
 * project is settled or the order's locked price is already set (it changes from the banner).
 */
export function OrderProjects({
  detail,
  canEdit,
  onRefused,
}: {
  detail: Detail;
  canEdit: boolean;
  onRefused: () => void;
}) {
  const { t } = useTranslation('orders');
  const confirm = useConfirm();
  const setPrice = useSetProjectPrice();
  const remove = useRemoveOrderProject();
  const { order } = detail;
  const lockedSet = order.priceLocked && order.lockedUnitPrice !== null;
  const editable = (p: Row) => canEdit && !p.settled && !lockedSet;
  const columns: TableColumnsType<Row> = [
    { key: 'name', dataIndex: 'name', title: t('detail.project'), width: 220, ellipsis: true },
    {
      key: 'orderNo',
      dataIndex: 'orderNo',
      title: t('detail.orderNo'),
      width: 140,
      ellipsis: true,
    },
    { key: 'areaM2', dataIndex: 'areaM2', title: t('detail.area'), width: 100, align: 'right' },
    {
      key: 'unitPrice',
      title: t('detail.unitPrice'),
      width: 200,
      render: (_: unknown, p) =>
        editable(p) ? (
          <PriceCell
            // A new price in force (another edit, a refetch) restarts the field from it.
            key={`${p.projectId}:${p.effectiveUnitPrice ?? ''}`}
            label={t('detail.priceLabel', { name: p.name })}
            value={p.effectiveUnitPrice}
            onSave={(unitPrice) =>
              setPrice.mutateAsync({ orderId: order.id, projectId: p.projectId, unitPrice })
            }
            onRefused={onRefused}
          />
        ) : (
          (p.effectiveUnitPrice ?? (
            <Typography.Text type="secondary">{t('detail.notSet')}</Typography.Text>
          ))
        ),
    },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t('detail.amount'),
      width: 120,
      align: 'right',
      render: (v: string | null) => v ?? '—',
    },
    {
      key: 'settled',
      dataIndex: 'settled',
      title: t('detail.settled'),
      width: 90,
      render: (v: boolean) => (v ? <Tag color="green">{t('yesNo.yes')}</Tag> : t('yesNo.no')),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            title: '',
            width: 90,
            fixed: 'end' as const,
            render: (_: unknown, p: Row) =>
              p.settled ? null : (
                <Button
                  size="small"
                  type="link"
                  danger
                  onClick={() =>
                    confirm(t('confirm.remove', { name: p.name }), () =>
                      remove.mutateAsync({ orderId: order.id, projectId: p.projectId }),
                    )
                  }
                >
                  {t('action.remove')}
                </Button>
              ),
          },
        ]
      : []),
  ];
  return (
    <Table<Row>
      size="small"
      rowKey="projectId"
      columns={columns}
      dataSource={detail.projects}
      pagination={false}
      scroll={{ x: 960 }}
      locale={{ emptyText: t('detail.noProjects') }}
    />
  );
}
