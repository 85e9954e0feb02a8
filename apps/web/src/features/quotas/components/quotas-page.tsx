import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import '../../../components/crud/crud.css';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useListParams } from '../../../components/crud/use-list-params.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import { addLocales } from '../../../lib/i18n.ts';
import { allocateSeat } from '../api/allocate-seat.ts';
import { getQuotaList } from '../api/get-quota-list.ts';
import { getSeatList } from '../api/get-seat-list.ts';
import { reclaimSeat } from '../api/reclaim-seat.ts';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';
import { QuotaCards } from './quota-cards.tsx';

addLocales('quotas', { en, zh });

type Seat = Awaited<ReturnType<typeof getSeatList>>['list'][number];
const QUOTAS_KEY = ['quotas'] as const;

/** /extendedApplication: the plan's quotas, and which members hold a seat. */
export function QuotasPage() {
  const { t } = useTranslation('quotas');
  const may = useCan()('extendedApplication', 'allocate');
  const confirm = useConfirm();
  const client = useQueryClient();
  const { params, setFilters, setPage, setSort } = useListParams();
  const seatFilter =
    params.filters.hasSeat === 'true'
      ? true
      : params.filters.hasSeat === 'false'
        ? false
        : undefined;
  const sortField = params.sortField === 'nickname' ? ('nickname' as const) : undefined;
  const body = {
    pageNum: params.pageNum,
    pageSize: params.pageSize,
    ...(params.filters.name ? { name: params.filters.name } : {}),
    ...(seatFilter === undefined ? {} : { hasSeat: seatFilter }),
    ...(sortField
      ? { sortField, ...(params.sortOrder ? { sortOrder: params.sortOrder } : {}) }
      : {}),
  };
  const quotas = useQuery({ queryKey: [...QUOTAS_KEY, 'totals'], queryFn: () => getQuotaList({}) });
  const seats = useQuery({ queryKey: [...QUOTAS_KEY, body], queryFn: () => getSeatList(body) });

  const change = (s: Seat) => {
    const give = !s.hasSeat;
    confirm(
      t(give ? 'confirmAllocate' : 'confirmReclaim', { name: s.nickname }),
      async () => {
        await (give ? allocateSeat : reclaimSeat)({ memberId: s.memberId, version: s.version });
        await client.invalidateQueries({ queryKey: QUOTAS_KEY });
      },
      !give,
    );
  };

  const columns: TableColumnsType<Seat> = [
    { key: 'nickname', dataIndex: 'nickname', title: t('fields.nickname'), sorter: true },
    { key: 'phone', dataIndex: 'phone', title: t('fields.phone') },
    { key: 'staffNo', dataIndex: 'staffNo', title: t('fields.staffNo') },
    {
      key: 'roleName',
      dataIndex: 'roleName',
      title: t('fields.role'),
      render: (_v, s) => (s.isSuperAdmin ? t('superAdmin') : s.roleName),
    },
    {
      key: 'hasSeat',
      dataIndex: 'hasSeat',
      title: t('fields.seat'),
      render: (_v, s) => (
        <Tag color={s.hasSeat ? 'green' : 'default'}>{t(`hasSeat.${String(s.hasSeat)}`)}</Tag>
      ),
    },
    {
      key: 'actions',
      title: t('crud:actions'),
      render: (_v, s) => {
        if (!may) return null;
        // The server refuses to reclaim a super administrator's seat, so don't offer it.
        if (s.isSuperAdmin && s.hasSeat)
          return <Typography.Text type="secondary">{t('seatFixed')}</Typography.Text>;
        return (
          <Button type="link" danger={s.hasSeat} onClick={() => change(s)}>
            {t(s.hasSeat ? 'reclaim' : 'allocate')}
          </Button>
        );
      },
    },
  ];

  return (
    <Card variant="borderless">
      <QuotaCards quotas={quotas.data?.list ?? []} />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('seats')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('seatHint')}</Typography.Paragraph>
      <SearchForm
        onRefresh={() => void seats.refetch()}
        values={params.filters}
        onSearch={(v) => setFilters({ name: v.name, hasSeat: v.hasSeat })}
        fields={[
          { name: 'name', label: t('fields.nickname'), input: <Input allowClear maxLength={32} /> },
          {
            name: 'hasSeat',
            label: t('fields.seat'),
            input: (
              <Select
                allowClear
                style={{ width: 140 }}
                options={(['true', 'false'] as const).map((v) => ({
                  value: v,
                  label: t(`hasSeat.${v}`),
                }))}
              />
            ),
          },
        ]}
      />
      <CrudTable<Seat>
        rowKey="memberId"
        columns={columns}
        data={seats.data}
        loading={seats.isFetching}
        params={params}
        onPage={setPage}
        onSort={setSort}
      />
    </Card>
  );
}
