import { App, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { rackItem, rackListBody } from '@stone/shared/materials/racks';
import { LIMITS } from '@stone/shared/limits';
import { CrudScreen } from '../../../components/crud/crud-screen.tsx';
import { StatusTag, useStatusEnum } from '../../../components/crud/status-tag.tsx';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import {
  useCreateRacks,
  useDeleteRack,
  useRackList,
  useUpdateRack,
  useWarehouseList,
} from '../api.ts';
import { BASIC_ROUTE, SPACE_DETAIL_ROUTE } from '../material-routes.ts';
import { RACK_STATUS } from '../material-status.ts';
import { RackBatchFields, RackEditFields } from './rack-fields.tsx';

type Rack = z.infer<typeof rackItem>;
type Values = {
  warehouseId: string;
  startNumber: number;
  count: number;
  safetyValue: string;
  maxValue: string;
  status: Rack['status'];
};

/** Racks: created in batches of numbered racks, edited one at a time. */
export function RacksTab() {
  const { t } = useTranslation('materials');
  const { message } = App.useApp();
  const list = useListScreen(rackListBody);
  const query = useRackList(list.body);
  // Read through the basic-management endpoint: a rack keeper may not see the slab stock.
  const warehouses = (
    useWarehouseList({ pageNum: 1, pageSize: LIMITS.pageSizeMax }).data?.list ?? []
  ).map((w) => ({ value: w.id, label: w.name }));
  const statuses = useStatusEnum(RACK_STATUS);
  const create = useCreateRacks();
  const update = useUpdateRack();
  const remove = useDeleteRack();
  const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

  return (
    <CrudScreen<Rack, Values>
      tableId="racks"
      list={list}
      query={query}
      perm={BASIC_ROUTE.perm}
      texts={{
        add: t('rack.add'),
        create: t('rack.create'),
        edit: t('rack.edit'),
        confirmDelete: (r) => t('confirm.deleteRack', { name: r.number }),
      }}
      searchFields={[
        {
          name: 'number',
          label: t('rack.number'),
          input: <Input allowClear maxLength={4} style={{ width: 100 }} />,
        },
        {
          name: 'warehouseId',
          label: t('rack.warehouse'),
          input: <Select allowClear options={warehouses} style={{ minWidth: 140 }} />,
          toText: text,
        },
        {
          name: 'status',
          label: t('rack.status'),
          input: <Select allowClear options={statuses.options} style={{ minWidth: 110 }} />,
          toText: text,
        },
      ]}
      columns={[
        {
          key: 'number',
          dataIndex: 'number',
          title: t('rack.number'),
          sorter: true,
          render: (v: string, r) => (
            <Link to={SPACE_DETAIL_ROUTE.to({ warehouseId: r.warehouseId, rackId: r.id })}>
              {v}
            </Link>
          ),
        },
        { key: 'code', dataIndex: 'code', title: t('rack.code') },
        { key: 'warehouseName', dataIndex: 'warehouseName', title: t('rack.warehouse') },
        {
          key: 'safetyValue',
          dataIndex: 'safetyValue',
          title: t('rack.safetyValue'),
          align: 'right',
        },
        { key: 'maxValue', dataIndex: 'maxValue', title: t('rack.maxValue'), align: 'right' },
        {
          key: 'status',
          dataIndex: 'status',
          title: t('rack.status'),
          render: (v: string) => <StatusTag status={RACK_STATUS} value={v} />,
        },
        { key: 'slabCount', dataIndex: 'slabCount', title: t('rack.slabCount') },
      ]}
      initialValues={(r) =>
        r
          ? {
              warehouseId: r.warehouseId,
              safetyValue: r.safetyValue,
              maxValue: r.maxValue,
              status: r.status,
            }
          : { warehouseId: list.body.warehouseId ?? warehouses[0]?.value, startNumber: 1, count: 1 }
      }
      fields={(r, form) =>
        r ? (
          <RackEditFields form={form} warehouses={warehouses} statuses={statuses.options} />
        ) : (
          <RackBatchFields form={form} warehouses={warehouses} />
        )
      }
      save={async (v, r) => {
        if (r) {
          const { warehouseId, safetyValue, maxValue, status } = v;
          await update.mutateAsync({
            id: r.id,
            version: r.version,
            warehouseId,
            safetyValue,
            maxValue,
            status,
          });
          return;
        }
        const { warehouseId, startNumber, count, safetyValue, maxValue } = v;
        const made = await create.mutateAsync({
          warehouseId,
          startNumber,
          count,
          safetyValue,
          maxValue,
        });
        void message.success(
          t('rack.created', { first: made.numbers[0], last: made.numbers.at(-1) }),
        );
      }}
      remove={(r) => remove.mutateAsync({ id: r.id, version: r.version })}
    />
  );
}
