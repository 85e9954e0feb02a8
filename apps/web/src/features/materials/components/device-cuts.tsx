import { Card, Empty, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CuttingRecordItem } from '@stone/shared/cutting/schemas';
import { formatDateTime } from '../../../lib/dates.ts';
import { useDeviceCuts } from '../api.ts';
import { SLAB_DETAIL_ROUTE } from '../material-routes.ts';

const PAGE_SIZE = 10;

/** /deviceDetails: the saw's confirmed cuts, newest first (its cutting records, issue 17). */
export function DeviceCuts({ deviceId }: { deviceId: string }) {
  const { t } = useTranslation('materials');
  const [pageNum, setPageNum] = useState(1);
  const cuts = useDeviceCuts({ deviceId, pageNum, pageSize: PAGE_SIZE });
  const columns: TableColumnsType<CuttingRecordItem> = [
    {
      key: 'cutAt',
      title: t('deviceCuts.cutAt'),
      width: 150,
      render: (_v, r) => formatDateTime(r.cutAt),
    },
    {
      key: 'barcode',
      title: t('deviceCuts.barcode'),
      width: 150,
      render: (_v, r) => <Link to={SLAB_DETAIL_ROUTE.to({ id: r.slabId })}>{r.barcode}</Link>,
    },
    { key: 'table', dataIndex: 'deviceTable', title: t('deviceCuts.table'), width: 70 },
    { key: 'operator', dataIndex: 'operatorName', title: t('deviceCuts.operator'), width: 110 },
    {
      key: 'project',
      title: t('deviceCuts.project'),
      ellipsis: true,
      render: (_v, r) => r.projectName ?? '—',
    },
    { key: 'area', dataIndex: 'areaM2', title: t('deviceCuts.area'), align: 'right', width: 110 },
    {
      key: 'cutLength',
      dataIndex: 'cutLengthM',
      title: t('deviceCuts.cutLength'),
      align: 'right',
      width: 110,
    },
    {
      key: 'yield',
      dataIndex: 'yieldPercent',
      title: t('deviceCuts.yield'),
      align: 'right',
      width: 90,
    },
  ];
  return (
    <Card variant="borderless" title={t('deviceCuts.title')} style={{ marginTop: 16 }}>
      <Table<CuttingRecordItem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={cuts.data?.list ?? []}
        loading={cuts.isFetching}
        scroll={{ x: 800 }}
        locale={{ emptyText: <Empty description={t('deviceCuts.empty')} /> }}
        pagination={{
          current: pageNum,
          pageSize: PAGE_SIZE,
          total: cuts.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPageNum,
        }}
      />
    </Card>
  );
}
