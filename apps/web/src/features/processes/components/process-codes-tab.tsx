import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROCESS_CODES } from '@stone/shared/processes/process-codes';
import { CrudPage } from '../../../components/crud/crud-page.tsx';
import { processKeys, useCatalogueProcesses } from '../api.ts';

/** A route as tags in order: cut → edge → polish. */
export function RouteTags({ names, empty }: { names: string[]; empty: string }) {
  if (names.length === 0) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <span>
      {names.map((name, i) => (
        <Tag key={`${i}-${name}`}>{`${i + 1}. ${name}`}</Tag>
      ))}
    </span>
  );
}

/** Process codes pieces carry; their routes are set on the process-flow screen. */
export function ProcessCodesTab() {
  const { t } = useTranslation('processes');
  const processes = useCatalogueProcesses().data?.list ?? [];
  const nameOf = (id: string) => processes.find((p) => p.id === id)?.name ?? id;
  return (
    <CrudPage
      def={PROCESS_CODES}
      keys={processKeys}
      embedded
      texts={{
        add: t('codes.add'),
        create: t('codes.create'),
        edit: t('codes.edit'),
        confirmDelete: (c) => t('codes.confirmDelete', { name: c.code }),
      }}
      fields={[
        { name: 'code', label: t('codes.code') },
        { name: 'name', label: t('codes.name') },
        {
          name: 'processIds',
          label: t('codes.route'),
          column: {
            render: (ids) => <RouteTags names={ids.map(nameOf)} empty={t('codes.noRoute')} />,
          },
        },
        { name: 'remark', label: t('codes.remark') },
        { name: 'createdAt', label: t('common.createdAt'), input: 'dateTime' },
      ]}
    />
  );
}
