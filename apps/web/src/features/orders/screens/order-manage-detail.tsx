import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailLoading, DetailMissing } from '../../../components/detail-state.tsx';
import { Link, useSearchParams } from 'react-router';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useOrderDetail } from '../api.ts';
import { LockBanner } from '../components/lock-banner.tsx';
import { OrderProjects } from '../components/order-projects.tsx';
import { ProjectPicker } from '../components/project-picker.tsx';
import '../order-locales.ts';
import { ORDER_ROUTE } from '../order-routes.ts';
import '../orders.css';

/**
 * /produceManagement/orderManageDetail?id= (issue 19): the order, its price lock and its projects
 * with area, unit price (edited in place) and amount; projects are added from a picker.
 */
export default function OrderManageDetailPage() {
  const { t } = useTranslation('orders');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const detail = useOrderDetail(id);
  const can = useCan();
  const [picking, setPicking] = useState(false);
  if (id && detail.isLoading) return <DetailLoading />;
  const data = detail.data;
  if (!id || !data)
    return (
      <DetailMissing
        title={t('detail.missing')}
        backTo={ORDER_ROUTE.to()}
        backLabel={t('action.back')}
      />
    );
  const { order } = data;
  const canEdit = can(...ORDER_ROUTE.perm.edit);
  const item = (key: keyof typeof order & keyof typeof FIELD_LABELS, value?: string) => ({
    key,
    label: t(FIELD_LABELS[key]),
    children: value ?? String(order[key] ?? '—'),
  });
  return (
    <div className="order-detail">
      <Card
        variant="borderless"
        title={`${order.number} · ${order.name}`}
        extra={<Link to={ORDER_ROUTE.to()}>{t('action.back')}</Link>}
      >
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            item('orderType', t(`orderType.${order.orderType}`)),
            item('customerName'),
            item('contact'),
            item('source'),
            item('processingType'),
            item('managerName', `${order.managerName} ${order.managerPhone}`),
            item('expectedDeliveryDate'),
            item('deliveredDate'),
            item('projectCount'),
            item('settledProjectCount'),
            item('settledAmount'),
            item('priceLocked', t(`locked.${order.priceLocked ? 'true' : 'false'}`)),
          ]}
        />
      </Card>
      <LockBanner order={order} canEdit={canEdit} />
      <Card
        variant="borderless"
        title={t('detail.projects')}
        extra={
          canEdit && (
            <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>
              {t('action.addProjects')}
            </Button>
          )
        }
      >
        <OrderProjects detail={data} canEdit={canEdit} onRefused={() => void detail.refetch()} />
      </Card>
      {canEdit && <ProjectPicker order={order} open={picking} onClose={() => setPicking(false)} />}
    </div>
  );
}

const FIELD_LABELS = {
  orderType: 'field.orderType',
  customerName: 'field.customerName',
  contact: 'field.contact',
  source: 'field.source',
  processingType: 'field.processingType',
  managerName: 'field.managerName',
  expectedDeliveryDate: 'field.expectedDeliveryDate',
  deliveredDate: 'field.deliveredDate',
  projectCount: 'field.projectCount',
  settledProjectCount: 'field.settledProjectCount',
  settledAmount: 'field.settledAmount',
  priceLocked: 'field.priceLocked',
} as const;
