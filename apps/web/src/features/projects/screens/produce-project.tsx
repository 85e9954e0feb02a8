import { PlusOutlined } from '@ant-design/icons';
import { Card, Segmented, Space, Switch, Tabs, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrudText } from '../../../components/crud/crud-locales.ts';
import { projectListBody, type ProjectItem } from '@stone/shared/projects/list';
import '../../../components/crud/crud.css';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { CrudToolbar } from '../../../components/crud/crud-toolbar.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { useStatusEnum } from '../../../components/crud/status-tag.tsx';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useProjectList } from '../api.ts';
import '../project-locales.ts';
import { PROJECT_ROUTE } from '../project-routes.ts';
import { PRODUCTION_STATUS, PROJECT_TYPE, REVIEW_STATUS } from '../project-status.ts';
import { CreateProjectDrawer } from '../components/create-project-drawer.tsx';
import { projectColumns } from '../components/project-columns.tsx';
import { ProjectRowActions } from '../components/project-row-actions.tsx';
import { projectSearchFields } from '../components/project-search-fields.tsx';

/** Tabs, review filter and the archive toggle stay when the search form is submitted. */
const KEPT = ['tab', 'reviewState', 'archived'] as const;

/** /produceManagement/produceProject: every project of the enterprise, its state kept in the URL. */
export default function ProjectsPage() {
  const { t } = useTranslation('projects');
  const crudText = useCrudText();
  const list = useListScreen(projectListBody);
  const { body } = list;
  const projects = useProjectList(body);
  const production = useStatusEnum(PRODUCTION_STATUS);
  const review = useStatusEnum(REVIEW_STATUS);
  const types = useStatusEnum(PROJECT_TYPE);
  const [creating, setCreating] = useState(false);

  const columns: TableColumnsType<ProjectItem> = [
    ...projectColumns(t),
    {
      key: 'actions',
      title: crudText('actions'),
      width: 170,
      fixed: 'end',
      render: (_v, r) => <ProjectRowActions project={r} />,
    },
  ];

  return (
    <Card variant="borderless">
      <Tabs
        activeKey={body.tab === 'all' ? '' : body.tab}
        onChange={(key) => list.update({ tab: key || undefined })}
        items={production.tabs(t('tabs.all'))}
      />
      <SearchForm
        fields={projectSearchFields(t, types.options)}
        values={list.params.filters}
        onSearch={(values) => list.setFilters(values, KEPT)}
        onRefresh={() => void projects.refetch()}
      />
      <CrudToolbar
        actions={[
          {
            key: 'add',
            label: t('actions.add'),
            icon: <PlusOutlined />,
            primary: true,
            perm: PROJECT_ROUTE.perm.add,
            onClick: () => setCreating(true),
          },
        ]}
        extra={
          <Space wrap>
            <Segmented
              value={body.reviewState ?? ''}
              onChange={(value) => list.update({ reviewState: value || undefined })}
              options={[{ value: '', label: t('reviewAll') }, ...review.options]}
            />
            <Space>
              <Switch
                checked={body.archived}
                onChange={(checked) => list.update({ archived: checked || undefined })}
                aria-label={t('showArchive')}
              />
              <Typography.Text>{t('showArchive')}</Typography.Text>
            </Space>
          </Space>
        }
      />
      <CrudTable<ProjectItem>
        tableId="projects"
        rowKey="id"
        columns={columns}
        data={projects.data}
        loading={projects.isFetching}
        params={list.params}
        onPage={list.onPage}
        onSort={list.onSort}
      />
      <CreateProjectDrawer open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}
