import { Card, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PAY_KINDS, payReportsBody, type PayKind } from '@stone/shared/pay/pay';
import '../../../components/crud/crud.css';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { dayField } from '../../../components/crud/search-fields.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useWorkerReports } from '../api.ts';
import '../pay-locales.ts';
import { KIND_ROUTES } from '../pay-routes.ts';
import { reportColumns } from './pay-columns.tsx';
import { RangeBar } from './range-bar.tsx';

/**
 * /employeeDetails/*: one worker's reports of one kind of work (the caller's own unless a
 * `workerId` is named and the caller may see everyone), newest first, each with its value.
 */
export function WorkerReports({ kind }: { kind: PayKind }) {
  const { t } = useTranslation('pay');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const list = useListScreen(payReportsBody);
  const body = { ...list.body, kind };
  const reports = useWorkerReports(body);
  const data = reports.data;
  const switchKind = (next: string) => {
    const query = new URLSearchParams(search);
    query.delete('pageNum');
    void navigate(`${KIND_ROUTES[next as PayKind].path}?${query.toString()}`);
  };

  return (
    <Card variant="borderless">
      <Tabs
        activeKey={kind}
        onChange={switchKind}
        items={PAY_KINDS.map((k) => ({ key: k, label: t(`kinds.${k}`) }))}
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <RangeBar
          preset={list.body.preset}
          onPreset={(preset) => list.update({ preset, fromDay: undefined, toDay: undefined })}
        />
      </Space>
      <SearchForm
        fields={[dayField('fromDay', t('fields.fromDay')), dayField('toDay', t('fields.toDay'))]}
        values={list.params.filters}
        onSearch={(values) => list.setFilters(values, ['preset', 'workerId'])}
        onRefresh={() => void reports.refetch()}
      />
      {data ? (
        <Typography.Paragraph strong>
          {t('reportsOf', { name: data.workerName, from: data.fromDay, to: data.toDay })}
        </Typography.Paragraph>
      ) : null}
      {kind === 'pick' ? (
        <Typography.Paragraph type="secondary">{t('pickNoFee')}</Typography.Paragraph>
      ) : null}
      {data?.total === 0 ? (
        <Typography.Paragraph type="secondary">{t('empty')}</Typography.Paragraph>
      ) : null}
      <CrudTable
        tableId={`employeeDetails-${kind}`}
        rowKey="id"
        columns={reportColumns(t)}
        data={data}
        loading={reports.isFetching}
        params={list.params}
        onPage={list.onPage}
        onSort={list.onSort}
      />
    </Card>
  );
}
