import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, QRCode, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useRouteTitle } from '../../../lib/permissions.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useProcessDetail } from '../api.ts';
import { RouteTags } from '../components/process-codes-tab.tsx';
import { ProcessSecondary } from '../components/process-secondary.tsx';
import '../process-locales.ts';
import { CODE_ROUTE } from '../process-routes.ts';
import { FLOW_MODE, FLOW_UNIT, OUTSOURCING, PROCESS_UNIT, REPORT_MODE } from '../process-status.ts';

/**
 * /processDetail?id=…: one process with its printable QR label, the codes that route it, and
 * (issue 18, page flag 303) its progress on live projects by plane and its abnormal pieces.
 */
export default function ProcessDetailPage() {
  const { t } = useTranslation('processes');
  const routeTitle = useRouteTitle('processDetail');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const detail = useProcessDetail(id);
  const process = detail.data?.process;
  useDocumentTitle(process?.name ?? routeTitle);
  const back = (
    <Link to={CODE_ROUTE.path}>
      <Button type="link" icon={<ArrowLeftOutlined />}>
        {t('common.back')}
      </Button>
    </Link>
  );
  if (detail.isLoading) return <Spin size="large" />;
  if (!process || !detail.data)
    return (
      <Card variant="borderless">
        <Empty description={t(id ? 'process.notFound' : 'process.missing')}>{back}</Empty>
      </Card>
    );
  const { workshopName, usedBy } = detail.data;
  const item = (label: string, value: React.ReactNode) => (
    <Descriptions.Item label={label}>{value}</Descriptions.Item>
  );
  return (
    <Card variant="borderless" title={back}>
      <Space align="start" wrap size="large" style={{ width: '100%' }}>
        <Space orientation="vertical" align="center" className="process-qr-label">
          {/* SVG, named for screen readers: axe wants every image to say what it is. */}
          <QRCode
            type="svg"
            value={process.qrCode}
            size={160}
            bordered
            aria-label={`${t('process.qrCode')} ${process.code}`}
          />
          <Typography.Text strong>{process.name}</Typography.Text>
          <Typography.Text type="secondary">{process.code}</Typography.Text>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('process.print')}
          </Button>
        </Space>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small" style={{ maxWidth: 760 }}>
          {item(t('process.name'), process.name)}
          {item(t('process.code'), process.code)}
          {item(t('process.fee'), process.fee)}
          {item(t('process.unit'), <StatusTag status={PROCESS_UNIT} value={process.unit} />)}
          {item(t('process.sizeRange'), `${process.sizeMinMm}–${process.sizeMaxMm}`)}
          {item(
            t('process.workshop'),
            workshopName || (process.workshopId ? t('process.defaultWorkshop') : '—'),
          )}
          {item(t('process.processingPart'), process.processingPart || '—')}
          {item(t('process.flowMode'), <StatusTag status={FLOW_MODE} value={process.flowMode} />)}
          {item(t('process.flowUnit'), <StatusTag status={FLOW_UNIT} value={process.flowUnit} />)}
          {item(
            t('process.reportMode'),
            <StatusTag status={REPORT_MODE} value={process.reportMode} />,
          )}
          {item(t('process.bonding'), t(process.bonding ? 'common.yes' : 'common.no'))}
          {item(
            t('process.outsourcingType'),
            <StatusTag status={OUTSOURCING} value={process.outsourcingType} />,
          )}
          {item(t('process.outsourcingCost'), process.outsourcingCost)}
          {item(t('process.auxiliaryCost'), process.auxiliaryCost)}
          {item(t('process.workerCost'), process.workerCost)}
          {item(t('process.totalCost'), process.totalCost)}
          {item(t('process.qrCode'), process.qrCode)}
          {item(t('common.createdAt'), formatDateTime(process.createdAt))}
          <Descriptions.Item label={t('process.usedBy')} span={2}>
            <RouteTags
              names={usedBy.map((c) => `${c.code} ${c.name}`)}
              empty={t('process.notUsed')}
            />
          </Descriptions.Item>
        </Descriptions>
      </Space>
      <div style={{ marginTop: 24 }}>
        <ProcessSecondary processId={process.id} />
      </div>
    </Card>
  );
}
