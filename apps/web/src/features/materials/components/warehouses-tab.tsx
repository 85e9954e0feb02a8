import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WAREHOUSES } from '@stone/shared/materials/basics';
import { CrudPage } from '../../../components/crud/crud-page.tsx';
import { materialKeys } from '../api.ts';
import { SPACE_DETAIL_ROUTE } from '../material-routes.ts';

/** Warehouses: name, code and sort; the name opens the warehouse with its slabs. */
export function WarehousesTab() {
  const { t } = useTranslation('materials');
  return (
    <CrudPage
      def={WAREHOUSES}
      keys={materialKeys}
      embedded
      texts={{
        add: t('warehouse.add'),
        create: t('warehouse.create'),
        edit: t('warehouse.edit'),
        confirmDelete: (w) => t('confirm.deleteWarehouse', { name: w.name }),
      }}
      fields={[
        {
          name: 'name',
          label: t('warehouse.name'),
          search: true,
          column: {
            render: (name, w) => (
              <Link to={SPACE_DETAIL_ROUTE.to({ warehouseId: w.id })}>{name}</Link>
            ),
          },
        },
        { name: 'code', label: t('warehouse.code') },
        { name: 'sort', label: t('warehouse.sort') },
        { name: 'rackCount', label: t('warehouse.rackCount') },
        { name: 'slabCount', label: t('warehouse.slabCount') },
        { name: 'createdAt', label: t('common.createdAt'), input: 'dateTime' },
      ]}
    />
  );
}
