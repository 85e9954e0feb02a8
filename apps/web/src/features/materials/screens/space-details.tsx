import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Space, Spin, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { bigSlabListBody, type BigSlabItem } from '@stone/shared/materials/slabs';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useRouteTitle } from '../../../lib/permissions.ts';
import { useSlabList, useSlabOptions } from '../api.ts';
import '../material-locales.ts';
import { BASIC_ROUTE } from '../material-routes.ts';
import { slabColumns } from '../components/slab-columns.tsx';

/** /spaceDetails?warehouseId=…[&rackId=…]: a warehouse or one of its racks, with its slabs. */
export default function SpaceDetailsPage() {
  const { t } = useTranslation('materials');
  const routeTitle = useRouteTitle('spaceDetails');
  const [search] = useSearchParams();
  // The list's own URL state (page, sort) shares the query with the place it shows.
  const list = useListScreen(bigSlabListBody);
  const warehouseId = search.get('warehouseId') ?? '';
  const rackId = search.get('rackId') ?? '';
  const options = useSlabOptions();
  const warehouse = options.data?.warehouses.find((w) => w.id === warehouseId);
  const rack = options.data?.racks.find((r) => r.id === rackId);
  const slabs = useSlabList({ ...list.body, warehouseId, ...(rackId ? { rackId } : {}) });
  useDocumentTitle(
    rack ? `${warehouse?.name ?? ''} / ${rack.number}` : (warehouse?.name ?? routeTitle),
  );

  const back = (
    <Link to={BASIC_ROUTE.to({ tab: rackId ? 'racks' : 'warehouses' })}>
      <Button type="link" icon={<ArrowLeftOutlined />}>
        {t('actions.back')}
      </Button>
    </Link>
  );
  if (options.isLoading) return <Spin size="large" />;
  if (!warehouse)
    return (
      <Card variant="borderless">
        <Empty description={t('space.missing')}>{back}</Empty>
      </Card>
    );
  const columns: TableColumnsType<BigSlabItem> = slabColumns(t).filter(
    (c) => c.key !== 'warehouseName' && (!rackId || c.key !== 'rackNumber'),
  );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card variant="borderless" title={back}>
        <Descriptions column={{ xs: 1, sm: 3 }} size="small">
          <Descriptions.Item label={t('space.warehouse')}>
            {warehouse.name} ({warehouse.code})
          </Descriptions.Item>
          {rack && <Descriptions.Item label={t('space.rack')}>{rack.number}</Descriptions.Item>}
          <Descriptions.Item label={t('space.slabs')}>{slabs.data?.total ?? '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card variant="borderless" title={t('space.slabs')}>
        <CrudTable<BigSlabItem>
          tableId="rack-slabs"
          rowKey="id"
          columns={columns}
          data={slabs.data}
          loading={slabs.isFetching}
          params={list.params}
          onPage={list.onPage}
          onSort={list.onSort}
        />
      </Card>
    </Space>
  );
}
