import { useTranslation } from 'react-i18next';
import { CRAFT_DESIGNS } from '@stone/shared/processes/contents';
import { CrudPage } from '../../../components/crud/crud-page.tsx';
import { processKeys } from '../api.ts';
import '../process-locales.ts';

/** /spCraftsManagement: process craft designs (工艺设计), each a code, a name and a description. */
export default function SpCraftsManagementPage() {
  const { t } = useTranslation('processes');
  return (
    <CrudPage
      def={CRAFT_DESIGNS}
      keys={processKeys}
      texts={{
        add: t('craft.add'),
        create: t('craft.create'),
        edit: t('craft.edit'),
        confirmDelete: (c) => t('craft.confirmDelete', { name: c.code }),
      }}
      fields={[
        { name: 'code', label: t('craft.code') },
        { name: 'name', label: t('craft.name'), search: true },
        { name: 'description', label: t('craft.description') },
        { name: 'createdAt', label: t('common.createdAt'), input: 'dateTime' },
      ]}
    />
  );
}
