import { Button, Card, Descriptions, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailLoading, DetailMissing } from '../../../components/detail-state.tsx';
import { useSearchParams } from 'react-router';
import type { DataOf } from '@stone/shared';
import { StatusTag } from '../../../components/crud/status-tag.tsx';
import { PIECE_STATUS } from '../../../components/piece-status/piece-status.ts';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useFrameDetail, useUnbindPiece } from '../api.ts';
import { CirculationTag, FrameStatusTags } from '../components/frame-status.tsx';
import '../frame-locales.ts';
import { FRAME_ROUTE } from '../frame-routes.ts';
import '../frames.css';

type Detail = DataOf<'webIronFrame/getFrameDetail'>;

/** /ironFrameDetails?id= (issue 18): a frame, the pieces on it and its circulation record. */
export default function IronFrameDetailsPage() {
  const { t } = useTranslation('frames');
  const [search] = useSearchParams();
  const id = search.get('id') ?? '';
  const detail = useFrameDetail(id);
  const can = useCan();
  const confirm = useConfirm();
  const unbind = useUnbindPiece();
  if (id && detail.isLoading) return <DetailLoading />;
  const data = detail.data;
  if (!id || !data)
    return (
      <DetailMissing
        title={t('detail.missing')}
        backTo={FRAME_ROUTE.to()}
        backLabel={t('detail.back')}
      />
    );
  const { frame } = data;
  const canUnbind = can(...FRAME_ROUTE.perm.unbind);
  const pieceColumns: TableColumnsType<Detail['pieces'][number]> = [
    { key: 'code', dataIndex: 'code', title: t('detail.code'), width: 160, ellipsis: true },
    {
      key: 'planeName',
      dataIndex: 'planeName',
      title: t('field.plane'),
      width: 140,
      ellipsis: true,
    },
    {
      key: 'size',
      title: t('detail.size'),
      width: 130,
      render: (_: unknown, p) => `${p.widthMm} × ${p.heightMm}`,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('detail.pieceStatus'),
      width: 130,
      render: (s: string) => <StatusTag status={PIECE_STATUS} value={s} />,
    },
    { key: 'boundAt', dataIndex: 'boundAt', title: t('detail.boundAt'), width: 180 },
    ...(canUnbind
      ? [
          {
            key: 'actions',
            title: '',
            width: 90,
            fixed: 'right' as const,
            render: (_: unknown, p: Detail['pieces'][number]) => (
              <Button
                size="small"
                type="link"
                danger
                onClick={() =>
                  confirm(t('confirm.unbind', { code: p.code, number: frame.number }), () =>
                    unbind.mutateAsync({ frameId: frame.id, pieceId: p.pieceId }),
                  )
                }
              >
                {t('action.unbind')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  const recordColumns: TableColumnsType<Detail['records'][number]> = [
    { key: 'at', dataIndex: 'at', title: t('detail.at'), width: 180 },
    {
      key: 'action',
      dataIndex: 'action',
      title: t('detail.action'),
      width: 110,
      render: (a: Detail['records'][number]['action']) => t(`recordAction.${a}`),
    },
    { key: 'from', dataIndex: 'fromLocation', title: t('detail.from'), width: 140, ellipsis: true },
    { key: 'to', dataIndex: 'toLocation', title: t('detail.to'), width: 140, ellipsis: true },
    {
      key: 'process',
      dataIndex: 'processName',
      title: t('detail.process'),
      width: 120,
      ellipsis: true,
    },
    {
      key: 'mode',
      dataIndex: 'mode',
      title: t('scan.mode'),
      width: 90,
      render: (m: Detail['records'][number]['mode']) => (m ? t(`mode.${m}`) : ''),
    },
    {
      key: 'pieces',
      title: t('detail.piecesCol'),
      width: 220,
      ellipsis: true,
      render: (_: unknown, r) => r.pieceCodes.join(', '),
    },
    {
      key: 'member',
      dataIndex: 'memberName',
      title: t('detail.member'),
      width: 110,
      ellipsis: true,
    },
  ];
  return (
    <div className="frame-page">
      <Card variant="borderless" className="frame-detail__meta">
        <Descriptions
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'number', label: t('field.number'), children: frame.number },
            { key: 'classNo', label: t('field.classNo'), children: frame.classNo },
            { key: 'scanCode', label: t('field.scanCode'), children: frame.scanCode },
            { key: 'location', label: t('field.location'), children: frame.location },
            { key: 'project', label: t('field.project'), children: frame.projectName },
            { key: 'plane', label: t('field.plane'), children: frame.planeName },
            { key: 'pieces', label: t('field.pieceCount'), children: frame.pieceCount },
            {
              key: 'circulation',
              label: t('field.circulation'),
              children: <CirculationTag frame={frame} />,
            },
            { key: 'operator', label: t('field.operator'), children: frame.operatorName },
            {
              key: 'status',
              label: t('field.status'),
              children: <FrameStatusTags status={frame.status} />,
              span: 'filled',
            },
          ]}
        />
      </Card>
      <Card variant="borderless" title={t('detail.pieces')}>
        <Table
          rowKey="pieceId"
          columns={pieceColumns}
          dataSource={data.pieces}
          pagination={false}
          scroll={{ x: 830 }}
        />
      </Card>
      <Card variant="borderless" title={t('detail.records')}>
        <Table
          rowKey="id"
          columns={recordColumns}
          dataSource={data.records}
          pagination={{ pageSize: 20 }}
          scroll={{ x: 1110 }}
        />
      </Card>
    </div>
  );
}
