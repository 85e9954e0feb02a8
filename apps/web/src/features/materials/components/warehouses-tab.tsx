import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import {
  createWarehouseBody,
  warehouseItem,
  warehouseListBody,
} from '@stone/shared/materials/basics';
import { MATERIAL_LIMITS as L } from '@stone/shared/materials/enums';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import {
  useCreateWarehouse,
  useDeleteWarehouse,
  useUpdateWarehouse,
  useWarehouseList,
} from '../api.ts';
import { BASIC_ROUTE, SPACE_DETAIL_ROUTE } from '../material-routes.ts';
import { NameCodeFields, SortField, versionedActions } from './basic-entity-fields.tsx';
import { EntityCrud } from './entity-crud.tsx';

type Warehouse = z.infer<typeof warehouseItem>;
type Values = { name: string; code: string; sort: number };
const F = createWarehouseBody.shape;

/** Warehouses: name, code and sort; the name opens the warehouse with its slabs. */
export function WarehousesTab() {
  const { t } = useTranslation('materials');
  const list = useListScreen(warehouseListBody);
  const query = useWarehouseList(list.body);
  const create = useCreateWarehouse();
  const update = useUpdateWarehouse();
  const remove = useDeleteWarehouse();
  return (
    <EntityCrud<Warehouse, Values>
      list={list}
      query={query}
      perm={BASIC_ROUTE.perm}
      texts={{
        add: t('warehouse.add'),
        create: t('warehouse.create'),
        edit: t('warehouse.edit'),
        confirmDelete: (w) => t('confirm.deleteWarehouse', { name: w.name }),
      }}
      searchFields={[
        {
          name: 'name',
          label: t('warehouse.name'),
          input: <Input allowClear maxLength={L.nameMax} />,
        },
      ]}
      columns={[
        {
          key: 'name',
          dataIndex: 'name',
          title: t('warehouse.name'),
          sorter: true,
          render: (v: string, r) => (
            <Link to={SPACE_DETAIL_ROUTE.to({ warehouseId: r.id })}>{v}</Link>
          ),
        },
        { key: 'code', dataIndex: 'code', title: t('warehouse.code'), sorter: true },
        { key: 'sort', dataIndex: 'sort', title: t('warehouse.sort'), sorter: true },
        { key: 'rackCount', dataIndex: 'rackCount', title: t('warehouse.rackCount') },
        { key: 'slabCount', dataIndex: 'slabCount', title: t('warehouse.slabCount') },
        {
          key: 'createdAt',
          dataIndex: 'createdAt',
          title: t('common.createdAt'),
          sorter: true,
          render: (v: string) => formatDateTime(v),
        },
      ]}
      initialValues={(w) => (w ? { name: w.name, code: w.code, sort: w.sort } : { sort: 0 })}
      fields={() => (
        <>
          <NameCodeFields entity="warehouse" name={F.name} code={F.code} />
          <SortField entity="warehouse" sort={F.sort} />
        </>
      )}
      {...versionedActions<Warehouse, Values>(create, update, remove)}
    />
  );
}
