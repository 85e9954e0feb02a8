import { Button, Card, Input, Select, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataOf } from '@stone/shared';
import { seatListBody } from '@stone/shared/enterprise/quotas';
import '../../../components/crud/crud.css';
import { CrudTable } from '../../../components/crud/crud-table.tsx';
import { SearchForm } from '../../../components/crud/search-form.tsx';
import { useConfirm } from '../../../components/crud/use-confirm.ts';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import { addLocales } from '../../../lib/i18n.ts';
import { useAllocateSeat, useQuotaList, useReclaimSeat, useSeatList } from '../api.ts';
import { en } from '../locales/en.ts';
import { zh } from '../locales/zh.ts';
import { QuotaCards } from '../components/quota-cards.tsx';

addLocales('quotas', { en, zh });

type Seat = DataOf<'webQuota/getSeatList'>['list'][number];

/** /extendedApplication: the plan's quotas, and which members hold a seat. */
export default function QuotasPage() {
  const { t } = useTranslation(['quotas', 'crud']);
  const may = useCan()('extendedApplication', 'allocate');
  const confirm = useConfirm();
  // Page, sort, the name and the seat filter: in the URL, typed by the seat list's body.
  const { body, params, setFilters, onPage, onSort } = useListScreen(seatListBody);
  const quotas = useQuotaList();
  const seats = useSeatList(body);
  const allocate = useAllocateSeat();
  const reclaim = useReclaimSeat();

  const change = (s: Seat) => {
    const give = !s.hasSeat;
    confirm(
      t(give ? 'confirmAllocate' : 'confirmReclaim', { name: s.nickname }),
      () => (give ? allocate : reclaim).mutateAsync({ memberId: s.memberId, version: s.version }),
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
        <Tag color={s.hasSeat ? 'green' : 'default'}>
          {t(s.hasSeat ? 'hasSeat.true' : 'hasSeat.false')}
        </Tag>
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
        onSearch={setFilters}
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
        tableId="seats"
        rowKey="memberId"
        columns={columns}
        data={seats.data}
        loading={seats.isFetching}
        params={params}
        onPage={onPage}
        onSort={onSort}
      />
    </Card>
  );
}
