import { Card, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { processFlowListBody, type ProcessFlowItem } from '@stone/shared/processes/process-codes';
import { useCrudText } from '../../../components/crud/crud-locales.ts';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { RowActions } from '../../../components/crud/row-actions.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useFlowChoices, useFlowList, useSaveFlow } from '../api.ts';
import { RouteTags } from '../components/process-codes-tab.tsx';
import { RouteEditor } from '../components/route-editor.tsx';
import '../process-locales.ts';
import { FLOW_ROUTE } from '../process-routes.ts';

/**
 * /mesProcessCraft: the process flow, the ordered route of processes each process code takes
 * (cut → reinforce → chamfer → polish → kit check → pack). Work reports follow it.
 */
export default function MesProcessCraftPage() {
  const { t } = useTranslation('processes');
  const crud = useCrudText();
  const list = useListScreen(processFlowListBody);
  const query = useFlowList(list.body);
  const processes = useFlowChoices().data?.processes ?? [];
  const save = useSaveFlow();
  const [editing, setEditing] = useState<ProcessFlowItem | null>(null);
  return (
    <Card variant="borderless">
      <SearchForm
        fields={[
          {
            name: 'keyword',
            label: t('codes.code'),
            input: <Input allowClear maxLength={64} style={{ width: 160 }} />,
          },
        ]}
        values={list.params.filters}
        onSearch={(values) => list.setFilters(values)}
        onRefresh={() => void query.refetch()}
      />
      <CrudTable<ProcessFlowItem>
        tableId="process-flows"
        rowKey="id"
        data={query.data}
        loading={query.isFetching}
        params={list.params}
        onPage={list.onPage}
        onSort={list.onSort}
        columns={[
          { key: 'code', dataIndex: 'code', title: t('codes.code'), sorter: true },
          { key: 'name', dataIndex: 'name', title: t('codes.name'), width: 180 },
          {
            key: 'steps',
            dataIndex: 'steps',
            title: t('codes.route'),
            width: 560,
            ellipsis: false,
            render: (steps: ProcessFlowItem['steps']) => (
              <RouteTags names={steps.map((s) => s.name)} empty={t('codes.noRoute')} />
            ),
          },
          {
            key: 'actions',
            title: crud('actions'),
            render: (_v, row) => (
              <RowActions
                actions={[
                  {
                    key: 'route',
                    label: t('flow.editRoute'),
                    perm: FLOW_ROUTE.perm.edit,
                    onClick: () => setEditing(row),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {editing && (
        <RouteEditor
          title={t('flow.title', { code: editing.code })}
          initial={editing.steps.map((s) => s.processId)}
          processes={processes}
          onCancel={() => setEditing(null)}
          onSave={(processIds) =>
            save
              .mutateAsync({ id: editing.id, processIds, version: editing.version })
              .then(() => setEditing(null))
          }
        />
      )}
    </Card>
  );
}
