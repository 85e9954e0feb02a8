import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { WORKSHOPS } from '@stone/shared/materials/basics';
import { CrudPage } from '../../../components/crud/crud-page.tsx';
import { materialKeys } from '../api.ts';
import { WORKSHOP_CATEGORY } from '../material-status.ts';

/** Workshops; the enterprise's default workshop is shown but cannot be edited or deleted. */
export function WorkshopsTab() {
  const { t } = useTranslation('materials');
  return (
    <CrudPage
      def={WORKSHOPS}
      keys={materialKeys}
      embedded
      isLocked={(w) => w.isDefault}
      texts={{
        add: t('workshop.add'),
        create: t('workshop.create'),
        edit: t('workshop.edit'),
        confirmDelete: (w) => t('confirm.deleteWorkshop', { name: w.name }),
      }}
      fields={[
        { name: 'sort', label: t('workshop.sort') },
        {
          name: 'name',
          label: t('workshop.name'),
          search: true,
          column: {
            render: (name, w) => (
              <>
                {name} {w.isDefault && <Tag color="blue">{t('workshop.isDefault')}</Tag>}
              </>
            ),
          },
        },
        {
          name: 'category',
          label: t('workshop.category'),
          options: WORKSHOP_CATEGORY,
          search: true,
          form: { initialValue: 'cutting' },
        },
        { name: 'code', label: t('workshop.code') },
      ]}
    />
  );
}
