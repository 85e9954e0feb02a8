import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Image, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRouteTitle } from '../../../lib/permissions.ts';
import { useSlabDetail } from '../api.ts';
import '../material-locales.ts';
import { SLAB_DETAIL_ROUTE, SLAB_LIST_ROUTE, SPACE_DETAIL_ROUTE } from '../material-routes.ts';
import { SLAB_STATUS } from '../material-status.ts';
import { LabelsModal } from '../components/labels-modal.tsx';
import { SlabSketch } from '../components/slab-sketch.tsx';

/** /slabDetails?id=…: one slab's data, photos and defects drawn to scale. */
export default function SlabDetailsPage() {
  const { t } = useTranslation('materials');
  const routeTitle = useRouteTitle('slabDetails');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const detail = useSlabDetail(id);
  const [printing, setPrinting] = useState(false);
  const slab = detail.data;
  useDocumentTitle(slab?.barcode ?? routeTitle);

  const back = (
    <Link to={SLAB_LIST_ROUTE.path}>
      <Button type="link" icon={<ArrowLeftOutlined />}>
        {t('actions.back')}
      </Button>
    </Link>
  );
  if (!id || (!detail.isLoading && !slab))
    return (
      <Card variant="borderless">
        <Empty description={t(id ? 'detail.notFound' : 'detail.missingId')}>{back}</Empty>
      </Card>
    );
  if (!slab) return <Spin size="large" />;

  const space = SPACE_DETAIL_ROUTE.to(
    slab.rackId
      ? { warehouseId: slab.warehouseId, rackId: slab.rackId }
      : { warehouseId: slab.warehouseId },
  );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        variant="borderless"
        title={
          <Space wrap>
            {back}
            <Typography.Text strong>{slab.barcode}</Typography.Text>
            <StatusTag status={SLAB_STATUS} value={slab.status} />
          </Space>
        }
        extra={
          <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
            {t('actions.labels')}
          </Button>
        }
      >
        <Descriptions column={{ xs: 1, sm: 2, lg: 3 }} size="small">
          <Descriptions.Item label={t('slab.blockNo')}>{slab.blockNo}</Descriptions.Item>
          <Descriptions.Item label={t('slab.bundleNo')}>{slab.bundleNo}</Descriptions.Item>
          <Descriptions.Item label={t('slab.slabNo')}>{slab.slabNo}</Descriptions.Item>
          <Descriptions.Item label={t('slab.material')}>{slab.material}</Descriptions.Item>
          <Descriptions.Item label={t('slab.thicknessMm')}>{slab.thicknessMm}</Descriptions.Item>
          <Descriptions.Item label={t('slab.lengthMm')}>{slab.lengthMm}</Descriptions.Item>
          <Descriptions.Item label={t('slab.widthMm')}>{slab.widthMm}</Descriptions.Item>
          <Descriptions.Item label={t('slab.areaM2')}>{slab.areaM2}</Descriptions.Item>
          <Descriptions.Item label={t('slab.warehouse')}>
            <Link to={space}>
              {slab.warehouseName}
              {slab.rackNumber ? ` / ${slab.rackNumber}` : ''}
            </Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('slab.createdAt')}>
            {formatDateTime(slab.createdAt)}
          </Descriptions.Item>
          {slab.parentId && (
            <Descriptions.Item label={t('detail.parent')}>
              <Link to={SLAB_DETAIL_ROUTE.to({ id: slab.parentId })}>{t('actions.detail')}</Link>
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card variant="borderless" title={t('slab.defects')}>
        <SlabSketch
          lengthMm={slab.lengthMm}
          widthMm={slab.widthMm}
          defects={slab.defects}
          ariaLabel={t('slab.defects')}
        />
        {slab.defects.length === 0 && (
          <Typography.Paragraph type="secondary">{t('defects.none')}</Typography.Paragraph>
        )}
      </Card>
      <Card variant="borderless" title={t('slab.photos')}>
        {slab.photos.length ? (
          <Image.PreviewGroup>
            <Space wrap>
              {slab.photos.map((p) => (
                <Image
                  key={p.fileId}
                  src={p.thumbUrl}
                  preview={{ src: p.url }}
                  width={120}
                  alt={slab.barcode}
                />
              ))}
            </Space>
          </Image.PreviewGroup>
        ) : (
          <Empty description={t('detail.noPhotos')} />
        )}
      </Card>
      <LabelsModal open={printing} slabs={[slab]} onClose={() => setPrinting(false)} />
    </Space>
  );
}
