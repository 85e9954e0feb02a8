import { useTranslation } from 'react-i18next';
import { STONE_MATERIALS } from '@stone/shared/materials/stones';
import { CrudPage } from '../../../components/crud/crud-page.tsx';
import { materialKeys } from '../api.ts';

/**
 * The stone-material catalogue (issue 23 item 6): projects and large slabs choose their material
 * here by id, so one stone has one name, one code, its density and its usual thicknesses.
 */
export function StonesTab() {
  const { t } = useTranslation('materials');
  return (
    <CrudPage
      def={STONE_MATERIALS}
      keys={materialKeys}
      embedded
      texts={{
        add: t('stone.add'),
        create: t('stone.create'),
        edit: t('stone.edit'),
        confirmDelete: (s) => t('stone.confirmDelete', { name: s.nameZh }),
      }}
      fields={[
        { name: 'code', label: t('stone.code') },
        { name: 'nameZh', label: t('stone.nameZh') },
        { name: 'nameEn', label: t('stone.nameEn') },
        { name: 'densityKgM3', label: t('stone.densityKgM3') },
        { name: 'thicknessesMm', label: t('stone.thicknessesMm'), input: 'numberList' },
        { name: 'createdAt', label: t('common.createdAt'), input: 'dateTime' },
      ]}
    />
  );
}
