import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEVICES } from '@stone/shared/materials/basics';
import { CrudPage } from '../../../components/crud/crud-page.tsx';
import { materialKeys } from '../api.ts';
import '../material-locales.ts';
import { DEVICE_DETAIL_ROUTE } from '../material-routes.ts';
import { DEVICE_TABLE, PICKUP_STATUS } from '../material-status.ts';

/** /deviceManagement: the saws (code, model, link time, pickup status, table A/B). */
export default function DeviceManagementScreen() {
  const { t } = useTranslation('materials');
  return (
    <CrudPage
      def={DEVICES}
      keys={materialKeys}
      texts={{
        add: t('device.add'),
        create: t('device.create'),
        edit: t('device.edit'),
        confirmDelete: (d) => t('confirm.deleteDevice', { name: d.code }),
      }}
      fields={[
        {
          name: 'code',
          label: t('device.code'),
          search: true,
          column: {
            render: (code, d) => <Link to={DEVICE_DETAIL_ROUTE.to({ id: d.id })}>{code}</Link>,
          },
        },
        { name: 'model', label: t('device.model'), search: true },
        { name: 'linkedAt', label: t('device.linkedAt'), input: 'dateTime' },
        {
          name: 'pickupStatus',
          label: t('device.pickupStatus'),
          options: PICKUP_STATUS,
          search: true,
        },
        { name: 'currentTable', label: t('device.currentTable'), options: DEVICE_TABLE },
      ]}
    />
  );
}
