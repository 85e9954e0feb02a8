import { useTranslation } from 'react-i18next';
import { PROCESS_CATEGORIES } from '@stone/shared/materials/process-categories';
import { CrudPage } from '../../../components/crud/crud-page.tsx';
import { materialKeys } from '../api.ts';
import '../material-locales.ts';

/** /basicManagement/processCategory: the process categories (name and sort). */
export default function ProcessCategoryScreen() {
  const { t } = useTranslation('materials');
  return (
    <CrudPage
      def={PROCESS_CATEGORIES}
      keys={materialKeys}
      texts={{
        add: t('category.add'),
        create: t('category.create'),
        edit: t('category.edit'),
        confirmDelete: (c) => t('confirm.deleteCategory', { name: c.name }),
      }}
      fields={[
        { name: 'sort', label: t('category.sort') },
        { name: 'name', label: t('category.name'), search: true },
        { name: 'createdAt', label: t('common.createdAt'), input: 'dateTime' },
      ]}
    />
  );
}
