import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { settlementListBody, type SettlementItem } from '@stone/shared/settlements/settlements';
import { useListScreen } from '../../../components/crud/use-list-screen.ts';
import { useCan } from '../../../components/crud/use-permission.ts';
import { useSettlementList } from '../api.ts';
import { CreateSettlementModal } from '../components/create-settlement-modal.tsx';
import { SettlementTable } from '../components/settlement-table.tsx';
import { StateButtons } from '../components/state-buttons.tsx';
import '../settlement-locales.ts';
import { SETTLEMENT_DETAIL_ROUTE, SETTLEMENT_ROUTE } from '../settlement-routes.ts';
import '../settlements.css';

/**
 * /produceManagement/solutionSettlement (issue 19): settlement documents by status, created from
 * an order's projects with a preview of their totals; settle, account and delete per row.
 */
export default function SolutionSettlementPage() {
  const { t } = useTranslation('settlements');
  const can = useCan();
  const navigate = useNavigate();
  const list = useListScreen(settlementListBody);
  const query = useSettlementList(list.body);
  const [creating, setCreating] = useState(false);
  const linkTo = (id: string) => SETTLEMENT_DETAIL_ROUTE.to({ id });
  return (
    <div className="settlement-page">
      {can(...SETTLEMENT_ROUTE.perm.create) && (
        <Space>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('action.create')}
          </Button>
        </Space>
      )}
      <SettlementTable
        tableId="settlements"
        showType
        data={query.data}
        loading={query.isFetching}
        params={list.params}
        status={list.body.status}
        onStatus={(status) => list.update({ status })}
        onSearch={(v) => list.setFilters(v, ['status'])}
        onRefresh={() => void query.refetch()}
        onPage={list.onPage}
        onSort={list.onSort}
        linkTo={linkTo}
        extraColumns={[
          {
            key: 'actions',
            title: '',
            width: 220,
            render: (_: unknown, d: SettlementItem) => <StateButtons doc={d} size="small" />,
          },
        ]}
      />
      {creating && (
        <CreateSettlementModal
          open
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void navigate(linkTo(id));
          }}
        />
      )}
    </div>
  );
}
