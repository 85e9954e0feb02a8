import { Card, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paySummaryBody } from '@stone/shared/pay/pay';
import '../../../components/crud/crud.css';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { CrudToolbar } from '../../../components/crud/crud-toolbar.tsx';
import { ExportButton } from '../../../components/crud/export-button.tsx';
import { dayField } from '../../../components/crud/search-fields.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useExportPay, usePaySummary } from '../api.ts';
import '../pay-locales.ts';
import { PERFORMANCE_ROUTE } from '../pay-routes.ts';
import { payColumns } from '../components/pay-columns.tsx';
import { RangeBar } from '../components/range-bar.tsx';

/**
 * /performanceManagement: every worker's pay for a range (a lead with the `all` action) or the
 * caller's own, with team shares; a name opens that worker's reports. docs/adr/0022.
 */
export default function PerformanceManagementPage() {
  const { t } = useTranslation('pay');
  const list = useListScreen(paySummaryBody);
  const {
    pageNum: _p,
    pageSize: _s,
    sortField: _f,
    sortOrder: _o,
    keyword: _k,
    ...range
  } = list.body;
  const summary = usePaySummary(list.body);
  const exporter = useExportPay();
  const data = summary.data;
  const linkRange = Object.fromEntries(
    Object.entries(range).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );

  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 12 }}>
        <RangeBar
          preset={list.body.preset}
          onPreset={(preset) => list.update({ preset, fromDay: undefined, toDay: undefined })}
        />
      </Space>
      <SearchForm
        fields={[
          dayField('fromDay', t('fields.fromDay')),
          dayField('toDay', t('fields.toDay')),
          { name: 'keyword', label: t('fields.keyword'), input: <Input allowClear /> },
        ]}
        values={list.params.filters}
        onSearch={(values) => list.setFilters(values, ['preset'])}
        onRefresh={() => void summary.refetch()}
      />
      {data ? (
        <Typography.Paragraph strong>
          {t('grandTotal', { amount: data.grandTotal, from: data.fromDay, to: data.toDay })}
          {data.seesAll ? null : (
            <Typography.Text type="secondary"> {t('onlyOwn')}</Typography.Text>
          )}
        </Typography.Paragraph>
      ) : null}
      <CrudToolbar
        actions={[]}
        extra={
          <ExportButton
            perm={PERFORMANCE_ROUTE.perm.export}
            run={() => exporter.mutateAsync(range)}
          />
        }
      />
      <CrudTable
        tableId="performanceManagement"
        rowKey="workerId"
        columns={payColumns(t, linkRange)}
        data={data}
        loading={summary.isFetching}
        params={list.params}
        onPage={list.onPage}
        onSort={list.onSort}
      />
    </Card>
  );
}
