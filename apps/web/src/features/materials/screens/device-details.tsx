import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LIMITS } from '@stone/shared/limits';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRouteTitle } from '../../../lib/permissions.ts';
import { useDeviceList } from '../api.ts';
import '../material-locales.ts';
import { DEVICE_ROUTE } from '../material-routes.ts';
import { DEVICE_TABLE, PICKUP_STATUS } from '../material-status.ts';
import { DeviceCuts } from '../components/device-cuts.tsx';

/**
 * /deviceDetails?id=…: one saw. The contract has no single-device read, and an enterprise has a
 * handful of saws, so the page reads the first page of the list and picks the device from it.
 */
export default function DeviceDetailsPage() {
  const { t } = useTranslation('materials');
  const routeTitle = useRouteTitle('deviceDetails');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const devices = useDeviceList({ pageNum: 1, pageSize: LIMITS.pageSizeMax });
  const device = devices.data?.list.find((d) => d.id === id);
  useDocumentTitle(device?.code ?? routeTitle);
  const back = (
    <Link to={DEVICE_ROUTE.path}>
      <Button type="link" icon={<ArrowLeftOutlined />}>
        {t('actions.back')}
      </Button>
    </Link>
  );
  if (devices.isLoading) return <Spin size="large" />;
  if (!device)
    return (
      <Card variant="borderless">
        <Empty description={t(id ? 'device.notFound' : 'device.missing')}>{back}</Empty>
      </Card>
    );
  return (
    <>
      <Card variant="borderless" title={back}>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label={t('device.code')}>{device.code}</Descriptions.Item>
          <Descriptions.Item label={t('device.model')}>{device.model}</Descriptions.Item>
          <Descriptions.Item label={t('device.linkedAt')}>
            {device.linkedAt ? formatDateTime(device.linkedAt) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('device.pickupStatus')}>
            <StatusTag status={PICKUP_STATUS} value={device.pickupStatus} />
          </Descriptions.Item>
          <Descriptions.Item label={t('device.currentTable')}>
            <StatusTag status={DEVICE_TABLE} value={device.currentTable} />
          </Descriptions.Item>
          <Descriptions.Item label={t('common.createdAt')}>
            {formatDateTime(device.createdAt)}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <DeviceCuts deviceId={device.id} />
    </>
  );
}
