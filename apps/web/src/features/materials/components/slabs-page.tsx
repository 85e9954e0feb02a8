import { DownloadOutlined, PlusOutlined, PrinterOutlined } from '@ant-design/icons';
import { stoneLabel } from '@stone/shared/materials/stones';
import { Card, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bigSlabListBody, type BigSlabItem } from '@stone/shared/materials/slabs';
import '../../../components/crud/crud.css';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { CrudToolbar } from '../../../components/crud/crud-toolbar.tsx';
import { downloadBase64, XLSX_MIME } from '../../../components/crud/download.ts';
import { ExportButton } from '../../../components/crud/export-button.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { useStatusEnum } from '../../../components/crud/status-tag.tsx';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useExportSlabs, useImportTemplate, useSlabList, useSlabOptions } from '../api.ts';
import '../material-locales.ts';
import { STOCK_ROUTE } from '../material-routes.ts';
import { SLAB_STATUS } from '../material-status.ts';
import { LabelsModal } from './labels-modal.tsx';
import { slabColumns } from './slab-columns.tsx';
import { SlabDrawer } from './slab-drawer.tsx';
import { SlabImportButton } from './slab-import-button.tsx';
import { SlabRowActions } from './slab-row-actions.tsx';
import { slabSearchFields } from './slab-search-fields.tsx';

/** /aboutMaterial/picking: the large slabs in stock, filters and page kept in the URL. */
export function SlabsPage() {
  const { t } = useTranslation('materials');
  const list = useListScreen(bigSlabListBody);
  const slabs = useSlabList(list.body);
  const options = useSlabOptions().data;
  const statuses = useStatusEnum(SLAB_STATUS);
  const template = useImportTemplate();
  const exporter = useExportSlabs();
  const [drawer, setDrawer] = useState<{ editId: string | null } | null>(null);
  const [selected, setSelected] = useState<BigSlabItem[]>([]);
  const [printing, setPrinting] = useState(false);

  const columns: TableColumnsType<BigSlabItem> = [
    ...slabColumns(t),
    {
      key: 'actions',
      title: t('common.actions'),
      width: 160,
      fixed: 'end',
      render: (_v, r) => <SlabRowActions slab={r} onEdit={(editId) => setDrawer({ editId })} />,
    },
  ];
  const { pageNum: _p, pageSize: _s, ...filters } = list.body;

  return (
    <Card variant="borderless">
      <SearchForm
        fields={slabSearchFields(t, {
          statuses: statuses.options,
          warehouses: (options?.warehouses ?? []).map((w) => ({ value: w.id, label: w.name })),
          racks: (options?.racks ?? [])
            .filter((r) => !list.body.warehouseId || r.warehouseId === list.body.warehouseId)
            .map((r) => ({ value: r.id, label: r.number })),
          // The catalogue, searched by its names and code; the filter is the material's id.
          materials: (options?.materials ?? []).map((m) => ({ value: m.id, label: stoneLabel(m) })),
        })}
        values={list.params.filters}
        onSearch={(values) => list.setFilters(values)}
        onRefresh={() => void slabs.refetch()}
      />
      <CrudToolbar
        actions={[
          {
            key: 'add',
            label: t('actions.add'),
            icon: <PlusOutlined />,
            primary: true,
            perm: STOCK_ROUTE.perm.add,
            onClick: () => setDrawer({ editId: null }),
          },
          {
            key: 'template',
            label: t('actions.template'),
            icon: <DownloadOutlined />,
            perm: STOCK_ROUTE.perm.add,
            loading: template.isPending,
            onClick: () =>
              void template
                .mutateAsync({})
                .then((f) => downloadBase64(f.fileName, f.contentBase64, XLSX_MIME))
                .catch(() => undefined),
          },
          {
            key: 'labels',
            label: selected.length
              ? `${t('actions.labels')} (${selected.length})`
              : t('actions.labels'),
            icon: <PrinterOutlined />,
            onClick: () => setPrinting(true),
          },
        ]}
        extra={
          <Space wrap>
            <SlabImportButton />
            <ExportButton
              perm={STOCK_ROUTE.perm.export}
              run={() => exporter.mutateAsync(filters)}
            />
          </Space>
        }
      />
      <CrudTable<BigSlabItem>
        tableId="slabs"
        rowKey="id"
        columns={columns}
        data={slabs.data}
        loading={slabs.isFetching}
        params={list.params}
        onPage={list.onPage}
        onSort={list.onSort}
        rowSelection={{
          selectedRowKeys: selected.map((s) => s.id),
          // Kept across pages: labels are often printed for a whole delivery.
          onChange: (_keys, rows) =>
            setSelected((prev) => {
              const onPage = new Set((slabs.data?.list ?? []).map((s) => s.id));
              return [...prev.filter((s) => !onPage.has(s.id)), ...rows];
            }),
        }}
      />
      <SlabDrawer open={!!drawer} editId={drawer?.editId ?? null} onClose={() => setDrawer(null)} />
      <LabelsModal open={printing} slabs={selected} onClose={() => setPrinting(false)} />
    </Card>
  );
}
