import { Card, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUTTING_PRESETS, cuttingListBody } from '@stone/shared/cutting/schemas';
import '../../../components/crud/crud.css';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { CrudToolbar } from '../../../components/crud/crud-toolbar.tsx';
import { ExportButton } from '../../../components/crud/export-button.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useCuttingChoices, useCuttingList, useCuttingTotals, useExportCutting } from '../api.ts';
import '../cutting-locales.ts';
import { CUTTING_ROUTE } from '../cutting-routes.ts';
import { cuttingColumns } from '../components/cutting-columns.tsx';
import { CuttingTotals } from '../components/cutting-totals.tsx';
import { cuttingSearchFields } from '../components/cutting-search-fields.tsx';

/**
 * /produceData/cuttingData: every confirmed cut, newest first, with the range's totals. The
 * preset and filters live in the URL; a custom range (both days) overrides the preset.
 */
export default function CuttingDataPage() {
  const { t } = useTranslation('cutting');
  const list = useListScreen(cuttingListBody);
  const { pageNum: _p, pageSize: _s, sortField: _f, sortOrder: _o, ...filters } = list.body;
  const records = useCuttingList(list.body);
  const totals = useCuttingTotals(filters);
  const choices = useCuttingChoices().data;
  const exporter = useExportCutting();
  const empty = records.data?.total === 0;

  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          aria-label={t('presets.label')}
          value={list.body.preset}
          options={CUTTING_PRESETS.map((p) => ({ value: p, label: t(`presets.${p}`) }))}
          onChange={(preset) => list.update({ preset, fromDay: undefined, toDay: undefined })}
        />
      </Space>
      <SearchForm
        fields={cuttingSearchFields(t, choices)}
        values={list.params.filters}
        onSearch={(values) => list.setFilters(values, ['preset'])}
        onRefresh={() => void Promise.all([records.refetch(), totals.refetch()])}
      />
      <CuttingTotals totals={totals.data} loading={totals.isLoading} />
      <CrudToolbar
        actions={[]}
        extra={
          <ExportButton
            perm={CUTTING_ROUTE.perm.export}
            run={() => exporter.mutateAsync(filters)}
          />
        }
      />
      {empty ? <Typography.Paragraph type="secondary">{t('empty')}</Typography.Paragraph> : null}
      <CrudTable
        tableId="cuttingData"
        rowKey="id"
        columns={cuttingColumns(t)}
        data={records.data}
        loading={records.isFetching}
        params={list.params}
        onPage={list.onPage}
        onSort={list.onSort}
      />
    </Card>
  );
}
