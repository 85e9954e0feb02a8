import { PrinterOutlined } from '@ant-design/icons';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Modal,
  Result,
  Skeleton,
  Space,
  Table,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { BoxDetailData, BoxPiece } from '@stone/shared/packing/packing';
import { PACKING_LIMITS } from '@stone/shared/packing/enums';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { useCan } from '../../../components/crud/use-permission.ts';
import { WithPrintCopy } from '../../../components/labels/with-print-copy.tsx';
import { useBoxDetail, useUnpackPiece } from '../api.ts';
import { BoxLabel } from '../components/box-label.tsx';
import { PackGate } from '../components/pack-gate.tsx';
import { PackingListModal } from '../components/packing-list-modal.tsx';
import '../packing-locales.ts';
import { MES_PACK_ROUTE } from '../packing-routes.ts';
import { BOX_STATE } from '../packing-status.ts';
import '../packing.css';

type Row = BoxDetailData['materialRows'][number];

/**
 * /packedBoxDetails?id= (issue 18): a box with its material rows and pieces; print its label and
 * its packing list. `?projectId=` alone prints the project's whole box-by-box list.
 */
export default function PackedBoxDetailsPage() {
  const { t } = useTranslation('packing');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const projectId = params.get('projectId') ?? '';
  const [closed, setClosed] = useState(false);
  if (!id && projectId)
    return (
      <PackGate>
        {closed ? (
          <Link to={`/mesPack?projectId=${encodeURIComponent(projectId)}`}>{t('detail.back')}</Link>
        ) : (
          <PackingListModal projectId={projectId} onClose={() => setClosed(true)} />
        )}
      </PackGate>
    );
  return (
    <PackGate>
      {id ? <BoxDetail id={id} /> : <Empty description={t('detail.missingId')} />}
    </PackGate>
  );
}

