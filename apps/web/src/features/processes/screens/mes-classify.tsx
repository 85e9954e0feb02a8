import { useTranslation } from 'react-i18next';
import { PROCESS_CONTENTS } from '@stone/shared/processes/contents';
import { CrudPage } from '../../../components/crud/crud-page.tsx';
import { processKeys } from '../api.ts';
import '../process-locales.ts';

/** /mesClassify: processing contents (加工内容), labels second processing is sorted by. */
export default function MesClassifyPage() {
  const { t } = useTranslation('processes');
  return (
    <CrudPage
      def={PROCESS_CONTENTS}
      keys={processKeys}
      texts={{
        add: t('content.add'),
        create: t('content.create'),
        edit: t('content.edit'),
        confirmDelete: (c) => t('content.confirmDelete', { name: c.name }),
      }}
      fields={[
        { name: 'sort', label: t('content.sort') },
        { name: 'name', label: t('content.name'), search: true },
        { name: 'remark', label: t('content.remark') },
        { name: 'createdAt', label: t('common.createdAt'), input: 'dateTime' },
      ]}
    />
  );
}
