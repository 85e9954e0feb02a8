import { Card, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { deviceItem, deviceListBody } from '@stone/shared/materials/basics';
import { MATERIAL_LIMITS as L } from '@stone/shared/materials/enums';
import { StatusTag, useStatusEnum } from '../../../components/crud/status-tag.tsx';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCreateDevice, useDeleteDevice, useDeviceList, useUpdateDevice } from '../api.ts';
import '../material-locales.ts';
import { DEVICE_DETAIL_ROUTE, DEVICE_ROUTE } from '../material-routes.ts';
import { DEVICE_TABLE, PICKUP_STATUS } from '../material-status.ts';
import { DeviceFields, fromPicker, toPicker } from './device-fields.tsx';
import { EntityCrud } from './entity-crud.tsx';

type Device = z.infer<typeof deviceItem>;
type Values = Pick<Device, 'code' | 'model' | 'pickupStatus' | 'currentTable'> & {
  linkedAt: Dayjs | null;
};

/** /deviceManagement: the saws (code, model, link time, pickup status, table A/B). */
export function DevicesPage() {
  const { t } = useTranslation('materials');
  useDocumentTitle(t('menu:deviceManagement'));
  const list = useListScreen(deviceListBody);
  const query = useDeviceList(list.body);
  const pickup = useStatusEnum(PICKUP_STATUS);
  const create = useCreateDevice();
  const update = useUpdateDevice();
  const remove = useDeleteDevice();
  const text = (name: 'code' | 'model', max: number) => ({
    name,
    label: t(`device.${name}`),
    input: <Input allowClear maxLength={max} />,
  });
  return (
    <Card variant="borderless">
      <EntityCrud<Device, Values>
        list={list}
        query={query}
        perm={DEVICE_ROUTE.perm}
        texts={{
          add: t('device.add'),
          create: t('device.create'),
          edit: t('device.edit'),
          confirmDelete: (d) => t('confirm.deleteDevice', { name: d.code }),
        }}
        searchFields={[
          text('code', L.deviceCodeMax),
          text('model', L.deviceModelMax),
          {
            name: 'pickupStatus',
            label: t('device.pickupStatus'),
            input: <Select allowClear options={pickup.options} style={{ minWidth: 120 }} />,
            toText: (v) => (typeof v === 'string' ? v : undefined),
          },
        ]}
        columns={[
          {
            key: 'code',
            dataIndex: 'code',
            title: t('device.code'),
            sorter: true,
            render: (v: string, r) => <Link to={DEVICE_DETAIL_ROUTE.to({ id: r.id })}>{v}</Link>,
          },
          { key: 'model', dataIndex: 'model', title: t('device.model'), sorter: true },
          {
            key: 'linkedAt',
            dataIndex: 'linkedAt',
            title: t('device.linkedAt'),
            sorter: true,
            render: (v: string | null) => (v ? formatDateTime(v) : null),
          },
          {
            key: 'pickupStatus',
            dataIndex: 'pickupStatus',
            title: t('device.pickupStatus'),
            render: (v: string) => <StatusTag status={PICKUP_STATUS} value={v} />,
          },
          {
            key: 'currentTable',
            dataIndex: 'currentTable',
            title: t('device.currentTable'),
            render: (v: string) => <StatusTag status={DEVICE_TABLE} value={v} />,
          },
        ]}
        initialValues={(d) =>
          d
            ? { ...d, linkedAt: toPicker(d.linkedAt) }
            : { pickupStatus: 'idle', currentTable: 'A', linkedAt: null }
        }
        fields={() => <DeviceFields />}
        save={(v, d) => {
          const body = { ...v, linkedAt: fromPicker(v.linkedAt) };
          return d
            ? update.mutateAsync({ ...body, id: d.id, version: d.version })
            : create.mutateAsync(body);
        }}
        remove={(d) => remove.mutateAsync({ id: d.id, version: d.version })}
      />
    </Card>
  );
}