function BoxDetail({ id }: { id: string }) {
  const { t, i18n } = useTranslation('packing');
  const can = useCan();
  const detail = useBoxDetail(id);
  const unpack = useUnpackPiece();
  const [printing, setPrinting] = useState<'label' | 'list' | null>(null);
  const [unpacking, setUnpacking] = useState<BoxPiece | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  if (detail.isLoading) return <Skeleton active />;
  if (!detail.data) return <Result status="warning" title={t('detail.missingId')} />;
  const { box, materialRows, pieces } = detail.data;
  const rowColumns = [
    {
      key: 'material',
      title: t('detail.material'),
      render: (_: unknown, r: Row) =>
        i18n.language.startsWith('zh') ? r.materialZh : r.materialEn,
    },
    {
      key: 'codes',
      title: t('detail.codes'),
      ellipsis: true,
      render: (_: unknown, r: Row) => r.codes.join(', '),
    },
    { key: 'thickness', dataIndex: 'thicknessMm', title: t('detail.thickness') },
    { key: 'width', dataIndex: 'widthMm', title: t('detail.widthCol') },
    { key: 'height', dataIndex: 'heightMm', title: t('detail.heightCol') },
    { key: 'pieces', dataIndex: 'pieces', title: t('boxes.pieces') },
    { key: 'area', dataIndex: 'areaM2', title: t('boxes.area') },
    { key: 'region', dataIndex: 'region', title: t('detail.region') },
  ];
  const pieceColumns = [
    { key: 'code', dataIndex: 'code', title: t('detail.code') },
    { key: 'plane', dataIndex: 'planeName', title: t('detail.plane') },
    {
      key: 'size',
      title: t('detail.size'),
      render: (_: unknown, p: BoxPiece) => `${p.widthMm} × ${p.heightMm} × ${p.thicknessMm}`,
    },
    { key: 'area', dataIndex: 'areaM2', title: t('boxes.area') },
    { key: 'by', dataIndex: 'packedBy', title: t('detail.packedBy') },
    {
      key: 'at',
      title: t('detail.packedAt'),
      render: (_: unknown, p: BoxPiece) => new Date(p.packedAt).toLocaleString(),
    },
    {
      key: 'actions',
      title: '',
      fixed: 'right' as const,
      render: (_: unknown, p: BoxPiece) =>
        can(...MES_PACK_ROUTE.perm.unpack) ? (
          <Button size="small" danger type="link" onClick={() => setUnpacking(p)}>
            {t('detail.unpack')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        variant="borderless"
        title={t('detail.title', { box: box.name })}
        extra={
          <Space wrap>
            <Link to={`/mesPack?projectId=${encodeURIComponent(box.projectId)}`}>
              {t('detail.back')}
            </Link>
            <Button icon={<PrinterOutlined />} onClick={() => setPrinting('label')}>
              {t('detail.printLabel')}
            </Button>
            <Button icon={<PrinterOutlined />} onClick={() => setPrinting('list')}>
              {t('detail.printList')}
            </Button>
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('detail.project')}>{box.projectName}</Descriptions.Item>
          <Descriptions.Item label={t('detail.orderNo')}>{box.orderNo}</Descriptions.Item>
          <Descriptions.Item label={t('boxes.status')}>
            <StatusTag status={BOX_STATE} value={box.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('boxes.type')}>
            {t(`boxType.${box.boxType}`)}
          </Descriptions.Item>
          <Descriptions.Item
            label={t('boxes.inner')}
          >{`${box.lengthMm} × ${box.widthMm} × ${box.heightMm}`}</Descriptions.Item>
          <Descriptions.Item
            label={t('boxes.outer')}
          >{`${box.outerLengthMm} × ${box.outerWidthMm} × ${box.outerHeightMm}`}</Descriptions.Item>
          <Descriptions.Item
            label={t('boxes.pieces')}
          >{`${box.pieceCount} / ${box.maxPieces}`}</Descriptions.Item>
          <Descriptions.Item label={t('boxes.area')}>{box.areaM2}</Descriptions.Item>
          <Descriptions.Item label={t('boxes.weight')}>{box.weightKg}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card variant="borderless" title={t('detail.materialRows')}>
        <Table<Row>
          size="small"
          rowKey={(r) => r.codes.join('/')}
          columns={rowColumns}
          dataSource={materialRows}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      <Card variant="borderless" title={t('detail.pieceList')}>
        <Table<BoxPiece>
          size="small"
          rowKey="id"
          columns={pieceColumns}
          dataSource={pieces}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
        />
        {pieces.length >= PACKING_LIMITS.listPiecesMax && <span>{t('print.truncated')}</span>}
      </Card>
      {printing === 'label' && (
        <Modal
          open
          title={t('print.labelTitle')}
          onCancel={() => setPrinting(null)}
          footer={
            <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
              {t('print.print')}
            </Button>
          }
        >
          <WithPrintCopy sheet={() => <BoxLabel box={box} />} />
        </Modal>
      )}
      {printing === 'list' && (
        <PackingListModal
          projectId={box.projectId}
          boxId={box.id}
          onClose={() => setPrinting(null)}
        />
      )}
      <Modal
        open={unpacking !== null}
        title={unpacking ? t('detail.unpackTitle', { code: unpacking.code, box: box.name }) : ''}
        okButtonProps={{ danger: true, loading: unpack.isPending }}
        onCancel={() => setUnpacking(null)}
        onOk={() =>
          void form
            .validateFields()
            .then(({ reason }) =>
              unpack.mutateAsync({ boxId: box.id, pieceId: unpacking?.id ?? '', reason }),
            )
            .then(() => {
              form.resetFields();
              setUnpacking(null);
            })
            .catch(() => undefined)
        }
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="reason"
            label={t('detail.reason')}
            rules={[
              { required: true, whitespace: true, message: t('detail.reasonRequired') },
              { max: PACKING_LIMITS.reasonMax },
            ]}
          >
            <Input maxLength={PACKING_LIMITS.reasonMax} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
